import { formatDate, REFUND_DAYS } from '@kalvi/shared';
import type { AdminOrderDetail } from '@kalvi/shared/admin';
import { useTranslation } from '../../lib/use-translation';

/**
 * The refund policy's verdict beside the refund button, with the learner's own request and
 * reason when they asked from My learning (docs/decisions/122). Staff still decide.
 */
export function RefundPolicyNote({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('people');
  const { policy } = order;
  const lang = i18n.language;
  const date = policy.deadline ? formatDate(policy.deadline, lang, 'dateTime') : '';
  const asked = order.requests.find((r) => r.kind === 'learner' && r.resolvedAt === null);
  return (
    <section
      aria-labelledby="refund-policy"
      data-testid="refund-policy"
      className={`space-y-1 rounded-ui border p-4 text-sm ${policy.allowed ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 id="refund-policy" className="font-bold">
        {t('policy.title')}
      </h2>
      <p>
        {policy.reason === 'allowed'
          ? t('policy.allowed', { days: REFUND_DAYS, date })
          : t(`policy.reasons.${policy.reason}`, { date })}
      </p>
      {asked && (
        <p>
          {t('policy.learnerAsked', { date: formatDate(asked.createdAt, lang, 'dateTime') })}{' '}
          <q className="italic">{asked.details.reason}</q>
        </p>
      )}
      {!policy.allowed && policy.reason !== 'not_paid' && policy.reason !== 'refunded' && (
        <p className="text-slate-600">{t('policy.staffDecide')}</p>
      )}
    </section>
  );
}
