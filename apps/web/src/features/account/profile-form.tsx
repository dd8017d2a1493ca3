import {
  BIO_MAX,
  PHONE_DIGITS,
  type ProfileUpdateInput,
  profileUpdateSchema,
  type User,
} from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { localisedResolver } from '../../lib/localised-resolver';
import { prefersReducedMotion } from '../../lib/motion';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { profileKeys, saveProfile } from './api/profile-api';
import { AvatarPicker } from './avatar-picker';

const StateField = lazy(() => import('./state-field'));

/** Missing values become empty strings in the form (docs/product/accounts-and-sessions.md#profile). */
function formValues(user: User) {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    website: user.website ?? '',
    socialLinks: {
      linkedin: user.socialLinks?.linkedin ?? '',
      github: user.socialLinks?.github ?? '',
      twitter: user.socialLinks?.twitter ?? '',
      instagram: user.socialLinks?.instagram ?? '',
    },
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-5 py-6 sm:px-8">
      <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

type ProfileFormInput = z.input<typeof profileUpdateSchema>;

type Banner = { tone: 'success' | 'error'; message: string } | null;

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [picture, setPicture] = useState<string | null>(null);
  // Chosen from a list, so outside the form's checks; the server checks it (decision 187).
  const [stateCode, setStateCode] = useState(user.stateCode ?? '');
  const [banner, setBanner] = useState<Banner>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileUpdateInput>({
    resolver: localisedResolver(profileUpdateSchema),
    defaultValues: formValues(user),
  });
  const bioLength = watch('bio')?.length ?? 0;
  const bannerRef = useRef<HTMLDivElement>(null);

  // The banner sits above the form while Save is at its foot: bring the outcome into view.
  useEffect(() => {
    if (!banner) return;
    bannerRef.current?.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [banner]);

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      // The photo travels only when the learner chose a new one (docs/product/accounts-and-sessions.md#profile).
      // The state travels when changed here: one a checkout filled meanwhile is not undone.
      const payload = {
        ...values,
        ...(stateCode !== (user.stateCode ?? '') && { stateCode }),
        ...(picture && { profilePicture: picture }),
      };
      const saved = await saveProfile(payload);
      await queryClient.invalidateQueries({ queryKey: profileKeys.profile(user.id) });
      const fresh = queryClient.getQueryData<User>(profileKeys.profile(user.id)) ?? saved;
      // The header reads the session's user: give it the new name.
      if (useAuthStore.getState().user) useAuthStore.getState().setSession(fresh);
      reset(formValues(fresh));
      setStateCode(fresh.stateCode ?? '');
      setPicture(null);
      setBanner({ tone: 'success', message: t('profile.saved') });
    } catch (error) {
      setBanner({
        tone: 'error',
        message: messageOf(error, t('profile.saveFailed')),
      });
    }
  });

  const link = (name: 'linkedin' | 'github' | 'twitter' | 'instagram', placeholder: string) => (
    <TextField
      label={t(`profile.${name}`)}
      type="url"
      inputMode="url"
      placeholder={placeholder}
      error={errors.socialLinks?.[name]?.message}
      {...register(`socialLinks.${name}`)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div ref={bannerRef}>{banner && <Alert tone={banner.tone}>{banner.message}</Alert>}</div>
      <div className="overflow-hidden rounded-ui border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col items-center gap-5 px-5 py-6 sm:flex-row sm:px-8">
          <AvatarPicker
            user={user}
            preview={picture}
            onPick={(dataUrl) => {
              setBanner(null);
              setPicture(dataUrl);
            }}
            onError={(message) => setBanner({ tone: 'error', message })}
          />
          <div className="min-w-0 text-center sm:text-left">
            <p className="text-2xl font-bold break-words text-ink">{user.fullName}</p>
            <p className="mt-1 break-all text-slate-600">{user.email}</p>
          </div>
        </div>

        <Section title={t('profile.personal')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.firstName')}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label={t('profile.lastName')}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              label={t('profile.email')}
              type="email"
              value={user.email}
              readOnly
              hint={t('profile.emailHint')}
            />
            <TextField
              label={t('profile.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_DIGITS}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label={t('profile.location')}
              placeholder={t('profile.locationPlaceholder')}
              autoComplete="address-level2"
              className="sm:col-span-2"
              error={errors.location?.message}
              {...register('location')}
            />
            <Suspense fallback={null}>
              <StateField value={stateCode} onChange={setStateCode} />
            </Suspense>
          </div>
        </Section>

        <Section title={t('profile.bio')}>
          <TextAreaField
            label={<span className="sr-only">{t('profile.bio')}</span>}
            rows={5}
            maxLength={BIO_MAX}
            placeholder={t('profile.bioPlaceholder')}
            hint={t('profile.bioCounter', { count: bioLength, max: BIO_MAX })}
            error={errors.bio?.message}
            {...register('bio')}
          />
        </Section>

        <Section title={t('profile.links')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.website')}
              type="url"
              inputMode="url"
              placeholder="https://"
              className="sm:col-span-2"
              error={errors.website?.message}
              {...register('website')}
            />
            {link('linkedin', 'https://linkedin.com/in/')}
            {link('github', 'https://github.com/')}
            {link('twitter', 'https://x.com/')}
            {link('instagram', 'https://instagram.com/')}
          </div>
        </Section>

        <div className="flex justify-end border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-8">
          <Button
            type="submit"
            className="w-full sm:w-auto"
            loading={isSubmitting}
            loadingText={t('profile.saving')}
          >
            {t('profile.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
