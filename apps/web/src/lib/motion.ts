/** The media query of a learner who asked the system for less motion. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the learner asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}
