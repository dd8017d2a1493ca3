import { formatDate, type NotificationPreferences, WHATSAPP_CODE_LENGTH } from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { confirmWhatsapp, notificationKeys, optInWhatsapp, optOutWhatsapp } from './api/notification-api';

type Whatsapp = NotificationPreferences['whatsapp'];

/** '+919876543210' as a person reads it: '+91 98765 43210'. */
const spaced = (phone: string | null) => (phone ?? '').replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
type Action = () => Promise<NotificationPreferences>;

/**
 * The WhatsApp number on the profile (docs/decisions/197-whatsapp-number-confirmation.md): given,
 * then confirmed with the code WhatsApp brought, before anything else is sent to it.
 */
export function WhatsappOptIn({ current }: { current: Whatsapp }) {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);

  /** Runs a call; answers its refusal for the form to show under its field, or null when done. */
  const run = async (action: Action, done: (after: Whatsapp) => string | null): Promise<string | null> => {
    setNotice(null);
    try {
      const after = await action();
      client.setQueryData(notificationKeys.preferences, after);
      setNotice(done(after.whatsapp));
      setChanging(false);
      return null;
    } catch (error) {
      return messageOf(error, t('whatsapp.failed'));
    }
  };
  const sendTo = (phone: string) =>
    run(
      () => optInWhatsapp(phone),
      (after) =>
        after.status === 'confirmed'
          ? t('whatsapp.confirmed')
          : t('whatsapp.sent', { phone: spaced(after.phone) }),
    );

  return (
    <div className="mt-6 border-t border-slate-200 pt-5" data-testid="whatsapp-opt-in">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink">{t('whatsapp.title')}</h3>
        {current.status !== 'off' && (
          <Badge tone={current.status === 'confirmed' ? 'success' : 'warning'}>
            {t(`whatsapp.status.${current.status}`)}
          </Badge>
        )}
      </div>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t('whatsapp.intro')}</p>
      {notice && (
        <Alert tone="success" className="mb-3">
          {notice}
        </Alert>
      )}
      {current.status === 'off' || changing ? (
        <NumberForm
          changing={changing}
          onSend={sendTo}
          onCancel={() => {
            setChanging(false);
            setNotice(null);
          }}
        />
      ) : current.status === 'unconfirmed' ? (
        <CodeForm
          current={current}
          onConfirm={(code) =>
            run(
              () => confirmWhatsapp(code),
              () => t('whatsapp.confirmed'),
            )
          }
          onResend={() => sendTo(current.phone ?? '')}
          onOtherNumber={() => run(optOutWhatsapp, () => null)}
        />
      ) : (
        <Confirmed
          current={current}
          onChange={() => {
            setNotice(null);
            setChanging(true);
          }}
          onOff={() => run(optOutWhatsapp, () => t('whatsapp.turnedOff'))}
        />
      )}
    </div>
  );
}

/** A button's call, with its busy state and the refusal it brought back. */
function useCall() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const call = async (name: string, action: () => Promise<string | null>) => {
    setBusy(name);
    setError(null);
    const refused = await action();
    setBusy(null);
    setError(refused);
    return refused;
  };
  return { busy, error, setError, call };
}

function NumberForm(props: {
  changing: boolean;
  onSend: (phone: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('notifications');
  const [phone, setPhone] = useState('');
  const { busy, error, call } = useCall();
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void call('send', () => props.onSend(phone));
      }}
    >
      {props.changing && <p className="text-sm text-slate-700">{t('whatsapp.changeNote')}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('whatsapp.phone')}
          hint={t('whatsapp.hint')}
          error={error ?? undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="flex-1"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" size="sm" loading={busy === 'send'}>
            {t('whatsapp.sendCode')}
          </Button>
          {props.changing && (
            <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
              {t('whatsapp.cancel')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

function CodeForm(props: {
  current: Whatsapp;
  onConfirm: (code: string) => Promise<string | null>;
  onResend: () => Promise<string | null>;
  onOtherNumber: () => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation('notifications');
  const [code, setCode] = useState('');
  const { busy, error, setError, call } = useCall();
  const phone = spaced(props.current.phone);
  const until = props.current.codeExpiresAt;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        const typed = code.replace(/\s/g, '');
        if (!/^\d+$/.test(typed) || typed.length !== WHATSAPP_CODE_LENGTH) {
          setError(t('whatsapp.codeFormat', { length: WHATSAPP_CODE_LENGTH }));
          return;
        }
        void call('confirm', () => props.onConfirm(typed));
      }}
    >
      <p className="text-sm text-ink">
        {until ? t('whatsapp.unconfirmed', { phone }) : t('whatsapp.noCode', { phone })}
      </p>
      {until && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t('whatsapp.code')}
            hint={t('whatsapp.codeHint', {
              length: WHATSAPP_CODE_LENGTH,
              time: formatDate(until, i18n.language, 'dateTime'),
            })}
            error={error ?? undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={WHATSAPP_CODE_LENGTH + 2}
            className="flex-1 sm:max-w-xs"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" size="sm" loading={busy === 'confirm'} className="sm:mt-7">
            {t('whatsapp.confirm')}
          </Button>
        </div>
      )}
      {!until && error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={until ? 'secondary' : 'primary'}
          size="sm"
          loading={busy === 'resend'}
          onClick={() => void call('resend', props.onResend)}
        >
          {until ? t('whatsapp.resend') : t('whatsapp.sendCode')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={busy === 'other'}
          onClick={() => void call('other', props.onOtherNumber)}
        >
          {t('whatsapp.otherNumber')}
        </Button>
      </div>
    </form>
  );
}

function Confirmed(props: { current: Whatsapp; onChange: () => void; onOff: () => Promise<string | null> }) {
  const { t, i18n } = useTranslation('notifications');
  const { busy, error, call } = useCall();
  const since = props.current.confirmedAt
    ? formatDate(props.current.confirmedAt, i18n.language, 'fullDate')
    : '';
  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          {t('whatsapp.on', { phone: spaced(props.current.phone), date: since })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={props.onChange}>
            {t('whatsapp.change')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            loading={busy === 'off'}
            onClick={() => void call('off', props.onOff)}
          >
            {t('whatsapp.optOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}
