import { formatDate, formatNumber, formatPaiseExact } from '@kalvi/shared';
import type { Dashboard } from '@kalvi/shared/admin';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '../../lib/use-translation';

/**
 * The last 30 days drawn by recharts: net revenue as bars, new accounts as a line on their own
 * axis. This module is imported by the dashboard's chunk only, so recharts never reaches a
 * learner's page (checked in the build's manifest, docs/decisions/123).
 */
export function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  const { t, i18n } = useTranslation('adminsettings');
  const language = i18n.language;
  const rows = daily.map((d) => ({ ...d, label: formatDate(d.day, language, 'day'), rupees: d.net / 100 }));
  return (
    <figure data-testid="dashboard-chart">
      <div role="img" aria-label={t('dashboard.chartSummary')} className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis
              yAxisId="money"
              tick={{ fontSize: 12 }}
              width={64}
              tickFormatter={(v: number) => `₹${formatNumber(v)}`}
            />
            <YAxis
              yAxisId="people"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              width={32}
            />
            <Tooltip
              formatter={(value, name) =>
                name === t('dashboard.chartNet')
                  ? formatPaiseExact(Math.round(Number(value) * 100), language)
                  : String(value)
              }
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="money"
              dataKey="rupees"
              name={t('dashboard.chartNet')}
              fill="#1e3a8a"
              radius={[3, 3, 0, 0]}
            />
            <Line
              yAxisId="people"
              dataKey="registrations"
              name={t('dashboard.chartRegistrations')}
              stroke="#f59e0b"
              strokeWidth={2}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-primary-800">{t('dashboard.showTable')}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1 pr-4">{t('dashboard.day')}</th>
                <th className="py-1 pr-4 text-right">{t('dashboard.chartNet')}</th>
                <th className="py-1 text-right">{t('dashboard.chartRegistrations')}</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day} className="border-b border-slate-100">
                  <td className="py-1 pr-4">{formatDate(d.day, language, 'day')}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatPaiseExact(d.net, language)}</td>
                  <td className="py-1 text-right tabular-nums">{d.registrations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
