import { languageLabel } from '@kalvi/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { Failure } from '../components/form-parts';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { type PracticeRow, usePracticeExercise, usePracticeRows, useSavePractice } from './api';
import { CheckPanel } from './check-panel';
import { ExerciseForm } from './exercise-form';
import { PublishAction, PublishedBadge } from './publish-action';
import { StatsPanel } from './stats-panel';

const FILTERS = [] as const;
const PAGE_SIZE = 20;

function PracticeList() {
  const { t } = useTranslation('exercisesadmin');
  const list = useListParams(FILTERS);
  const query = usePracticeRows(list.query(PAGE_SIZE));
  const columns = useMemo<ColumnDef<PracticeRow, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('practice.problem'),
        cell: ({ row }) => (
          <span className="block min-w-48">
            <Link to={row.original.id} className="font-semibold text-primary-800 hover:underline">
              {row.original.title}
            </Link>
            <span className="block text-xs text-slate-500">{row.original.topic}</span>
          </span>
        ),
      },
      {
        id: 'language',
        header: t('form.language'),
        cell: ({ row }) => languageLabel(row.original.language),
      },
      {
        id: 'difficulty',
        header: t('form.difficulty'),
        cell: ({ row }) => t(`difficulty.${row.original.difficulty}`),
      },
      {
        id: 'solvers',
        header: t('stats.solvers'),
        cell: ({ row }) => row.original.solvers,
      },
      {
        id: 'acceptance',
        header: t('stats.acceptance'),
        cell: ({ row }) => `${Math.round(row.original.acceptanceRate * 100)}%`,
      },
      {
        id: 'status',
        header: t('practice.status'),
        cell: ({ row }) => <PublishedBadge published={row.original.published} />,
      },
      {
        id: 'actions',
        header: t('practice.actions'),
        cell: ({ row }) => (
          <PublishAction
            id={row.original.id}
            published={row.original.published}
            refresh={['admin', 'practice']}
          />
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <SectionHeader
        title={t('practice.title')}
        intro={t('practice.intro')}
        actions={
          <Link to="new" className={buttonClasses('primary')}>
            {t('practice.new')}
          </Link>
        }
      />
      <DataTable
        caption={t('practice.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        rowKey={(row) => row.id}
      />
    </>
  );
}

function NewPractice() {
  const { t } = useTranslation('exercisesadmin');
  const navigate = useNavigate();
  const save = useSavePractice(null);
  return (
    <>
      <SectionHeader title={t('practice.new')} />
      <ExerciseForm
        initial={undefined}
        practice
        pending={save.isPending}
        onSubmit={async (input, slug) => {
          const answer = await save.mutateAsync({ ...input, slug });
          navigate(`../${answer.data.id}`, { relative: 'path' });
        }}
      />
    </>
  );
}

function EditPractice() {
  const { t } = useTranslation('exercisesadmin');
  const { id = '' } = useParams();
  const exercise = usePracticeExercise(id);
  const save = useSavePractice(id);
  if (exercise.isPending) return <PageSpinner />;
  if (exercise.isError) {
    return <Failure>{messageOf(exercise.error, t('failed'))}</Failure>;
  }
  const data = exercise.data;
  return (
    <div className="space-y-6">
      <SectionHeader
        title={data.title.en || t('practice.title')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PublishedBadge published={data.published} />
            <PublishAction id={id} published={data.published} refresh={['admin', 'practice']} />
          </div>
        }
      />
      <ExerciseForm
        initial={data}
        practice
        pending={save.isPending}
        onSubmit={(input, slug) => save.mutateAsync({ ...input, slug })}
      />
      <CheckPanel exerciseId={id} />
      <StatsPanel exerciseId={id} />
    </div>
  );
}

/** /admin/practice: the practice set; /admin/practice/new and /admin/practice/:id edit one problem. */
export function PracticeSection() {
  return (
    <Routes>
      <Route index element={<PracticeList />} />
      <Route path="new" element={<NewPractice />} />
      <Route path=":id" element={<EditPractice />} />
    </Routes>
  );
}
