import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSessionCheck } from '../../lib/session-probe';
import { useUiStore } from '../../lib/stores/ui-store';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';

/**
 * Signed-in only pages. While the server is asked whose session the cookie holds (the start-up
 * load, or lib/session-probe.ts when nothing in storage says this browser signed in) it shows a
 * spinner; a signed-out visitor goes to / with the message of
 * docs/product/screens.md#protected-pages and the login dialog open. Signing out on the page
 * itself just leaves, without scolding.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, deciding } = useSessionCheck();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  const turnedAway = !deciding && !user && !wasSignedIn.current;

  useEffect(() => {
    if (!turnedAway) return;
    toast.error(t('account.mustSignIn'), { id: 'must-sign-in' });
    useUiStore.getState().openAuth('login');
  }, [turnedAway, t]);

  if (deciding) return <PageSpinner />;
  if (!user) return <Navigate to={paths.home} replace />;
  return children;
}
