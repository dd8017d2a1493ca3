import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue, hasTamil, translateMessage } from './index.ts';

const TAMIL = /[\u0B80-\u0BFF]/;

describe('the server message catalogue', () => {
  it('translates a whole sentence', () => {
    expect(translateMessage('Course not found', 'ta')).toBe('பாடநெறி கிடைக்கவில்லை');
    expect(translateMessage('Course not found', 'en')).toBe('Course not found');
  });

  it('fills placeholders, translating a part that is itself in the catalogue', () => {
    expect(translateMessage('You are already enrolled in this event!', 'ta')).toBe(
      'நீங்கள் ஏற்கெனவே இந்த நிகழ்வில் சேர்ந்துள்ளீர்கள்!',
    );
    expect(
      translateMessage('The price of this course is ₹1,000, not ₹900. Please refresh and try again.', 'ta'),
    ).toBe('இந்த பாடநெறி-இன் விலை ₹1,000, ₹900 அல்ல. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலுங்கள்.');
    expect(translateMessage('Payment failed: Payment verification failed', 'ta')).toBe(
      'கட்டணம் தோல்வியடைந்தது: கட்டணச் சரிபார்ப்பு தோல்வியடைந்தது',
    );
    expect(translateMessage('Password must be at most 128 characters', 'ta')).toContain('128');
    expect(translateMessage('Website must be a valid URL', 'ta')).toBe('இணையதளம் சரியான URL ஆக இருக்க வேண்டும்');
  });

  it('leaves an unknown sentence in English, and says so', () => {
    expect(translateMessage('Not a catalogue sentence', 'ta')).toBe('Not a catalogue sentence');
    expect(hasTamil('Not a catalogue sentence')).toBe(false);
    expect(hasTamil('Course not found')).toBe(true);
  });

  it('has Tamil for every entry, using only the placeholders of its key', () => {
    const names = (s: string) => new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    for (const [english, tamil] of catalogue) {
      expect(tamil, english).toMatch(TAMIL);
      const known = names(english);
      for (const name of names(tamil)) expect(known.has(name), `${english}: {${name}}`).toBe(true);
    }
  });
});

describe('the area tables', () => {
  it('give each English sentence its Tamil in one table only, so no table silently overrides another', async () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(here).filter(
      (f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'),
    );
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of files) {
      const tables = Object.values(await import(join(here, file))) as Record<string, string>[];
      for (const key of tables.flatMap((table) => Object.keys(table))) {
        if (owner.has(key)) twice.push(`${key} (${owner.get(key)}, ${file})`);
        else owner.set(key, file);
      }
    }
    expect(files.length).toBeGreaterThan(5);
    expect(twice).toEqual([]);
  });
});
