import { formatPaiseExact } from '@kalvi/shared';
import type { Dashboard } from '@kalvi/shared/admin';
import { useTranslation } from '../../lib/use-translation';
import { Card } from './card';

/** Revenue before and after coupons, referral discounts and credit, and who brought the orders (decisions 181, 182). */
export function DiscountsCard({ discounts }: { discounts: Dashboard['discounts'] }) {
  const { t, i18n } = useTranslation('adminsettings');
  const money = (paise: number) => formatPaiseExact(paise, i18n.language);
  const figures = [
    ['beforeDiscounts', discounts.beforeDiscounts],
    ['discountsGiven', discounts.discounts],
    ['creditSpent', discounts.credit],
    ['afterDiscounts', discounts.afterDiscounts],
  ] as const;
  return (
    <Card title={t('dashboard.discountsTitle')} className="lg:col-span-3">
      <dl className="grid gap-4 sm:grid-cols-4" data-testid="discount-figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt className="text-sm text-slate-600">{t(`dashboard.${key}`)}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{money(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('dashboard.topCoupons')}</h3>
          {discounts.topCoupons.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.noCoupons')}</p>
          ) : (
            <ol className="mt-1 space-y-1 text-sm">
              {discounts.topCoupons.map((c) => (
                <li key={c.code} className="flex justify-between gap-2">
                  <span className="font-mono font-semibold">{c.code}</span>
                  <span className="text-slate-600 tabular-nums">
                    {t('dashboard.couponLine', { orders: c.orders, discount: money(c.discount) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('dashboard.topReferrers')}</h3>
          {discounts.topReferrers.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.noReferrers')}</p>
          ) : (
            <ol className="mt-1 space-y-1 text-sm">
              {discounts.topReferrers.map((r) => (
                <li key={r.id} className="flex justify-between gap-2">
                  <span className="truncate">{r.name}</span>
                  <span className="shrink-0 text-slate-600 tabular-nums">
                    {t('dashboard.referrerLine', { friends: r.friends, credit: money(r.credit) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('dashboard.discountsNote')}</p>
    </Card>
  );
}
