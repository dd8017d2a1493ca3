import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A page whose feature is still being built: its heading and a line about what is coming. */
export function PlaceholderPage({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex items-start gap-4 rounded-ui border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <Construction aria-hidden="true" size={22} />
          </span>
          <div>
            <p className="font-semibold text-ink">{t('comingSoon')}</p>
            <p className="mt-1 text-slate-600">{intro}</p>
          </div>
        </div>
      </div>
    </>
  );
}
