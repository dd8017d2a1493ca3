import { i18n } from './i18n';
import type { Strings } from './translator';

/**
 * The notifications' strings, added by the chunks that show them (the bell, its page, the
 * profile's choices) and kept out of the first load's list of string files, as the console's are.
 */
const bundles = import.meta.glob<{ default: Strings }>('../locales/*/notifications.json');
const loading = new Map<string, Promise<void>>();

export function notificationStrings(language = i18n.language): Promise<void> {
  let ready = loading.get(language);
  if (!ready) {
    ready = Promise.all(
      [...new Set(['en', language])].map(async (lang) => {
        const load = bundles[`../locales/${lang}/notifications.json`];
        if (load && !i18n.hasResourceBundle(lang, 'notifications')) {
          i18n.addResourceBundle(lang, 'notifications', (await load()).default);
        }
      }),
    ).then(() => undefined);
    loading.set(language, ready);
  }
  return ready;
}
i18n.on('languageChanged', (language) => void notificationStrings(language));
