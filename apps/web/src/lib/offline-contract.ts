/**
 * What the page and the service worker (service-worker/sw.ts) agree on: cache names, the queue of
 * completions, the messages, and which API answers the classroom keeps for offline reading
 * (docs/decisions/185-offline-and-installable.md). Constants only: the page's first load carries it.
 */
export const CACHES = {
  pages: 'kalvi-pages',
  assets: 'kalvi-assets',
  /** The outline and lessons a learner read or saved: private, deleted at sign-out. */
  classroom: 'kalvi-classroom',
} as const;

export const COMPLETIONS_QUEUE = 'kalvi-completions';

export const SW_MESSAGES = { replay: 'kalvi-replay', forget: 'kalvi-forget' } as const;

/**
 * GET /api/curriculum/<course> and GET /api/lessons/<lesson>, what a lesson page reads, and
 * GET /api/auth/me, so the header still names the learner offline.
 */
export const isClassroomRead = (path: string) =>
  path === '/api/auth/me' || /^\/api\/(curriculum|lessons)\/[^/]+$/.test(path);

/** POST /api/lessons/<lesson>/complete. */
export const isCompletion = (path: string) => /^\/api\/lessons\/[^/]+\/complete$/.test(path);
