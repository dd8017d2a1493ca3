/**
 * Query keys that more than one feature, or a feature and the shell, refresh: one factory each,
 * so nothing spells them twice (docs/decisions/204-web-calls-typed-from-openapi.md). A key only
 * one feature uses stays beside its calls in that feature's api/ folder.
 */
export const siteKeys = { all: ['site'] as const };

/** Everything the classroom caches; the offline replay refreshes it whole. */
export const classroomKeys = {
  all: ['classroom'] as const,
  curriculum: (courseId: string) => ['classroom', 'curriculum', courseId] as const,
};

/** Keyed by the signed-in learner, so a shared device never shows one learner another's count. */
export const solvedCountKeys = {
  all: ['exercises', 'solved-count'] as const,
  of: (userId: string | undefined) => ['exercises', 'solved-count', userId] as const,
};

export const checkoutKeys = {
  price: (userId: string | undefined, itemId: string) => ['me', 'checkout-price', userId, itemId] as const,
};
