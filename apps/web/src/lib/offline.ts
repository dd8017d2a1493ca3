import { CACHES, SW_MESSAGES } from './offline-contract';

/**
 * The page's side of learning offline (docs/decisions/185-offline-and-installable.md): the
 * service worker's registration, completions marked while offline (shown at once, sent by the
 * worker when the connection returns), and forgetting all of it when the learner signs out.
 */

const PENDING_KEY = 'kalvi.offline.pending';
type Pending = Record<string, string>; // lesson id → course id

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readPending(): Pending {
  try {
    return JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{}') as Pending;
  } catch {
    return {};
  }
}

function writePending(pending: Pending): void {
  if (Object.keys(pending).length) localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  else localStorage.removeItem(PENDING_KEY);
  changed();
}

/** The stored text itself, so React sees a new value only when it changed. */
export const pendingSnapshot = () =>
  typeof localStorage === 'undefined' ? '' : (localStorage.getItem(PENDING_KEY) ?? '');

/** The lessons of a course marked complete on this device and not yet confirmed by the server. */
export function pendingLessons(snapshot: string, courseId: string): Set<string> {
  let pending: Pending = {};
  try {
    pending = JSON.parse(snapshot || '{}') as Pending;
  } catch {
    // a damaged entry counts as none
  }
  return new Set(Object.keys(pending).filter((lesson) => pending[lesson] === courseId));
}

/**
 * True when the completion could not reach the server and the service worker queued it: the
 * browser is offline and a worker controls this page (service-worker/sw.ts queues what fails).
 */
export function completionQueued(): boolean {
  return !navigator.onLine && Boolean(navigator.serviceWorker?.controller);
}

export function markPending(courseId: string, lessonId: string): void {
  writePending({ ...readPending(), [lessonId]: courseId });
}

/** Asks the worker to send what it queued; resolves true once it has (the server then knows). */
export function replayCompletions(): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || !localStorage.getItem(PENDING_KEY)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      if (event.data === 'sent') writePending({});
      resolve(event.data === 'sent');
    };
    worker.postMessage({ type: SW_MESSAGES.replay }, [channel.port2]);
  });
}

/** Registers the worker once the page has loaded; Save-Data readers only when they save a course. */
export function registerServiceWorker(force = false): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData && !force) return;
  // Without a worker Kalvi works as before, only not offline: a refusal (private mode, a
  // browser policy, a test harness that throws) is no error for the learner.
  try {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  } catch {
    // as above
  }
}

/** Signing out, or another account signing in: this device keeps nothing of the last one. */
export function forgetOfflineData(): void {
  if (typeof window === 'undefined') return;
  localStorage.removeItem(PENDING_KEY);
  localStorage.removeItem(SAVED_KEY);
  localStorage.removeItem(OWNER_KEY);
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forget });
  // Without a worker (or before it answers) the caches go from here too.
  void window.caches?.delete(CACHES.classroom);
  void window.caches?.delete(CACHES.pages);
  changed();
}

export const SAVED_KEY = 'kalvi.offline.courses';
const OWNER_KEY = 'kalvi.offline.owner';

/** A session for `userId` began: what another account left on this device goes first. */
export function keepOnlyFor(userId: string): void {
  const owner = localStorage.getItem(OWNER_KEY);
  if (owner && owner !== userId) forgetOfflineData();
  localStorage.setItem(OWNER_KEY, userId);
}
