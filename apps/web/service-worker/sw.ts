/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHES,
  COMPLETIONS_QUEUE,
  isClassroomRead,
  isCompletion,
  SW_MESSAGES,
} from '../src/lib/offline-contract';

/*
 * Kalvi's service worker (docs/decisions/185-offline-and-installable.md), built from Workbox's
 * modules: no cache logic of our own. What it keeps:
 * - the app shell and the learner's pages' code, precached per build, so a new version takes
 *   over whole on the next visit (a waiting worker never serves a mix of two builds);
 * - public pages the reader opened, network first, for reading them again offline;
 * - the classroom's outline and lessons, network first, so a course saved for offline opens
 *   without a connection (signing out deletes them);
 * - completions marked offline, queued and sent once when the connection returns.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The first visit's page is served by this worker from its next request on, so a course saved
// on that visit works offline. A new version still waits for the next visit (no skipWaiting).
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page answered `no-store` (signed in, or private) is never kept: only what anyone may read.
const publicOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !/no-store|private/.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: CACHES.pages,
    plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Code the precache leaves out (the staff console, the code editor): immutable, kept once used.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isClassroomRead(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.classroom,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// A completion that cannot reach the server waits in IndexedDB and is sent once, in order.
const completions = new Queue(COMPLETIONS_QUEUE, { maxRetentionTime: 7 * 24 * 60 });
registerRoute(
  ({ url, request }) => request.method === 'POST' && isCompletion(url.pathname),
  async ({ request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch (error) {
      await completions.pushRequest({ request: copy });
      throw error;
    }
  },
  'POST',
);

// Offline and never opened before: the app shell, which says it is offline.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache('/index.html')) ?? Response.error()) : Response.error(),
);

/** Another account may sign in next: nothing of this one's stays, nor is sent in its name. */
async function forget(): Promise<void> {
  while (await completions.shiftRequest()) {
    // each queued completion is dropped
  }
  await Promise.all([caches.delete(CACHES.classroom), caches.delete(CACHES.pages)]);
}

self.addEventListener('message', (event) => {
  if (event.data?.type === SW_MESSAGES.replay) {
    const reply = (answer: string) => event.ports[0]?.postMessage(answer);
    event.waitUntil(
      completions.replayRequests().then(
        () => reply('sent'),
        () => reply('failed'),
      ),
    );
  }
  if (event.data?.type === SW_MESSAGES.forget) {
    event.waitUntil(forget());
  }
});
