import { useState } from 'react';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { gstReturnsUrl } from './api';

/** The month's GSTR-1 as CSV for the accountant, or JSON for the portal's offline tool (docs/decisions/188-gstr1-sections.md). */
export function GstReturns() {
  const { t } = useTranslation('adminops');
  const [month, setMonth] = useState(() => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
  return (
    <section aria-labelledby="gst-returns-title" className="rounded-ui border border-slate-200 bg-white p-4">
      <h2 id="gst-returns-title" className="text-lg font-bold">
        {t('gstReturns.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('gstReturns.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('gstReturns.month')}
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
        {/^\d{4}-\d{2}$/.test(month) &&
          (['csv', 'json'] as const).map((format) => (
            <a
              key={format}
              className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
              href={gstReturnsUrl(month, format)}
              download
            >
              {t(format === 'csv' ? 'gstReturns.download' : 'gstReturns.downloadJson')}
            </a>
          ))}
      </div>
    </section>
  );
}
