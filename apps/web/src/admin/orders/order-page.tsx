import { formatDate, formatPaise } from '@kalvi/shared';
import type { RefundRequest } from '@kalvi/shared/admin';
import { useParams } from 'react-router';
import { inputClasses } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { notReady } from '../components/not-ready';
import { RowAction } from '../components/row-action';
import { SectionHeader } from '../components/section-header';
import { closeRefundRequests, orderKeys, useOrder } from './api';
import { RefundForm } from './refund-form';
import { RefundHistory } from './refund-history';
import { RefundPolicyNote } from './refund-policy-note';

/** One order's story: created, paid, how it was verified, its invoice, refunds and queue entries. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('adminops');
  const query = useOrder(id);
  const lang = i18n.language;
  const waiting = notReady(query, t('orders.notFound'));
  if (waiting || !query.data) return waiting;
  const order = query.data.data;
  const openRequests = order.requests.filter((r) => r.resolvedAt === null);

  return (
    <section className="space-y-6">
      <BackLink>{t('orders.back')}</BackLink>
      <SectionHeader title={order.item.title} intro={`${order.learner.name} · ${order.learner.email}`} />
      <dl className="grid gap-x-6 gap-y-2 rounded-ui border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        <dt className="font-semibold">{t('orders.amount')}</dt>
        <dd>{formatPaise(order.amount, lang)}</dd>
        <dt className="font-semibold">{t('orders.created')}</dt>
        <dd>{formatDate(order.createdAt, lang, 'dateTime')}</dd>
        <dt className="font-semibold">{t('orders.status')}</dt>
        <dd>{t(`orders.statuses.${order.status}`)}</dd>
        {order.payment && (
          <>
            <dt className="font-semibold">{t('orders.paid')}</dt>
            <dd>
              {formatDate(order.payment.createdAt, lang, 'dateTime')} ·{' '}
              {t(`orders.sources.${order.payment.source === 'webhook' ? 'webhook' : 'checkout'}`)}
            </dd>
            <dt className="font-semibold">{t('orders.paymentId')}</dt>
            <dd className="break-all">{order.payment.providerPaymentId}</dd>
            <dt className="font-semibold">{t('orders.invoice')}</dt>
            <dd>#{order.payment.invoiceNumber}</dd>
          </>
        )}
        <dt className="font-semibold">{t('orders.access')}</dt>
        <dd data-testid="order-access">{order.enrolled ? t('orders.hasAccess') : t('orders.noAccess')}</dd>
        <dt className="font-semibold">{t('orders.refunded')}</dt>
        <dd data-testid="order-refunded">{formatPaise(order.refunded, lang)}</dd>
      </dl>

      <RefundHistory order={order} />

      {openRequests.length > 0 && (
        <CloseRequests orderId={order.id} kinds={openRequests.map((r) => r.kind)} />
      )}
      {order.payment && <RefundPolicyNote order={order} />}
      <RefundForm order={order} />
    </section>
  );
}

function CloseRequests({ orderId, kinds }: { orderId: string; kinds: RefundRequest['kind'][] }) {
  const { t } = useTranslation('adminops');
  return (
    <RowAction
      className="items-start rounded-ui border border-amber-200 bg-amber-50 p-4 text-sm"
      size="md"
      label={t('queue.close')}
      failure={t('queue.closeFailed')}
      errorInline
      refresh={orderKeys.all}
      send={(form) => closeRefundRequests(orderId, String(form.get('resolution') ?? '').trim())}
    >
      <p className="font-semibold">
        {t('queue.inQueue', { kinds: kinds.map((k) => t(`queue.kinds.${k}`)).join(', ') })}
      </p>
      <label className="flex flex-col self-stretch font-medium">
        {t('queue.closeNote')}
        <input name="resolution" required maxLength={500} className={inputClasses()} />
      </label>
    </RowAction>
  );
}
