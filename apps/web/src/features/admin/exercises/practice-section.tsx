import { DIFFICULTIES, EMBEDDED_LANGUAGES } from '@kalvi/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { messageOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { RowAction } from '../components/row-action';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { type PracticeRow, setPublished, usePracticeExercise, usePracticeRows, useSavePractice } from './api';
import { CheckPanel } from './check-panel';
import { ExerciseForm } from './exercise-form';
import { StatsPanel } from './stats-panel';

const FILTERS = ['language', 'difficulty'] as const;
const PAGE_SIZE = 20;

function PublishAction({ row }: { row: Pick<PracticeRow, 'id' | 'isPublished' | 'title'> }) {
  const { t } = useTranslation('exercisesadmin');
  return (
    <RowAction
      send={() => setPublished(row.id, !row.isPublished)}
      refresh={['admin', 'practice']}
      label={t(row.isPublished ? 'practice.unpublish' : 'practice.publish')}
      failure={t('failed')}
      errorInline
    />
  );
}

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
        cell: ({ row }) => row.original.languageName ?? row.original.language,
      },
      {
        id: 'difficulty',
        header: t('form.difficulty'),
        cell: ({ row }) => t(`difficulty.${row.original.difficulty}`),
      },
      {
        id: 'status',
        header: t('practice.status'),
        cell: ({ row }) => (
          <Badge tone={row.original.isPublished ? 'success' : 'neutral'}>
            {t(row.original.isPublished ? 'practice.published' : 'practice.draft')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('practice.actions'),
        cell: ({ row }) => <PublishAction row={row.original} />,
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
        filters={
          <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
            <SelectField
              label={t('form.language')}
              value={list.filters.language}
              onValueChange={(language) => list.setFilters({ language })}
              options={[
                { value: '', label: t('practice.all') },
                ...EMBEDDED_LANGUAGES.map((l) => ({ value: l, label: l })),
              ]}
            />
            <SelectField
              label={t('form.difficulty')}
              value={list.filters.difficulty}
              onValueChange={(difficulty) => list.setFilters({ difficulty })}
              options={[
                { value: '', label: t('practice.all') },
                ...DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) })),
              ]}
            />
          </div>
        }
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
        onSubmit={async (input) => {
          const answer = await save.mutateAsync(input);
          navigate(answer.data?.id ? `../${answer.data.id}` : '..', { relative: 'path' });
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
    return (
      <p role="alert" className="rounded-ui bg-red-50 p-3 text-sm text-red-800">
        {messageOf(exercise.error, t('failed'))}
      </p>
    );
  }
  const data = exercise.data;
  return (
    <div className="space-y-6">
      <SectionHeader
        title={data.title.en || t('practice.title')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={data.isPublished ? 'success' : 'neutral'}>
              {t(data.isPublished ? 'practice.published' : 'practice.draft')}
            </Badge>
            <PublishAction row={{ id, isPublished: Boolean(data.isPublished), title: data.title.en }} />
          </div>
        }
      />
      <ExerciseForm
        initial={data}
        practice
        pending={save.isPending}
        onSubmit={(input) => save.mutateAsync(input)}
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
