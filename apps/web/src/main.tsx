import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { makeQueryClient, Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { i18n, languageReady } from './lib/i18n';
import { followAccountLanguage } from './lib/language-sync';
import { serverState } from './lib/server-state';
import { loadCurrentUser } from './lib/session';
import { seedRenderedSession, useAuthStore } from './lib/stores/auth-store';

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

const server = serverState();
// The server's answers are the same in either language: the first render uses them, not a refetch.
// setQueryData rather than TanStack's hydrate(): the same effect for answers, and less script.
if (server)
  for (const q of server.queries) client.setQueryData(q.queryKey, q.data, { updatedAt: q.updatedAt });
// The server read the session cookie: the header shows its learner from the first render on.
if (server?.user) seedRenderedSession(server.user);
// No top-level await here: it would make Rollup split the entry into many chunks.
// A page whose code failed to download renders anyway: its error boundary says so.
const pageReady = () =>
  Promise.all([languageReady(), preloadPage(window.location.pathname)]).catch(() => undefined);
if (server && server.language === i18n.language) {
  // The first render matches the server's HTML: same answers, same language. Hydrating in a
  // transition lets React yield to the browser every few milliseconds instead of holding a cheap
  // phone's main thread for one long task; a tap meanwhile hydrates its part at once and is replayed.
  void pageReady().then(() =>
    startTransition(
      () =>
        void hydrateRoot(root, app, {
          // A part of the page still waiting for its code when the learner switches language
          // hydrates in the new language, so its text differs from the server's HTML, and React
          // renders that part afresh: what the learner asked for, not an error. Any other
          // mismatch is reported as React reports it (reportError, where the browser has it).
          onRecoverableError: (error) => {
            if (i18n.language === server.language) window.reportError?.(error);
          },
        }),
    ),
  );
} else if (server) {
  // HTML in another language than the reader chose in this browser (the kalvi_lang cookie was
  // lost): render afresh in the reader's language once the page's code is here. Hydrating the
  // English HTML and switching a moment later raced the page's own subscription to the switch
  // and could leave a lazily hydrated page in English.
  void pageReady().then(() => createRoot(root).render(app));
} else {
  // A Tamil reader sees Tamil from the first paint, not English swapped out a moment later.
  void languageReady().finally(() => createRoot(root).render(app));
}

// A sign-in from an earlier visit, or the one the server rendered the page for: ask for the full
// user (enrolments, phone for payments; the page carries only the header's part). Asked even when
// the server rendered signed out: that HTML may come from the browser's history, older than a sign-in.
if (useAuthStore.getState().isLoading) void loadCurrentUser();
