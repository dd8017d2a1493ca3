import type { Article } from '@kalvi/shared';
import { BookOpen } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { ExternalLink } from './external-link';

export function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation('feeds');
  return (
    <article className="flex w-full flex-col rounded-ui border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <BookOpen aria-hidden="true" size={20} />
        </span>
        <h3 className="pt-1.5 text-lg leading-snug font-semibold text-ink">{article.title}</h3>
      </div>
      {article.snippet && <p className="mt-3 text-slate-700">{article.snippet}…</p>}
      <div className="mt-auto pt-4">
        <ExternalLink
          href={article.url}
          label={t('articles.readMoreLabel', { title: article.title })}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          {t('articles.readMore')}
        </ExternalLink>
      </div>
    </article>
  );
}
