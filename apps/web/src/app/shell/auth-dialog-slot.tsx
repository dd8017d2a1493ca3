/*
 * The accounts feature mounts its auth dialog (login, register, forgot-password; spec §2) here,
 * driven by useUiStore's showAuthModal and authModalType; the header and the protected route
 * already open it through useUiStore.getState().openAuth('login' | 'register').
 */
export function AuthDialogSlot() {
  return null;
}
