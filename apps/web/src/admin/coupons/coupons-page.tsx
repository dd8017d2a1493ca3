import { formatDate, formatPaise } from '@kalvi/shared';
import type { Coupon } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { ListPage } from '../components/list-page';
import { RowAction } from '../components/row-action';
import { useListParams } from '../components/use-list-params';
import { couponKeys, setCouponActive, useCoupons } from './api';

const FILTERS = ['q'] as const;

/** /admin/coupons: every coupon, newest first, with its uses; edit, pause or resume one. */
export function CouponsPage() {
  const { t, i18n } = useTranslation('adminops');
  const list = useListParams(FILTERS);
  const query = useCoupons(list.query(20));
  const columns = useMemo<ColumnDef<Coupon, unknown>[]>(() => {
    const rupees = (paise: number) => formatPaise(paise, i18n.language);
    const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language, 'numericDateTime') : '—');
    return [
      {
        id: 'code',
        header: t('coupons.code'),
        cell: ({ row }) => (
          <Link to={row.original.id} className="font-mono font-semibold text-primary-800 underline">
            {row.original.code}
          </Link>
        ),
      },
      {
        id: 'discount',
        header: t('coupons.discount'),
        cell: ({ row }) =>
          row.original.kind === 'percent' ? `${row.original.value}%` : rupees(row.original.value),
      },
      {
        id: 'uses',
        header: t('coupons.uses'),
        cell: ({ row }) =>
          row.original.maxUses === null
            ? t('coupons.usesOpen', { used: row.original.used })
            : t('coupons.usesOf', { used: row.original.used, max: row.original.maxUses }),
      },
      {
        id: 'valid',
        header: t('coupons.valid'),
        cell: ({ row }) =>
          row.original.validFrom === null && row.original.validUntil === null
            ? t('coupons.always')
            : `${when(row.original.validFrom)} – ${when(row.original.validUntil)}`,
      },
      {
        id: 'status',
        header: t('coupons.status'),
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <Badge tone={row.original.active ? 'success' : 'neutral'}>
              {row.original.active ? t('coupons.active') : t('coupons.paused')}
            </Badge>
            <RowAction
              label={row.original.active ? t('coupons.pause') : t('coupons.resume')}
              failure={t('coupons.failed')}
              refresh={couponKeys.all}
              send={() => setCouponActive(row.original.id, !row.original.active)}
            />
          </div>
        ),
      },
    ];
  }, [t, i18n.language]);
  return (
    <ListPage
      title={t('coupons.title')}
      intro={t('coupons.intro')}
      actions={
        <Link to="new" className={buttonClasses('primary', 'md')}>
          {t('coupons.new')}
        </Link>
      }
      columns={columns}
      query={query}
      list={list}
      applyLabel={t('coupons.find')}
      fields={[{ name: 'q', label: t('coupons.search'), kind: 'text' }]}
    />
  );
}
