import { TOAST_MS } from '@kalvi/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsRaised } from '../../lib/toast';

// Fetched with the first toast (lib/toast.ts), not with the page: toasts raised before it
// subscribes are handed to it by sonner.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Top-right, below the fixed header, 4 s; success green and error red (docs/product/screens.md#application-shell). */
export function Toaster() {
  const wanted = useSyncExternalStore(toastsRaised.subscribe, toastsRaised.current, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-right"
        duration={TOAST_MS}
        richColors
        closeButton
        offset={{ top: 112, right: 16 }}
        mobileOffset={{ top: 108, left: 12, right: 12 }}
        toastOptions={{ className: 'font-sans text-sm' }}
      />
    </Suspense>
  );
}
