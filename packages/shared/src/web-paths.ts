/**
 * The one route map of the web app (docs/product/screens.md#route-table, /cookies included).
 * The web's router builds its routes from it and the server answers 404 for any other path
 * (docs/decisions/150-performance.md), so a new page is added here, not in the router alone.
 * A segment `:name` matches any one segment.
 */
export const webPaths = {
  home: '/',
  courses: '/courses',
  events: '/events',
  problems: '/problems',
  /** Kalvi's own problem set (docs/decisions/171-coding-exercises.md). */
  practice: '/practice',
  practiceProblem: '/practice/:slug',
  research: '/research',
  articles: '/articles',
  testimonials: '/testimonials',
  about: '/about',
  contact: '/contact',
  profile: '/profile',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
  cookies: '/cookies',
  /** The staff console (its own lazy chunk); its pages are /admin/<area>[/<id>]. */
  admin: '/admin',
  adminArea: '/admin/:area',
  adminItem: '/admin/:area/:id',
  /** A learner's live sessions (docs/product/batches.md#the-timetable). */
  timetable: '/learn/timetable',
  learnBatch: '/learn/batches/:batchId',
  /** Kalvi's join of one live session: the meeting's address is given only here, to a member. */
  live: '/live/:sessionId',
  learn: '/learn/:courseId',
  learnLesson: '/learn/:courseId/:lessonId',
  certificate: '/certificates/:certificateId',
} as const;

export type WebPathName = keyof typeof webPaths;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

// Pure: the web app uses the route map but not isWebPath, and its bundle should drop this.
const patterns = /* @__PURE__ */ Object.values(webPaths).map(segments);

const fits = (pattern: string[], wanted: string[]) =>
  pattern.length === wanted.length && pattern.every((part, i) => part.startsWith(':') || part === wanted[i]);

const wantedOf = (path: string) => segments(path.split(/[?#]/)[0] ?? '');

/** True when the web app has a page at this path (query and trailing slash ignored). */
export function isWebPath(path: string): boolean {
  const wanted = wantedOf(path);
  return patterns.some((pattern) => fits(pattern, wanted));
}

/** True when `path` is a page of `pattern` (`/certificates/:certificateId`), query and trailing slash ignored. */
export function pathMatches(pattern: string, path: string): boolean {
  return fits(segments(pattern), wantedOf(path));
}
