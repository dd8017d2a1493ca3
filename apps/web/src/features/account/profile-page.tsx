import { lazy, Suspense } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { useProfile } from './api/profile-api';
import { ChangePasswordSection } from './change-password-section';
import { ExercisesSolved } from './exercises-solved';
import { MyLearningSection } from './my-learning-section';
import { ProfileForm } from './profile-form';

// Its own chunk with the notifications' strings, so no page's first load names them.
const NotificationPreferencesSection = lazy(() =>
  import('./notification-preferences-section').then((m) => ({ default: m.NotificationPreferencesSection })),
);

// The calendar feed's links: its own chunk, like the referral section below.
const CalendarSection = lazy(() =>
  import('./calendar-section').then((m) => ({ default: m.CalendarSection })),
);

// The referral code and credit: its own chunk too (docs/decisions/182-referrals-and-credit.md).
const ReferralSection = lazy(() =>
  import('./referral-section').then((m) => ({ default: m.ReferralSection })),
);

/** /profile (docs/product/screens.md#profile): signed-in only; the router wraps it in ProtectedRoute. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        {profile.isPending ? (
          <PageSpinner label={t('profile.loading')} />
        ) : profile.isError ? (
          <Alert tone="error">
            <p>{t('profile.loadFailed')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              loading={profile.isFetching}
              onClick={() => profile.refetch()}
            >
              {t('states.tryAgain', { ns: 'common' })}
            </Button>
          </Alert>
        ) : (
          <>
            <ExercisesSolved />
            <ProfileForm user={profile.data} />
            <Suspense fallback={null}>
              <ReferralSection />
            </Suspense>
            <Suspense fallback={null}>
              <CalendarSection />
            </Suspense>
            <ChangePasswordSection />
            <Suspense fallback={null}>
              <NotificationPreferencesSection />
            </Suspense>
          </>
        )}
        <MyLearningSection />
      </div>
    </>
  );
}
