import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { loadNamespaces } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSite } from '../../lib/site-settings';
import { useTranslation } from '../../lib/use-translation';
import { AuthDialogSlot } from './auth-dialog-slot';
import { ChatWidget } from './chat-widget';
import { Header } from './header';
import { RouteErrorBoundary } from './route-error';
import { ScrollToTop } from './scroll-to-top';
import { Toaster } from './toaster';

// Below the fold on every page: it need not hold up the first paint (docs/decisions/060).
const Footer = lazy(() =>
  Promise.all([import('./footer'), loadNamespaces('footer')]).then(([m]) => ({ default: m.Footer })),
);

/** A new page starts at its top; Back and Forward leave the position to the browser. */
function useScrollToTopOnNavigate(pathname: string) {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  // Home's hero runs under the transparent header; every other page starts below it.
  const isHome = pathname === paths.home;
  // Without a banner the header is one bar high, and pages start under it (styles.css).
  const banner = useSite()?.banner;
  return (
    <div className="flex min-h-dvh flex-col" data-banner={!!banner}>
      <a
        href="#main"
        className="sr-only z-50 rounded-ui bg-white px-4 py-2 font-semibold text-primary-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall: the lazy footer never shows above a page still loading, then jumps down. */}
      <main
        id="main"
        tabIndex={-1}
        className={cn('min-h-dvh flex-1 focus:outline-none', !isHome && 'pt-shell')}
      >
        {/* Keyed by page: a new page shows the spinner while its code downloads, and a failed page recovers on leaving. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner label={t('loadingPage')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={<div className="min-h-96 bg-ink" />}>
        <Footer />
      </Suspense>
      <ScrollToTop />
      <ChatWidget />
      <Toaster />
      <AuthDialogSlot />
    </div>
  );
}
