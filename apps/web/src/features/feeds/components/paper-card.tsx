import { PAPER_AUTHORS_SHOWN, type Paper } from '@kalvi/shared';
import { CalendarDays, FileDown, Users } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { ExternalLink } from './external-link';

export function PaperCard({ paper }: { paper: Paper }) {
  const { t } = useTranslation('feeds');
  const names = paper.authors.slice(0, PAPER_AUTHORS_SHOWN).join(', ');
  const authors = paper.authors.length > PAPER_AUTHORS_SHOWN ? t('research.authorsEtAl', { names }) : names;
  return (
    <article className="flex w-full flex-col rounded-ui border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg leading-snug font-semibold text-ink">{paper.title}</h3>
      <div className="mt-2 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
        {authors && (
          <p className="flex items-start gap-1.5">
            <Users aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            {authors}
          </p>
        )}
        {paper.published && (
          <p className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" size={16} className="shrink-0" />
            {t('research.publishedOn', { date: paper.published })}
          </p>
        )}
      </div>
      <p className="mt-3 text-slate-700">{paper.summary}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <ExternalLink
          href={paper.link}
          label={t('research.viewAbstractLabel', { title: paper.title })}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('research.viewAbstract')}
        </ExternalLink>
        <ExternalLink
          href={paper.pdf_link}
          label={t('research.downloadPdfLabel', { title: paper.title })}
          className={buttonClasses('primary', 'sm')}
          icon={<FileDown aria-hidden="true" size={16} />}
        >
          {t('research.downloadPdf')}
        </ExternalLink>
      </div>
    </article>
  );
}
