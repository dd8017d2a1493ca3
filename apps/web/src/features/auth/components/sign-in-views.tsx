import { forgotPasswordSchema, loginSchema } from '@kalvi/shared';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { requestPasswordReset, signIn } from '../api/auth-api';
import { EmailField, FormBody, linkButton, SwitchLine, type ViewProps } from './form-parts';
import { useViewForm } from './use-view-form';

export function LoginView({
  focusFirst,
  onForgot,
  onSignUp,
  onDone,
}: ViewProps & { onForgot: () => void; onSignUp: () => void; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, submit } = useViewForm(
    loginSchema,
    { email: '', password: '' },
    signIn,
    { done: t('toasts.loginSuccess'), failed: t('errors.login'), next: onDone },
  );

  return (
    <FormBody onSubmit={submit}>
      <EmailField autoFocus={focusFirst} error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <button type="button" className={`${linkButton} text-sm`} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <Button type="submit" className="w-full" loading={isSubmitting} loadingText={t('login.submitting')}>
        {t('login.submit')}
      </Button>
      <SwitchLine prompt={t('login.noAccount')} action={t('login.signUp')} onClick={onSignUp} />
    </FormBody>
  );
}

export function ForgotPasswordView({
  focusFirst,
  onBack,
  onDone,
}: ViewProps & { onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, submit } = useViewForm(
    forgotPasswordSchema,
    { email: '' },
    requestPasswordReset,
    { done: t('toasts.resetSent'), failed: t('errors.resetEmail'), next: onDone },
  );

  return (
    <FormBody onSubmit={submit}>
      <EmailField autoFocus={focusFirst} error={errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" loading={isSubmitting} loadingText={t('forgot.submitting')}>
        {t('forgot.submit')}
      </Button>
      <SwitchLine action={t('forgot.back')} onClick={onBack} />
    </FormBody>
  );
}
