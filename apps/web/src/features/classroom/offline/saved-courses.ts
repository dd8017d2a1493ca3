import { type Curriculum, type Language, localeOf } from '@kalvi/shared';
import { registerServiceWorker, SAVED_KEY } from '../../../lib/offline';
import { CACHES } from '../../../lib/offline-contract';

/**
 * Courses saved for offline reading on this device (docs/decisions/185-offline-and-installable.md):
 * the outline and every reading lesson the learner may open, stored in the classroom cache the
 * service worker reads from when the network is gone. The list of what was saved is kept beside
 * it, so the space can be shown and given back.
 */
type Saved = Record<string, string[]>; // course id → the API addresses kept

function readSaved(): Saved {
  try {
    return JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}') as Saved;
  } catch {
    return {};
  }
}

/** '24 kB' or '1.2 MB': the space a saved course takes, never less than 1 kB. */
export function formatBytes(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

export const canSaveOffline = () => typeof window !== 'undefined' && 'caches' in window;

/** The outline and the open reading lessons of the course: what a bus ride needs. */
export function offlineAddresses(curriculum: Curriculum): string[] {
  const lessons = curriculum.sections
    .flatMap((section) => section.lessons)
    .filter((lesson) => lesson.kind === 'reading' && !lesson.locked)
    .map((lesson) => `/api/lessons/${encodeURIComponent(lesson.id)}`);
  return [`/api/curriculum/${encodeURIComponent(curriculum.courseId)}`, ...lessons];
}

/** Bytes the course's saved answers take in the cache, or null when it is not saved. */
export async function savedSize(courseId: string): Promise<number | null> {
  const addresses = readSaved()[courseId];
  if (!addresses) return null;
  const cache = await caches.open(CACHES.classroom);
  const sizes = await Promise.all(
    addresses.map(async (address) => (await (await cache.match(address))?.blob())?.size ?? 0),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function saveCourse(curriculum: Curriculum): Promise<void> {
  registerServiceWorker(true);
  const addresses = offlineAddresses(curriculum);
  // addAll fetches each with the session cookie and keeps all or none.
  await (await caches.open(CACHES.classroom)).addAll(addresses);
  localStorage.setItem(SAVED_KEY, JSON.stringify({ ...readSaved(), [curriculum.courseId]: addresses }));
}

export async function removeCourse(courseId: string): Promise<void> {
  const saved = readSaved();
  const cache = await caches.open(CACHES.classroom);
  await Promise.all((saved[courseId] ?? []).map((address) => cache.delete(address)));
  delete saved[courseId];
  localStorage.setItem(SAVED_KEY, JSON.stringify(saved));
}
