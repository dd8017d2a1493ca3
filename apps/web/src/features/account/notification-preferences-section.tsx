import { type NotificationPreferences, OPTIONAL_KINDS } from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { notificationStrings } from '../../lib/notification-strings';
import { useTranslation } from '../../lib/use-translation';
import { notificationKeys, savePreferences, useNotificationPreferences } from './api/notification-api';
import { ProfileSection } from './profile-section';
import { WhatsappOptIn } from './whatsapp-opt-in';

type Banner = { tone: 'success' | 'error'; message: string } | null;

/** The profile's notification choices: per kind, e-mail and WhatsApp; and the WhatsApp opt-in. */
export function NotificationPreferencesSection() {
  use(notificationStrings());
  const { t } = useTranslation('notifications');
  const prefs = useNotificationPreferences();
  return (
    <ProfileSection
      id="notification-prefs-title"
      title={t('prefs.title')}
      intro={t('prefs.intro')}
      testId="notification-preferences"
    >
      {prefs.isPending ? (
        <Spinner />
      ) : prefs.isError ? (
        <Alert tone="error">{t('prefs.loadFailed')}</Alert>
      ) : (
        <>
          <KindChoices initial={prefs.data} />
          <WhatsappOptIn current={prefs.data.whatsapp} />
        </>
      )}
    </ProfileSection>
  );
}

function KindChoices({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const [kinds, setKinds] = useState(initial.kinds);
  const [banner, setBanner] = useState<Banner>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setKinds(initial.kinds), [initial.kinds]);

  const save = async () => {
    setSaving(true);
    setBanner(null);
    try {
      client.setQueryData(notificationKeys.preferences, await savePreferences({ kinds }));
      setBanner({ tone: 'success', message: t('prefs.saved') });
    } catch (error) {
      setBanner({ tone: 'error', message: messageOf(error, t('prefs.failed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-3">
      {banner && <Alert tone={banner.tone}>{banner.message}</Alert>}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-2 font-medium">
              {t('prefs.kind')}
            </th>
            <th scope="col" className="w-20 py-2 text-center font-medium sm:w-28">
              {t('prefs.email')}
            </th>
            <th scope="col" className="w-20 py-2 text-center font-medium sm:w-28">
              {t('prefs.whatsapp')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {OPTIONAL_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-3 pr-2 text-left font-normal text-ink">
                {t(`prefs.labels.${kind}`)}
              </th>
              {(['email', 'whatsapp'] as const).map((channel) => (
                <td key={channel} className="text-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary-700"
                    aria-label={`${t(`prefs.labels.${kind}`)}: ${t(`prefs.${channel}`)}`}
                    checked={kinds[kind][channel]}
                    onChange={(e) =>
                      setKinds({ ...kinds, [kind]: { ...kinds[kind], [channel]: e.target.checked } })
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-600">{t('prefs.always')}</p>
      <Button size="sm" loading={saving} onClick={save}>
        {t('prefs.save')}
      </Button>
    </div>
  );
}
