import type { Language } from '@kalvi/shared';
import common from '../locales/en/common.json';
import { currentLanguage, rememberLanguage } from './language';
import { type Strings, Translator } from './translator';

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
  'batches',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type JsonModule = { default: Strings };
// The staff console's strings are left out: the console loads them from its own chunk
// (admin/shell/entry.tsx), so a learner's first load does not carry even their file names.
const lazyResources = import.meta.glob<JsonModule>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
  '!../locales/*/admin.json',
  '!../locales/*/adminops.json',
  '!../locales/*/classroomadmin.json',
  '!../locales/*/admincourses.json',
  '!../locales/*/people.json',
  '!../locales/*/adminsettings.json',
  '!../locales/*/exercisesadmin.json',
  '!../locales/*/questionsadmin.json',
  '!../locales/*/batchdesk.json',
  '!../locales/*/holidaysadmin.json',
  '!../locales/*/notifications.json',
]);

const initial = currentLanguage();

export const i18n = new Translator({
  language: initial,
  fallbackLanguage: 'en',
  defaultNamespace: 'common',
  resources: { en: { common } },
  load: (language, namespace) =>
    lazyResources[`../locales/${language}/${namespace}.json`]?.().then((m) => m.default),
});

// Tamil glyphs come from Noto Sans Tamil, fetched only once Tamil is chosen (the Tamil subset alone).
const loadTamilFont = () => import('./tamil-font');

/** Resolves when the page can be shown in the language chosen before this visit. */
export function languageReady(): Promise<unknown> {
  // Only when it differs: writing <html lang>, even the same value, restyles the whole page.
  if (document.documentElement.lang !== initial) document.documentElement.lang = initial;
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
