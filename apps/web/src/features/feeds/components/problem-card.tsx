import { PROBLEM_TAGS_SHOWN, type Problem, ratingBand } from '@kalvi/shared';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { ExternalLink } from './external-link';

/** Chip colours for ratings below 1200, 1600, 2000, 2400, and 2400 up: easy green to hard red. */
const bandClasses = [
  'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'bg-sky-50 text-sky-800 ring-sky-200',
  'bg-violet-50 text-violet-800 ring-violet-200',
  'bg-amber-50 text-amber-900 ring-amber-300',
  'bg-rose-50 text-rose-800 ring-rose-200',
];

export function ProblemCard({ problem }: { problem: Problem }) {
  const { t } = useTranslation('feeds');
  const id = `${problem.contestId}${problem.index}`;
  const band = ratingBand(problem.rating);
  return (
    <article className="flex w-full flex-col rounded-ui border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between gap-3">
        <span className="font-mono text-sm font-semibold text-primary-700">{id}</span>
        <span
          data-band={band}
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset', bandClasses[band])}
        >
          <span className="sr-only">{t('problems.rating')} </span>
          {problem.rating}
        </span>
      </div>
      <h2 className="mt-2 text-lg leading-snug font-semibold text-ink">{problem.name}</h2>
      {problem.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {problem.tags.slice(0, PROBLEM_TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-5">
        <ExternalLink
          href={problem.url}
          label={t('problems.solveLabel', { id, name: problem.name })}
          className={buttonClasses('secondary', 'sm', 'w-full')}
        >
          {t('problems.solve')}
        </ExternalLink>
      </div>
    </article>
  );
}
