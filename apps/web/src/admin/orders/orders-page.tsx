import { formatDate, formatPaise } from '@kalvi/shared';
import type { AdminOrder } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { FilterForm } from '../components/filter-form';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { useOrders } from './api';
import { GstReturns } from './gst-returns';
import { RefundQueue } from './refund-queue';

const FILTERS = ['q', 'status', 'from', 'to'] as const;
const PAGE_SIZE = 20;

/** Orders newest first, searched and filtered on the server, under the refund queue. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('adminops');
  const list = useListParams(FILTERS);
  const query = useOrders(list.query(PAGE_SIZE));
  const lang = i18n.language;

  const columns = useMemo<ColumnDef<AdminOrder, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('orders.when'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDate(row.original.createdAt, lang, 'dateTime')}</span>
        ),
      },
      {
        id: 'learner',
        header: t('orders.learner'),
        cell: ({ row }) => (
          <span>
            {row.original.learner.name}
            <span className="block text-xs text-slate-500">{row.original.learner.email}</span>
          </span>
        ),
      },
      { id: 'item', header: t('orders.item'), cell: ({ row }) => row.original.item.title },
      { id: 'amount', header: t('orders.amount'), cell: ({ row }) => formatPaise(row.original.amount, lang) },
      {
        id: 'status',
        header: t('orders.status'),
        cell: ({ row }) =>
          row.original.refunded > 0
            ? t(row.original.refunded >= row.original.amount ? 'orders.refundedFull' : 'orders.refundedPart')
            : t(`orders.statuses.${row.original.status}`),
      },
      {
        id: 'open',
        header: '',
        cell: ({ row }) => (
          <Link className="font-semibold text-primary-800 underline" to={row.original.id}>
            {t('orders.open')}
          </Link>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <section className="space-y-8">
      <SectionHeader title={t('orders.title')} intro={t('orders.intro')} />
      <RefundQueue />
      <GstReturns />
      <DataTable
        caption={t('orders.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        rowKey={(row) => row.id}
        filters={<OrderFilters values={list.filters} onApply={list.setFilters} />}
      />
    </section>
  );
}

function OrderFilters({
  values,
  onApply,
}: {
  values: Record<(typeof FILTERS)[number], string>;
  onApply: (values: Record<(typeof FILTERS)[number], string>) => void;
}) {
  const { t } = useTranslation('adminops');
  return (
    <FilterForm
      label={t('orders.filters')}
      values={values}
      onApply={onApply}
      applyLabel={t('orders.apply')}
      fields={[
        { name: 'q', label: t('orders.search'), kind: 'text' },
        {
          name: 'status',
          label: t('orders.status'),
          kind: 'select',
          options: [
            { value: '', label: t('orders.anyStatus') },
            ...(['created', 'paid', 'expired'] as const).map((s) => ({
              value: s,
              label: t(`orders.statuses.${s}`),
            })),
          ],
        },
        { name: 'from', label: t('orders.from'), kind: 'date' },
        { name: 'to', label: t('orders.to'), kind: 'date' },
      ]}
    />
  );
}
