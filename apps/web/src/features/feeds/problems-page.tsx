import { PROBLEM_DIFFICULTIES, PROBLEM_TAGS, problemsQuerySchema } from '@kalvi/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useProblems } from './api/use-feed';
import { FeedResults } from './components/feed-results';
import { ProblemCard } from './components/problem-card';
import { useFeedParams } from './use-feed-params';

const selectClasses =
  'min-h-11 w-full rounded-ui border border-slate-300 bg-white px-3 text-base text-ink shadow-sm focus:border-primary-500';

export function ProblemsPage() {
  const { t } = useTranslation('feeds');
  const ids = { difficulty: useId(), topic: useId() };
  const [params, update] = useFeedParams(problemsQuerySchema.shape);
  const query = useProblems(params);

  return (
    <>
      <PageHeader title={t('problems.title')} intro={t('problems.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 grid grid-cols-2 gap-3 rounded-ui border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4 lg:max-w-2xl">
          <div>
            <label htmlFor={ids.difficulty} className="mb-1 block text-sm font-semibold text-slate-700">
              {t('problems.difficulty')}
            </label>
            <select
              id={ids.difficulty}
              className={selectClasses}
              value={params.minRating}
              onChange={(event) => update({ minRating: event.target.value })}
            >
              {PROBLEM_DIFFICULTIES.map((d) => (
                <option key={d.key} value={d.minRating}>
                  {t(`problems.difficulties.${d.key}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.topic} className="mb-1 block text-sm font-semibold text-slate-700">
              {t('problems.topic')}
            </label>
            <select
              id={ids.topic}
              className={selectClasses}
              value={params.tag ?? ''}
              onChange={(event) => update({ tag: event.target.value })}
            >
              <option value="">{t('problems.allTopics')}</option>
              {PROBLEM_TAGS.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FeedResults
          query={query}
          noun={t('problems.noun')}
          loadingLabel={t('problems.loading')}
          errorTitle={t('problems.errorTitle')}
          emptyTitle={t('problems.emptyTitle')}
          emptyBody={t('problems.emptyBody')}
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
