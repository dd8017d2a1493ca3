import { forgotPasswordSchema, loginSchema } from '@kalvi/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { localisedResolver } from '../../../lib/localised-resolver';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { requestPasswordReset, signIn } from '../api/auth-api';
import { attempt, EmailField, FormBody, linkButton, SwitchLine, type ViewProps } from './form-parts';

export function LoginView({
  focusFirst,
  onForgot,
  onSignUp,
  onDone,
}: ViewProps & { onForgot: () => void; onSignUp: () => void; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localisedResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await signIn(values);
      toast.success(t('toasts.loginSuccess'));
      onDone();
    }, t('errors.login')),
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localisedResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await requestPasswordReset(values);
      toast.success(t('toasts.resetSent'));
      onDone();
    }, t('errors.resetEmail')),
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
