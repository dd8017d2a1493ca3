import { DIFFICULTIES, JUDGE_LANGUAGES, type PracticeItem, practiceListQuery } from '@kalvi/shared';
import { CheckCircle2, Users } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { messageOf } from '../../lib/api-errors';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { usePracticeList, usePracticeTopics } from './api/exercise-api';
import { practiceProblemPath } from './practice-paths';

const difficultyTone = { easy: 'success', medium: 'warning', hard: 'danger' } as const;

function ProblemRow({ item }: { item: PracticeItem }) {
  const { t } = useTranslation('classroom');
  return (
    <li className="relative flex flex-wrap items-center gap-x-4 gap-y-2 rounded-ui border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="text-lg font-semibold text-ink">
          <Link
            to={practiceProblemPath(item.slug)}
            className="after:absolute after:inset-0 after:rounded-ui hover:text-primary-700 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary-500"
          >
            {item.title}
          </Link>
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="primary">{item.languageName}</Badge>
          <Badge tone={difficultyTone[item.difficulty]}>{t(`exercise.difficulty.${item.difficulty}`)}</Badge>
          {item.topic && <span>{item.topic}</span>}
        </div>
      </div>
      <div className="flex items-center gap-4 text-sm text-slate-700">
        <span>{t('exercise.practice.acceptance', { percent: Math.round(item.acceptanceRate * 100) })}</span>
        <span className="flex items-center gap-1">
          <Users aria-hidden="true" size={16} /> {t('exercise.practice.solvers', { count: item.solvers })}
        </span>
        {item.solvedByMe && (
          <span className="flex items-center gap-1 font-semibold text-success-700">
            <CheckCircle2 aria-hidden="true" size={18} /> {t('exercise.practice.solved')}
          </span>
        )}
      </div>
    </li>
  );
}

type Filters = Partial<Record<'language' | 'topic' | 'difficulty' | 'page', string | number>>;

/** The list's filters and page in the address (a shared link shows the same list); a filter change goes back to page 1. */
function usePracticeParams() {
  const [search, setSearch] = useSearchParams();
  const parsed = practiceListQuery.safeParse(Object.fromEntries(search));
  const params = parsed.success ? parsed.data : { page: 1 };
  const update = useCallback(
    (changes: Filters) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setSearch],
  );
  return [params, update] as const;
}

/** /practice: Kalvi's own problem set, filtered in the address, beside the Codeforces problems page. */
export function PracticePage() {
  const { t } = useTranslation('classroom');
  const [params, update] = usePracticeParams();
  const list = usePracticeList(params);
  const topics = usePracticeTopics();
  const filtered = Boolean(params.language || params.topic || params.difficulty);
  const items = list.data?.data ?? [];

  return (
    <>
      <PageHeader title={t('exercise.practice.title')} intro={t('exercise.practice.intro')}>
        <Link to={paths.problems} className="mt-4 inline-flex min-h-11 items-center text-white underline">
          {t('exercise.practice.external')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 sm:rounded-ui sm:border sm:border-slate-200 sm:bg-white sm:p-4 sm:shadow-sm">
          <SelectField
            label={t('exercise.practice.language')}
            value={params.language ?? ''}
            options={[
              { value: '', label: t('exercise.practice.allLanguages') },
              ...JUDGE_LANGUAGES.map((l) => ({ value: l.id, label: l.name })),
            ]}
            onValueChange={(language) => update({ language })}
          />
          <SelectField
            label={t('exercise.practice.difficultyLabel')}
            value={params.difficulty ?? ''}
            options={[
              { value: '', label: t('exercise.practice.allDifficulties') },
              ...DIFFICULTIES.map((d) => ({ value: d, label: t(`exercise.difficulty.${d}`) })),
            ]}
            onValueChange={(difficulty) => update({ difficulty })}
          />
          <div className="col-span-2 sm:col-span-1">
            <SelectField
              label={t('exercise.practice.topic')}
              value={params.topic ?? ''}
              options={[
                { value: '', label: t('exercise.practice.allTopics') },
                ...(topics.data ?? []).map((topic) => ({ value: topic, label: topic })),
              ]}
              onValueChange={(topic) => update({ topic })}
            />
          </div>
        </div>
        {list.isPending ? (
          <ul className="space-y-3" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className="h-24 w-full" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <ErrorState
            message={messageOf(list.error, t('exercise.practice.loadFailed'))}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('exercise.practice.empty')}
            description={filtered ? t('exercise.practice.emptyHint') : undefined}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => update({ language: undefined, topic: undefined, difficulty: undefined })}
                >
                  {t('exercise.practice.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
            {items.map((item) => (
              <ProblemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        {list.data && (
          <Pagination
            className="mt-8"
            current={list.data.pagination.current_page}
            total={list.data.pagination.total_pages}
            onChange={(page) => update({ page })}
          />
        )}
      </div>
    </>
  );
}
