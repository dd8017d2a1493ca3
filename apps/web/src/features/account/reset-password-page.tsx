import { zodResolver } from '@hookform/resolvers/zod';
import { passwordField } from '@kalvi/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { useUiStore } from '../../app/stores/ui-store';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError, api } from '../../lib/api-client';
import { toast } from '../../lib/toast';

const MISMATCH = 'Passwords do not match.';

const resetFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ['confirmPassword'] });

/** /reset-password?token=...: the page the e-mailed link opens (docs/product/screens.md#password-reset-page, docs/product/validation-and-messages.md#password-reset-page). */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : t('resetPassword.missingToken'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    if (!token) {
      setFailure(t('resetPassword.missingToken'));
      return;
    }
    setFailure(null);
    try {
      // Sent without the session header (docs/product/accounts-and-sessions.md#forgot-and-reset-password): the token in the link is the proof.
      await api.post('/auth/reset-password', { token, password }, { auth: false });
      toast.success(t('resetPassword.success'));
      navigate(paths.home);
      useUiStore.getState().openAuth('login');
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('resetPassword.failed'));
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
          <TextField
            label={t('resetPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('resetPassword.confirmPassword')}
            type="password"
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
