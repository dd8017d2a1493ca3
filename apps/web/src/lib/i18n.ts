import type { Language } from '@kalvi/shared';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';
import { currentLanguage, rememberLanguage } from './language';

/**
 * One namespace per feature so engineers never edit the same file. `common` (the shell) ships
 * with the first page in English; every Tamil file, and every other namespace, loads when it
 * is needed (app/router.tsx), which keeps the initial JavaScript small.
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
  'footer',
  'classroom',
  'refunds',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type JsonModule = { default: Record<string, unknown> };
// The staff console's strings are left out: the console loads them from its own chunk
// (features/admin/entry.tsx), so a learner's first load does not carry even their file names.
const lazyResources = import.meta.glob<JsonModule>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
  '!../locales/*/admin.json',
  '!../locales/*/adminops.json',
  '!../locales/*/classroomadmin.json',
  '!../locales/*/admincourses.json',
  '!../locales/*/people.json',
  '!../locales/*/adminsettings.json',
]);

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

const initial = currentLanguage();

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ta'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

// Tamil glyphs come from Noto Sans Tamil, fetched only once Tamil is chosen (the Tamil subset alone).
const loadTamilFont = () => import('./tamil-font');

/** Resolves when the page can be shown in the language chosen before this visit. */
export function languageReady(): Promise<unknown> {
  document.documentElement.lang = initial;
  if (initial === 'en') return Promise.resolve();
  return Promise.all([i18n.loadNamespaces('common'), loadTamilFont()]);
}

/** Switches every string on the page (and the next API answers) to the language. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'ta') await loadTamilFont();
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** Starts loading a route's strings at the same time as its code, not after it. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export { i18n };
