import { changePasswordSchema } from '@kalvi/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { localisedResolver } from '../../lib/localised-resolver';
import { useTranslation } from '../../lib/use-translation';
import { changePassword } from './api/profile-api';
import { ProfileSection } from './profile-section';

const changeFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

/** Change password: needs the current one; the server signs out every other device. */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localisedResolver(changeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setBanner(null);
    try {
      await changePassword({ currentPassword, newPassword });
      reset();
      setBanner({ tone: 'success', message: t('password.changed') });
    } catch (error) {
      setBanner({
        tone: 'error',
        message: messageOf(error, t('password.failed')),
      });
    }
  });

  return (
    <ProfileSection id="change-password-title" title={t('password.title')} intro={t('password.intro')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {banner && <Alert tone={banner.tone}>{banner.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-3">
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="secondary"
            className="w-full sm:w-auto"
            loading={isSubmitting}
            loadingText={t('password.submitting')}
          >
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
