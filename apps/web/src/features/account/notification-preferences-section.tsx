import { formatDate, type NotificationPreferences, OPTIONAL_KINDS } from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-client';
import { notificationStrings } from '../../lib/notification-strings';
import { useTranslation } from '../../lib/use-translation';
import {
  optInWhatsapp,
  optOutWhatsapp,
  preferencesKey,
  savePreferences,
  useNotificationPreferences,
} from './api/notification-queries';
import { ProfileSection } from './profile-section';

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
      client.setQueryData(preferencesKey, await savePreferences({ kinds }));
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

function WhatsappOptIn({ current }: { current: NotificationPreferences['whatsapp'] }) {
  const { t, i18n } = useTranslation('notifications');
  const client = useQueryClient();
  const [phone, setPhone] = useState('');
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<NotificationPreferences>, done: string) => {
    setBusy(true);
    setBanner(null);
    try {
      client.setQueryData(preferencesKey, await action());
      setBanner({ tone: 'success', message: done });
      setPhone('');
    } catch (error) {
      setBanner({ tone: 'error', message: messageOf(error, t('whatsapp.failed')) });
    } finally {
      setBusy(false);
    }
  };
  const since = current.opted_in_at ? formatDate(current.opted_in_at, i18n.language, 'fullDate') : '';

  return (
    <div className="mt-6 border-t border-slate-200 pt-5" data-testid="whatsapp-opt-in">
      <h3 className="font-semibold text-ink">{t('whatsapp.title')}</h3>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t('whatsapp.intro')}</p>
      {banner && (
        <Alert tone={banner.tone} className="mb-3">
          {banner.message}
        </Alert>
      )}
      {current.phone ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">{t('whatsapp.on', { phone: current.phone, date: since })}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            onClick={() => run(optOutWhatsapp, t('whatsapp.turnedOff'))}
          >
            {t('whatsapp.optOut')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => optInWhatsapp(phone), t('whatsapp.turnedOn'));
          }}
        >
          <TextField
            label={t('whatsapp.phone')}
            hint={t('whatsapp.hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className="flex-1"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <Button type="submit" size="sm" loading={busy} className="sm:mb-6">
            {t('whatsapp.optIn')}
          </Button>
        </form>
      )}
    </div>
  );
}
