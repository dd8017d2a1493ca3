/** The two languages of the product (docs/product/languages.md): English and Tamil. */
export const LANGUAGES = ['en', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale Intl formats numbers, money and dates with: Indian digit grouping in both. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/** Where a visitor's choice is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'kalvi.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ta';
}

/**
 * The language an Accept-Language header asks for: the highest-weighted tag whose primary
 * subtag is one we speak ('ta-IN;q=0.9' counts as Tamil), else English.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  let best: Language = 'en';
  let bestWeight = -1;
  // A header is short in practice; the cap keeps a hostile one cheap.
  for (const part of header.slice(0, 256).split(',', 16)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > bestWeight && weight > 0) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}
