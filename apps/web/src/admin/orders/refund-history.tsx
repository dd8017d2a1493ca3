import { formatDate, formatPaise, formatPaiseExact } from '@kalvi/shared';
import type { AdminOrderDetail, Refund } from '@kalvi/shared/admin';
import { useTranslation } from '../../lib/use-translation';
import { RowAction } from '../components/row-action';
import { checkRefund, orderKeys } from './api';

/**
 * An order's refunds. One the payment service never confirmed is shown as pending, waiting for
 * it, with a way to ask it now (docs/decisions/164-refund-outcome-unknown.md).
 */
export function RefundHistory({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('adminops');
  const lang = i18n.language;
  if (order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title" className="mb-2 text-lg font-bold">
        {t('refund.history')}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white text-sm">
        {order.refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3" data-testid="refund-row">
            <span>
              {formatPaise(r.amount, lang)} · {t(`refund.statuses.${r.status}`)}
              {r.reason && <span className="block text-slate-600">{r.reason}</span>}
              {r.creditNote && (
                <span className="block text-slate-600" data-testid="credit-note">
                  {t('refund.creditNote', {
                    number: r.creditNote.number,
                    taxable: formatPaiseExact(r.creditNote.taxable, lang),
                    tax: formatPaiseExact(r.creditNote.cgst + r.creditNote.sgst + r.creditNote.igst, lang),
                  })}
                </span>
              )}
            </span>
            <span className="text-slate-500">{formatDate(r.createdAt, lang, 'dateTime')}</span>
            {r.status === 'unconfirmed' && <Unconfirmed orderId={order.id} refund={r} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Unconfirmed({ orderId, refund }: { orderId: string; refund: Refund }) {
  const { t } = useTranslation('adminops');
  return (
    <RowAction
      className="basis-full items-start rounded-ui border border-amber-200 bg-amber-50 p-3"
      label={t('refund.check')}
      failure={t('refund.checkFailed')}
      refresh={orderKeys.all}
      send={() => checkRefund(orderId, refund.id)}
    >
      <p>{t('refund.unconfirmedNote')}</p>
    </RowAction>
  );
}
