import {
  OTP_LENGTH,
  type OtpRequestInput,
  otpRequestSchema,
  PHONE_DIGITS,
  registerFormSchema,
} from '@kalvi/shared';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { registerAccount, requestSignUpCode } from '../api/auth-api';
import { EmailField, FormBody, SwitchLine, type ViewProps } from './form-parts';
import { useViewForm } from './use-view-form';

export function OtpRequestView({
  focusFirst,
  initial,
  onSent,
  onSignIn,
}: ViewProps & {
  initial: OtpRequestInput | null;
  onSent: (input: OtpRequestInput) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, submit } = useViewForm(
    otpRequestSchema,
    initial ?? { firstName: '', email: '' },
    requestSignUpCode,
    { done: t('toasts.otpSent'), failed: t('errors.sendOtp'), next: onSent },
  );

  return (
    <FormBody onSubmit={submit}>
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        autoFocus={focusFirst}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button
        type="submit"
        className="w-full"
        loading={isSubmitting}
        loadingText={t('otpRequest.submitting')}
      >
        {t('otpRequest.submit')}
      </Button>
      <SwitchLine prompt={t('otpRequest.haveAccount')} action={t('otpRequest.signIn')} onClick={onSignIn} />
    </FormBody>
  );
}

export function RegisterView({
  focusFirst,
  pending,
  onResend,
  onDone,
}: ViewProps & { pending: OtpRequestInput; onResend: () => void; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { register, errors, isSubmitting, submit } = useViewForm(
    registerFormSchema,
    {
      firstName: pending.firstName,
      lastName: '',
      email: pending.email,
      phone: '',
      password: '',
      confirmPassword: '',
      otp: '',
    },
    ({ confirmPassword: _confirmation, ...payload }) => registerAccount(payload),
    { done: t('toasts.registerSuccess'), failed: t('errors.register'), next: onDone },
  );

  return (
    <FormBody onSubmit={submit}>
      <TextField
        label={t('fields.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={t('fields.otpPlaceholder')}
        autoFocus={focusFirst}
        className="[&_input:not(:placeholder-shown)]:tracking-[0.3em]"
        error={errors.otp?.message}
        {...register('otp')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        readOnly
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS}
        placeholder={t('fields.phonePlaceholder')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('fields.password')}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Button type="submit" className="w-full" loading={isSubmitting} loadingText={t('register.submitting')}>
        {t('register.submit')}
      </Button>
      <SwitchLine prompt={t('register.noCode')} action={t('register.resend')} onClick={onResend} />
    </FormBody>
  );
}
