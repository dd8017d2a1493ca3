import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@kalvi/shared';
import { serverState } from './server-state';
import { storage } from './storage';

/**
 * The language chosen in this browser. The learner's language lives in this module, apart from
 * the translator, so the api-client can send it without importing the translation machinery.
 */
export function storedLanguage(): Language | null {
  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** The choice the server renders by (`kalvi_lang`), kept where storage may have been cleared. */
function cookieLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const chosen = /(?:^|; )kalvi_lang=(ta|en)(?:;|$)/.exec(document.cookie)?.[1];
  return isLanguage(chosen) ? chosen : null;
}

function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : [navigator.language, ...(navigator.languages ?? [])];
  return tags[0]?.toLowerCase().startsWith('ta') ? 'ta' : 'en';
}

/**
 * The language of the account the server rendered this page for, when it chose one: it is the
 * learner's latest choice on any device, so it wins over this browser's (docs/product/languages.md).
 */
function accountLanguage(): Language | null {
  const chosen = serverState()?.user?.preferredLanguage;
  return isLanguage(chosen) ? chosen : null;
}

/**
 * The learner's language (docs/product/languages.md): the signed-in account's choice, which
 * becomes this browser's too, else a choice stored or kept in the cookie the server rendered
 * by (so the page never switches away from what the server sent), else the browser's own
 * language on a first visit (ta → Tamil), else English.
 */
const fromAccount = accountLanguage();
if (fromAccount) storage.set(LANGUAGE_STORAGE_KEY, fromAccount);
let current: Language = fromAccount ?? storedLanguage() ?? cookieLanguage() ?? browserLanguage();

/** On the server, each request's render has its own language (entry-server.tsx sets this). */
let renderLanguage: (() => Language | undefined) | null = null;

export function setRenderLanguageSource(source: () => Language | undefined): void {
  renderLanguage = source;
}

export function currentLanguage(): Language {
  return renderLanguage?.() ?? current;
}

/** Records the choice for this browser and marks the page's language for readers and fonts. */
export function rememberLanguage(language: Language): void {
  current = language;
  storage.set(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  rememberForServer(language);
}

/**
 * The server renders public pages in the language of the `kalvi_lang` cookie (entry-server.tsx),
 * so the first paint of the next visit is already in the reader's language.
 */
function rememberForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phone browsers our learners use
  document.cookie = `kalvi_lang=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

rememberForServer(current);
