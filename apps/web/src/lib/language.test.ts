import { LANGUAGE_STORAGE_KEY } from '@kalvi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The language module as a fresh page loads it, after the server's HTML (if any) is in place. */
async function loadPage(server: { user: { preferredLanguage: string | null } | null } | null) {
  document.getElementById('kalvi-ssr')?.remove();
  if (server) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'kalvi-ssr';
    block.textContent = JSON.stringify({ language: 'ta', queries: [], ...server });
    document.body.append(block);
  }
  vi.resetModules();
  return import('./language');
}

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the module under test keeps its choice there
  document.cookie = 'kalvi_lang=; path=/; max-age=0';
  document.getElementById('kalvi-ssr')?.remove();
});

describe('the language a page starts in', () => {
  it("is the signed-in account's choice over this browser's, and becomes this browser's too", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { currentLanguage } = await loadPage({ user: { preferredLanguage: 'ta' } });
    expect(currentLanguage()).toBe('ta');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');
    expect(document.cookie).toContain('kalvi_lang=ta');
  });

  it("is this browser's choice when the account never chose, or nobody is signed in", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ta');
    expect((await loadPage({ user: { preferredLanguage: null } })).currentLanguage()).toBe('ta');
    expect((await loadPage({ user: null })).currentLanguage()).toBe('ta');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect((await loadPage(null)).currentLanguage()).toBe('en');
  });

  it('is the choice kept in the cookie when storage was cleared, as the server rendered it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the module under test keeps its choice there
    document.cookie = 'kalvi_lang=ta; path=/';
    expect((await loadPage(null)).currentLanguage()).toBe('ta');
  });

  it("is the browser's own language on a first visit to a page the server did not render", async () => {
    // jsdom's navigator says en-US.
    expect((await loadPage(null)).currentLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
