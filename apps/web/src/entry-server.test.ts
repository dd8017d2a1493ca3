// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickLanguage, renderPage } from './entry-server';

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
