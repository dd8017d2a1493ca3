import { PROBLEM_DIFFICULTIES, PROBLEM_TAGS, problemsQuerySchema } from '@kalvi/shared';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { useProblems } from './api/feed-api';
import { FeedResults } from './components/feed-results';
import { ProblemCard } from './components/problem-card';
import { useFeedParams } from './use-feed-params';

export function ProblemsPage() {
  const { t } = useTranslation('feeds');
  const [params, update] = useFeedParams(problemsQuerySchema.shape);
  const query = useProblems(params);

  return (
    <>
      <PageHeader title={t('problems.title')} intro={t('problems.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-ui border border-accent-200 bg-accent-50 p-4">
          <p className="mr-auto text-slate-800">{t('problems.ownSet')}</p>
          <Link to={paths.practice} className={buttonClasses('accent')}>
            {t('problems.ownSetLink')}
          </Link>
        </div>
        {/* On a phone the two pickers sit bare side by side so their longest choices still fit. */}
        <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 sm:rounded-ui sm:border sm:border-slate-200 sm:bg-white sm:p-4 sm:shadow-sm lg:max-w-2xl">
          <SelectField
            label={t('problems.difficulty')}
            value={params.minRating}
            options={PROBLEM_DIFFICULTIES.map((d) => ({
              value: d.minRating,
              label: t(`problems.difficulties.${d.key}`),
            }))}
            onValueChange={(minRating) => update({ minRating })}
          />
          <SelectField
            label={t('problems.topic')}
            value={params.tag ?? ''}
            options={[
              { value: '', label: t('problems.allTopics') },
              ...PROBLEM_TAGS.map((tag) => ({ value: tag, label: tag })),
            ]}
            onValueChange={(tag) => update({ tag })}
          />
        </div>
        <FeedResults
          query={query}
          section="problems"
          listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          skeletonClassName="h-48"
          itemKey={(p) => `${p.contestId}${p.index}`}
          renderItem={(p) => <ProblemCard problem={p} />}
          onPageChange={(page) => update({ page })}
        />
      </div>
    </>
  );
}
