import { formatDate, formatPaise } from '@kalvi/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { useRefundQueue } from './api';

/** The payments waiting for someone: unhonoured, cancelled events, learners' requests, failed refunds. */
export function RefundQueue() {
  const { t, i18n } = useTranslation('adminops');
  const [page, setPage] = useState(1);
  const query = useRefundQueue(page);
  const items = query.data?.data ?? [];
  const pages = query.data?.pagination.total_pages ?? 1;

  return (
    <section aria-labelledby="refund-queue" className="rounded-ui border border-amber-200 bg-amber-50 p-4">
      <h2 id="refund-queue" className="text-lg font-bold text-amber-950">
        {t('queue.title', { count: query.data?.pagination.total_items ?? 0 })}
      </h2>
      {query.isError && <p className="mt-2 text-sm text-red-700">{t('queue.error')}</p>}
      {!query.isPending && items.length === 0 && (
        <p className="mt-2 text-sm text-amber-900">{t('queue.empty')}</p>
      )}
      <ul className="mt-3 divide-y divide-amber-200">
        {items.map(({ request, order }) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <strong>{t(`queue.kinds.${request.kind}`)}</strong> · {order.learner.email} · {order.item.title}{' '}
              · {formatPaise(order.amount - order.refunded, i18n.language)}
              <span className="block text-xs text-amber-800">
                {formatDate(request.createdAt, i18n.language, 'dateTime')}
              </span>
            </span>
            <Link className="font-semibold text-primary-800 underline" to={order.id}>
              {t('queue.act')}
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-2 flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('queue.previous')}
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('queue.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
