import './styles.css';
import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { makeQueryClient, Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { changeLanguage, i18n, languageReady } from './lib/i18n';
import { currentLanguage } from './lib/language';
import { followAccountLanguage } from './lib/language-sync';
import { loadCurrentUser } from './lib/session';
import { useAuthStore } from './lib/stores/auth-store';

/** What the server rendered the page with (entry-server.tsx), when it did. */
interface ServerState {
  language: string;
  queries: Array<{ queryKey: QueryKey; data: unknown; updatedAt: number }>;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

followAccountLanguage();
const client = makeQueryClient();
const app = (
  <StrictMode>
    <Providers client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A JSON block rather than a script that runs: the page's Content-Security-Policy allows no inline script.
const serverJson = document.getElementById('kalvi-ssr')?.textContent;
const server = serverJson ? (JSON.parse(serverJson) as ServerState) : null;
if (server) {
  // The first render must match the server's HTML: same answers, same language.
  // setQueryData rather than TanStack's hydrate(): the same effect for answers, and less script.
  for (const q of server.queries) client.setQueryData(q.queryKey, q.data, { updatedAt: q.updatedAt });
  // No top-level await here: it would make Rollup split the entry into many chunks.
  // The server chose by the kalvi_lang cookie or Accept-Language; the reader's own choice in this
  // browser, when it differs (a cookie lost), is applied right after hydration.
  const language = i18n.language === server.language ? languageReady() : i18n.changeLanguage(server.language);
  void Promise.all([language, preloadPage(window.location.pathname)])
    // A page whose code failed to download hydrates anyway: its error boundary says so.
    .catch(() => undefined)
    .then(() => {
      hydrateRoot(root, app);
      if (server.language !== currentLanguage()) void changeLanguage(currentLanguage());
    });
} else {
  // A Tamil reader sees Tamil from the first paint, not English swapped out a moment later.
  void languageReady().finally(() => createRoot(root).render(app));
}

// A sign-in from an earlier visit: ask whose session the cookie holds (docs/product/screens.md#application-shell).
if (useAuthStore.getState().isLoading) void loadCurrentUser();
