import { SCROLL_TO_TOP_PX } from '@kalvi/shared';
import { lazy, Suspense, useState } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import { useScrolledPast } from '../../lib/use-scrolled-past';

// The button's code (and its icon) is fetched the first time the learner scrolls down, not with
// the first page: every byte of the shell is on the first load's budget (docs/decisions/150-performance.md).
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })),
);

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_PX);
  const [wanted, setWanted] = useState(false);
  // Once shown, kept mounted, so it fades out and back in as the learner scrolls.
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton
        visible={visible}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
    </Suspense>
  );
}
