import { formatPaise } from '@kalvi/shared';
import type { AdminOrderDetail } from '@kalvi/shared/admin';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { isUnconfirmed, useRefund } from './api';

/** A fresh idempotency key: letters, digits and hyphens, as the Refunds API asks. */
const newKey = () => `kalvi-${crypto.randomUUID()}`;

/**
 * Refund in full or in part. The idempotency key is made once and kept until a refund is
 * recorded, so a double click, or a retry after the payment service failed, refunds once.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('adminops');
  const refund = useRefund(order.id);
  const key = useRef(newKey());
  const [partial, setPartial] = useState(false);
  const [error, setError] = useState('');
  const left = order.amount - order.refunded;

  if (!order.payment || left <= 0) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    let amount: number | undefined;
    if (partial) {
      amount = Math.round(Number(form.get('amount')) * 100);
      if (!Number.isFinite(amount) || amount < 100 || amount > left) {
        setError(t('refund.amountRange', { max: formatPaise(left, i18n.language) }));
        return;
      }
    }
    setError('');
    refund.mutate(
      { amount, reason, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = newKey();
        },
        // A refund left pending is told by a toast and shown in the list, whether this form stays or not.
        onError: (err) => setError(isUnconfirmed(err) ? '' : messageOf(err, t('refund.failed'))),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-ui border border-slate-200 bg-white p-4"
      aria-labelledby="refund-title"
    >
      <h2 id="refund-title" className="text-lg font-bold">
        {t('refund.title')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('refund.left', { amount: formatPaise(left, i18n.language) })}
      </p>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('refund.kind')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" checked={!partial} onChange={() => setPartial(false)} />
          {t('refund.full', { amount: formatPaise(left, i18n.language) })}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" checked={partial} onChange={() => setPartial(true)} />
          {t('refund.partial')}
        </label>
      </fieldset>
      {partial && (
        <label className="flex max-w-xs flex-col text-sm font-medium">
          {t('refund.amount')}
          <input
            name="amount"
            type="number"
            min={1}
            step="0.01"
            max={left / 100}
            required
            className={inputClasses()}
          />
        </label>
      )}
      <label className="flex flex-col text-sm font-medium">
        {t('refund.reason')}
        <textarea name="reason" maxLength={500} rows={2} className={inputClasses()} />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="danger" disabled={refund.isPending}>
        {refund.isPending ? t('refund.working') : t('refund.submit')}
      </Button>
    </form>
  );
}
