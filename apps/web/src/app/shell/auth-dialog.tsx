import type { OtpRequestInput } from '@kalvi/shared';
import { useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { ForgotPasswordView, LoginView } from '../../features/auth/components/sign-in-views';
import { OtpRequestView, RegisterView } from '../../features/auth/components/sign-up-views';
import { type AuthModalType, useUiStore } from '../../lib/stores/ui-store';
import { useTranslation } from '../../lib/use-translation';

type View = 'login' | 'otp-request' | 'register' | 'forgot-password';

const firstView = (type: AuthModalType): View => (type === 'login' ? 'login' : 'otp-request');

const titles = {
  login: ['login.title', 'login.subtitle'],
  'otp-request': ['otpRequest.title', 'otpRequest.subtitle'],
  register: ['register.title', 'register.subtitle'],
  'forgot-password': ['forgot.title', 'forgot.subtitle'],
} as const;

/**
 * The auth dialog of docs/product/screens.md#auth-dialog: login, register step 1 (otp-request), register step 2 and
 * forgot-password. Closing it, or succeeding, forgets every form and the pending code request
 * and goes back to otp-request; the header's Sign In and Get Started choose the first view.
 */
export function AuthDialog() {
  const { t } = useTranslation('auth');
  const open = useUiStore((s) => s.showAuthModal);
  const type = useUiStore((s) => s.authModalType);
  const [view, setView] = useState<View>(firstView(type));
  const [pending, setPending] = useState<OtpRequestInput | null>(null);
  const [moved, setMoved] = useState(false);

  // Each opening starts at the view it was opened for.
  const [opened, setOpened] = useState({ open, type });
  if (opened.open !== open || opened.type !== type) {
    setOpened({ open, type });
    if (open) {
      setView(firstView(type));
      setMoved(false);
    }
  }

  const go = (next: View) => {
    setView(next);
    setMoved(true);
  };
  const close = () => {
    useUiStore.getState().closeAuth();
    setView('otp-request');
    setPending(null);
    setMoved(false);
  };

  const step = view === 'register' && !pending ? 'otp-request' : view;
  const [title, subtitle] = titles[step];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t(title)}
      description={t(subtitle, { email: pending?.email ?? '' })}
    >
      {step === 'login' && (
        <LoginView
          focusFirst={moved}
          onForgot={() => go('forgot-password')}
          onSignUp={() => go('otp-request')}
          onDone={close}
        />
      )}
      {step === 'otp-request' && (
        <OtpRequestView
          focusFirst={moved}
          initial={pending}
          onSent={(input) => {
            setPending(input);
            go('register');
          }}
          onSignIn={() => go('login')}
        />
      )}
      {step === 'register' && pending && (
        <RegisterView focusFirst pending={pending} onResend={() => go('otp-request')} onDone={close} />
      )}
      {step === 'forgot-password' && (
        <ForgotPasswordView focusFirst={moved} onBack={() => go('login')} onDone={close} />
      )}
    </Modal>
  );
}
