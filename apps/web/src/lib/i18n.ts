import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';

/**
 * One namespace per feature so engineers never edit the same file. `common` (the shell) ships
 * with the first page; the others load with the route that needs them (see app/router.tsx),
 * which keeps the initial JavaScript small.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'courses',
  'events',
  'payments',
  'feeds',
  'site',
  'home',
  'chat',
  'account',
  'catalogue',
  'fields',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGES = ['en'] as const;

type JsonModule = { default: Record<string, unknown> };
const lazyResources = import.meta.glob<JsonModule>(['../locales/*/*.json', '!../locales/*/common.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyResources[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

/** Starts loading a route's strings at the same time as its code, not after it. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export { i18n };
