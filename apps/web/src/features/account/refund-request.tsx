import { longDate, type OrderSummary, refundRequestInputSchema, translateMessage } from '@kalvi/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useRefundStandings, useRequestRefund } from './api/refund-api';

/**
 * Beside an order in My learning: "Request a refund" while the academy's policy allows it (the
 * server's verdict, docs/decisions/122), or where the learner's request stands. Nothing otherwise.
 */
export function RefundRequest({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('refunds');
  const standings = useRefundStandings();
  const [open, setOpen] = useState(false);
  const standing = standings.data?.find((s) => s.orderId === order.id);
  if (!standing) return null;
  if (standing.requestedAt)
    return (
      <Badge tone={standing.resolvedAt ? 'neutral' : 'warning'}>
        {standing.resolvedAt
          ? t('answered')
          : t('requested', { date: longDate(new Date(standing.requestedAt), currentLanguage()) })}
      </Badge>
    );
  // The refund rule (docs/product/batches.md#the-refund-rule): say why the button is not there.
  if (standing.verdict.reason === 'live_attended')
    return <p className="text-xs text-slate-600">{t('liveAttended')}</p>;
  if (!standing.verdict.allowed || !standing.verdict.deadline) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open && (
        <RequestDialog order={order} deadline={standing.verdict.deadline} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function RequestDialog(props: { order: OrderSummary; deadline: string; onClose: () => void }) {
  const { t } = useTranslation('refunds');
  const request = useRequestRefund();
  const sending = useRef(false);
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click submits twice before React has disabled the button; TanStack then reports
    // only the second call, the server's "already asked". One request per dialog is enough.
    if (sending.current) return;
    const input = {
      orderId: props.order.id,
      reason: String(new FormData(event.currentTarget).get('reason') ?? ''),
    };
    const parsed = refundRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? '', currentLanguage()));
      return;
    }
    setError('');
    sending.current = true;
    request.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        props.onClose();
      },
      onError: (err) => setError(messageOf(err, t('failed'))),
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('title')}
      description={t('intro', {
        title: props.order.item.title,
        date: longDate(new Date(props.deadline), currentLanguage()),
      })}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          name="reason"
          label={t('reason')}
          hint={t('reasonHint')}
          maxLength={500}
          required
          error={error || undefined}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={paths.refund} className="text-sm text-primary-700 underline">
            {t('policyLink')}
          </Link>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={request.isPending} loadingText={t('sending')}>
              {t('send')}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
