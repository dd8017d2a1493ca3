import { describe, expect, it, vi } from 'vitest';
import { type Strings, Translator } from './translator';

const en = {
  common: {
    greeting: 'Hello, {{name}}',
    nested: { deep: { line: 'Deep {{user.first}}' } },
    seats_one: '{{count}} seat left',
    seats_other: '{{count}} seats left',
    onlyEnglish: 'Only in English',
    faqs: [{ q: 'Mail us at {{email}}?', a: 'Yes' }],
  },
  payments: { failed: 'Payment failed' },
};
const ta = {
  common: {
    greeting: 'வணக்கம், {{name}}',
    seats_one: '{{count}} இடம் உள்ளது',
    seats_other: '{{count}} இடங்கள் உள்ளன',
  },
};

function translator(
  language = 'en',
  load?: (language: string, namespace: string) => Promise<Strings | undefined>,
) {
  return new Translator({
    language,
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    resources: load ? { en: { common: en.common } } : { en, ta },
    load,
  });
}

describe('the translator', () => {
  it('fills placeholders, nested ones too, and leaves nothing of a missing one', () => {
    const t = translator().getFixedT(null, 'common') as unknown as (key: string, o?: object) => string;
    expect(t('greeting', { name: 'Priya' })).toBe('Hello, Priya');
    expect(t('nested.deep.line', { user: { first: 'Arun' } })).toBe('Deep Arun');
    expect(t('greeting')).toBe('Hello, {{name}}');
    expect(t('greeting', {})).toBe('Hello, ');
  });

  it('picks the plural form of the language', () => {
    const t = (language: string, count: number) =>
      (translator(language).t as unknown as (key: string, o: object) => string)('seats', { count });
    expect(t('en', 1)).toBe('1 seat left');
    expect(t('en', 3)).toBe('3 seats left');
    expect(t('ta', 1)).toBe('1 இடம் உள்ளது');
    expect(t('ta', 0)).toBe('0 இடங்கள் உள்ளன');
  });

  it('falls back to English for a string not yet in Tamil, and answers the key for one nowhere', () => {
    const t = translator('ta').t as unknown as (key: string) => string;
    expect(t('greeting')).toContain('வணக்கம்');
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('reads another namespace by prefix or option', () => {
    const t = translator().t as unknown as (key: string, o?: object) => string;
    expect(t('payments:failed')).toBe('Payment failed');
    expect(t('failed', { ns: 'payments' })).toBe('Payment failed');
  });

  it('gives a group of strings only when asked, with its placeholders filled', () => {
    const t = translator().t as unknown as (key: string, o?: object) => unknown;
    expect(t('faqs')).toBe('faqs');
    expect(t('faqs', { returnObjects: true, email: 'help@kalvi.in' })).toEqual([
      { q: 'Mail us at help@kalvi.in?', a: 'Yes' },
    ]);
  });

  it('downloads a namespace once, in the language and the fallback, and counts a missing file as done', async () => {
    const load = vi.fn(async (language: string, namespace: string) =>
      language === 'en' && namespace === 'payments' ? en.payments : undefined,
    );
    const i18n = translator('ta', load);
    expect(i18n.isLoaded(['payments'])).toBe(false);
    const first = i18n.loadNamespaces('payments');
    expect(i18n.loadNamespaces('payments')).toBe(first);
    await first;
    expect(i18n.isLoaded(['payments'])).toBe(true);
    await i18n.loadNamespaces('payments');
    expect(load.mock.calls).toEqual([
      ['ta', 'payments'],
      ['en', 'payments'],
    ]);
    expect((i18n.getFixedT(null, 'payments') as unknown as (key: string) => string)('failed')).toBe(
      'Payment failed',
    );
  });

  it('asks again for a namespace whose download failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(en.payments);
    const i18n = translator('en', load);
    await expect(i18n.loadNamespaces('payments')).rejects.toThrow('offline');
    expect(i18n.isLoaded(['payments'])).toBe(false);
    await i18n.loadNamespaces('payments');
    expect(i18n.isLoaded(['payments'])).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('switches language only once the namespaces in use are there, then tells its listeners', async () => {
    let arrive: (strings: Strings) => void = () => undefined;
    const load = vi.fn(
      (language: string) =>
        new Promise<Strings | undefined>((resolve) => {
          if (language === 'ta') arrive = resolve;
          else resolve(undefined);
        }),
    );
    const i18n = translator('en', load);
    const heard: string[] = [];
    const changed = vi.fn();
    i18n.on('languageChanged', (language) => heard.push(language));
    i18n.subscribe(changed);
    const switching = i18n.changeLanguage('ta');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    expect(changed).not.toHaveBeenCalled();
    arrive(ta.common);
    await switching;
    expect(i18n.language).toBe('ta');
    expect(heard).toEqual(['ta']);
    expect(changed).toHaveBeenCalledTimes(1);
    expect((i18n.t as unknown as (key: string, o: object) => string)('greeting', { name: 'Kavin' })).toBe(
      'வணக்கம், Kavin',
    );
  });
});
