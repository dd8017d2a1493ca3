import { passwordField } from '@kalvi/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError, messageOf } from '../../lib/api-errors';
import { localisedResolver } from '../../lib/localised-resolver';
import { paths } from '../../lib/paths';
import { useUiStore } from '../../lib/stores/ui-store';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { resetPassword } from './api/profile-api';

const MISMATCH = 'Passwords do not match.';

const resetFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ['confirmPassword'] });

/** /reset-password?token=...: the page the e-mailed link opens (docs/product/screens.md#password-reset-page, docs/product/validation-and-messages.md#password-reset-page). */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : t('resetPassword.missingToken'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localisedResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    if (!token) {
      setFailure(t('resetPassword.missingToken'));
      return;
    }
    setFailure(null);
    try {
      await resetPassword({ token, password });
      toast.success(t('resetPassword.success'));
      navigate(paths.home);
      useUiStore.getState().openAuth('login');
    } catch (error) {
      // The server's sentence; 'Password reset failed' when the call failed without one; the
      // page's own 'Failed to reset password' for anything else (docs/product/api-contract.md#error-catalogue).
      setFailure(
        error instanceof ApiError && !error.answered
          ? tAuth('errors.reset')
          : messageOf(error, t('resetPassword.failed')),
      );
    }
  });

  return (
    <>
      <PageHeader title={t('resetPassword.title')} intro={t('resetPassword.intro')} />
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
        <form
          noValidate
          onSubmit={submit}
          className="space-y-5 rounded-ui border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          {failure && (
            <Alert tone="error">
              <p>{failure}</p>
              {!token && (
                <button
                  type="button"
                  className="mt-1 font-semibold underline underline-offset-2"
                  onClick={() => useUiStore.getState().openAuth('login')}
                >
                  {t('resetPassword.requestNew')}
                </button>
              )}
            </Alert>
          )}
          <PasswordField
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button
            type="submit"
            className="w-full"
            disabled={!token}
            loading={isSubmitting}
            loadingText={t('resetPassword.submitting')}
          >
            {t('resetPassword.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
