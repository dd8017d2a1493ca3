// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickLanguage, renderPage } from './entry-server';
import { aHeaderUser } from './test/learner';

describe('the server renderer', () => {
  it('takes the language from the cookie, then Accept-Language by weight, else English', () => {
    expect(pickLanguage('en', 'fr')).toBe('en');
    expect(pickLanguage('xx', 'fr;q=0.9, en-IN;q=0.8')).toBe('en');
    expect(pickLanguage(undefined, 'fr, de;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('renders a page without data in the request language with its own title first', async () => {
    const page = await renderPage('/about', 'en');
    expect(page.html).toMatch(/^<title>About Kalvi · Kalvi<\/title>/);
    expect(page.html).toContain('Tech education that speaks your language');
    expect(page.language).toBe('en');
    expect(page.head.description).toContain('online tech academy');
  });
});

describe('a page rendered for a signed-in learner', () => {
  const asha = aHeaderUser({ firstName: 'Asha', lastName: 'Devi', fullName: 'Asha Devi' });

  it('names the learner in the header and links to their profile', async () => {
    const page = await renderPage('/about', 'en', asha);
    const header = /<header[\s\S]*<\/header>/.exec(page.html)?.[0] ?? '';
    expect(header).toContain('aria-label="Profile of Asha"');
    expect(header).toContain('>Asha</span>');
    expect(header).toContain('>AD</span>');
  });

  it('keeps two readers apart while their pages render at once', async () => {
    const ravi = { ...asha, firstName: 'Ravi', lastName: 'Kumar', fullName: 'Ravi Kumar' };
    const [forAsha, forRavi, forNobody] = await Promise.all([
      renderPage('/about', 'en', asha),
      renderPage('/about', 'ta', ravi),
      renderPage('/about', 'en', null),
    ]);
    expect(forAsha.html).toContain('Profile of Asha');
    expect(forAsha.html).not.toContain('Ravi');
    expect(forRavi.html).toContain('Ravi — சுயவிவரம்');
    expect(forRavi.html).not.toContain('Asha');
    expect(forNobody.html).not.toMatch(/Asha|Ravi|Profile of/);
  });
});
