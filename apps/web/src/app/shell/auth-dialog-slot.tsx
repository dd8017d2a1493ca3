import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../lib/i18n';
import { useUiStore } from '../../lib/stores/ui-store';

// The dialog, its forms and the auth strings download the first time someone opens it.
const AuthDialog = lazy(() =>
  Promise.all([import('./auth-dialog'), loadNamespaces('auth', 'fields')]).then(([m]) => ({
    default: m.AuthDialog,
  })),
);

/** Where the shell mounts the auth dialog (docs/product/screens.md#auth-dialog), driven by useUiStore's showAuthModal. */
export function AuthDialogSlot() {
  const open = useUiStore((s) => s.showAuthModal);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
