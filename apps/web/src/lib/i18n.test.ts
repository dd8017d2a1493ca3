import { describe, expect, it } from 'vitest';
import { languageReady } from './i18n';

describe('languageReady', () => {
  it('leaves <html lang> alone when the server already wrote the language, and sets it when not', async () => {
    // jsdom's navigator says en-US and nothing is stored: the page's language is English.
    const html = document.documentElement;
    let writes = 0;
    const observer = new MutationObserver((records) => {
      writes += records.length;
    });
    const writesSince = async (act: () => Promise<unknown>) => {
      observer.takeRecords();
      writes = 0;
      await act();
      return writes + observer.takeRecords().length;
    };
    html.lang = 'en';
    observer.observe(html, { attributes: true, attributeFilter: ['lang'] });
    // Rewriting the same value would restyle every element of the server's page in one task.
    expect(await writesSince(languageReady)).toBe(0);

    html.lang = 'ta';
    expect(await writesSince(languageReady)).toBe(1);
    expect(html.lang).toBe('en');
    observer.disconnect();
  });
});
