import { describe, expect, it } from 'vitest';

/**
 * Both languages in the same commit (docs/decisions/110-languages.md): every key exists in
 * English and Tamil, and a Tamil value is really Tamil, not the English left in place.
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

/** Values that are the same in both languages: names, technical terms, codes, formats. */
const SAME_IN_BOTH = new Set([
  'Kalvi',
  'கல்வி',
  '{{title}} · Kalvi',
  '404',
  'OTP',
  'E-mail',
  'LinkedIn',
  'GitHub',
  'WhatsApp',
  'Twitter',
  'Twitter / X',
  'YouTube',
  'Instagram',
  'Facebook',
  'UPI',
  'Python',
  'React',
  'API',
  'GST',
  'GSTIN',
  'AI/ML',
  'Kalvi Buddy',
  'you@example.com',
]);

/** Only placeholders and punctuation ('({{count}})'): nothing to translate. */
const wordless = (value: string) => !/[A-Za-z]/.test(value.replace(/\{\{\w+\}\}/g, ''));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const inLanguage = (lang: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${lang}/`))
    .map((path) => path.slice(lang.length + 3))
    .sort();
const read = (lang: string, file: string) => flatten(files[`./${lang}/${file}`] ?? {});
const namespaces = inLanguage('en');

describe('English and Tamil strings', () => {
  it('have the same namespace files', () => {
    expect(namespaces.length).toBeGreaterThan(10);
    expect(inLanguage('ta')).toEqual(namespaces);
  });

  for (const file of namespaces) {
    it(`${file}: the same keys, and Tamil written in Tamil`, () => {
      const en = read('en', file);
      const ta = read('ta', file);
      expect([...ta.keys()].sort()).toEqual([...en.keys()].sort());
      const untranslated = [...en].filter(
        ([key, value]) => ta.get(key) === value && !wordless(value) && !SAME_IN_BOTH.has(value),
      );
      expect(untranslated).toEqual([]);
      // A placeholder the English fills must be filled in Tamil too.
      for (const [key, value] of en) {
        const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(ta.get(key) ?? ''), `${file} ${key}`).toEqual(names(value));
      }
    });
  }
});
