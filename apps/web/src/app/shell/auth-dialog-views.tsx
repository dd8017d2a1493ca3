import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordSchema,
  loginSchema,
  OTP_LENGTH,
  type OtpRequestInput,
  otpRequestSchema,
  PHONE_DIGITS,
  registerFormSchema,
  type User,
} from '@kalvi/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField, type TextFieldProps } from '../../components/ui/field';
import { ApiError, api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuthStore } from '../stores/auth-store';

interface SessionResponse {
  token: string;
  user: User;
}

/** The server's sentence when it gave one (docs/product/api-contract.md#error-catalogue), else the screen's fallback. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Runs a call of the dialog; a failure becomes the error toast of docs/product/api-contract.md#error-catalogue. */
async function attempt(call: () => Promise<void>, fallback: string): Promise<void> {
  try {
    await call();
  } catch (error) {
    toast.error(messageOf(error, fallback), { id: 'auth-error' });
  }
}

function EmailField({ error, ...input }: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      error={error}
      {...input}
    />
  );
}

const linkButton =
  'rounded-sm font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:underline';

function SwitchLine({ prompt, action, onClick }: { prompt?: string; action: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm text-slate-600">
      {prompt}{' '}
      <button type="button" className={linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

function FormBody({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface ViewProps {
  /** True when the learner came from another view: their focus belongs in the first field. */
  focusFirst: boolean;
}

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
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const res = await api.post<SessionResponse>('/auth/login', values);
      useAuthStore.getState().setSession(res.user);
      toast.success(t('toasts.loginSuccess'));
      onDone();
    }, t('errors.login')),
  );

  return (
    <FormBody onSubmit={submit}>
      <EmailField autoFocus={focusFirst} error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(otpRequestSchema),
    defaultValues: initial ?? { firstName: '', email: '' },
  });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await api.post('/auth/request-otp', values);
      useAuthStore.getState().setOtpSent(true);
      toast.success(t('toasts.otpSent'));
      onSent(values);
    }, t('errors.sendOtp')),
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: pending.firstName,
      lastName: '',
      email: pending.email,
      phone: '',
      password: '',
      confirmPassword: '',
      otp: '',
    },
  });

  const submit = handleSubmit(({ confirmPassword: _confirmation, ...payload }) =>
    attempt(async () => {
      const res = await api.post<SessionResponse>('/auth/register', payload);
      useAuthStore.getState().setSession(res.user);
      toast.success(t('toasts.registerSuccess'));
      onDone();
    }, t('errors.register')),
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
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
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
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await api.post('/auth/forgot-password', values, { auth: false });
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
