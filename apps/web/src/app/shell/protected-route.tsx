import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUiStore } from '../../lib/stores/ui-store';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';

/**
 * Signed-in only pages. While the start-up user load runs it shows a spinner; a signed-out
 * visitor goes to / with the message of docs/product/screens.md#protected-pages and the login dialog open. Signing out on the page
 * itself just leaves, without scolding.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const isLoading = useAuthStore((s) => s.isLoading);
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  const turnedAway = !isLoading && !user && !wasSignedIn.current;

  useEffect(() => {
    if (!turnedAway) return;
    toast.error(t('account.mustSignIn'), { id: 'must-sign-in' });
    useUiStore.getState().openAuth('login');
  }, [turnedAway, t]);

  if (isLoading && !user) return <PageSpinner />;
  if (!user) return <Navigate to={paths.home} replace />;
  return children;
}
