import { formatDate } from '@kalvi/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { type AdminSubmission, useAdminSubmissions, useExerciseStats } from './api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-ui border border-slate-200 bg-white p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/** How learners fare on one exercise, and their submissions, so staff can read a learner's code to help. */
export function StatsPanel({ exerciseId }: { exerciseId: string }) {
  const { t, i18n } = useTranslation('exercisesadmin');
  const stats = useExerciseStats(exerciseId);
  const [page, setPage] = useState(1);
  const submissions = useAdminSubmissions(exerciseId, page);
  const lang = i18n.language;

  const columns = useMemo<ColumnDef<AdminSubmission, unknown>[]>(
    () => [
      {
        id: 'learner',
        header: t('stats.learner'),
        cell: ({ row }) => {
          const { learner } = row.original;
          return (
            <span className="block min-w-40">
              <span className="font-medium">{learner.name}</span>
              <span className="block text-xs text-slate-500">{learner.email}</span>
            </span>
          );
        },
      },
      {
        id: 'verdict',
        header: t('stats.verdict'),
        cell: ({ row }) =>
          row.original.verdict ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={row.original.verdict === 'accepted' ? 'success' : 'danger'}>
                {t(`verdicts.${row.original.verdict}`)}
              </Badge>
              <span className="text-xs text-slate-600">
                {row.original.passed}/{row.original.total}
              </span>
            </span>
          ) : (
            t(row.original.status === 'failed' ? 'stats.notJudged' : 'stats.pending')
          ),
      },
      {
        id: 'time',
        header: t('stats.time'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDate(row.original.createdAt, lang, 'localDateTime')}
          </span>
        ),
      },
      {
        id: 'code',
        header: t('stats.code'),
        cell: ({ row }) => (
          <details className="min-w-48">
            <summary className="min-h-11 cursor-pointer py-2 text-primary-800">{t('stats.readCode')}</summary>
            <pre className="max-h-64 max-w-xl overflow-auto rounded-ui bg-slate-100 p-2 font-mono text-xs">
              {row.original.code}
            </pre>
          </details>
        ),
      },
    ],
    [t, lang],
  );

  const figures = stats.data;
  return (
    <section aria-labelledby="stats-title" className="space-y-4">
      <h3 id="stats-title" className="font-bold text-ink">
        {t('stats.title')}
      </h3>
      {figures && (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label={t('stats.attempts')} value={String(figures.attempts)} />
          <Figure label={t('stats.solvers')} value={String(figures.solvers)} />
          <Figure label={t('stats.acceptance')} value={`${Math.round(figures.acceptanceRate * 100)}%`} />
          <Figure
            label={t('stats.commonFailing')}
            value={
              figures.mostFailedTest === null
                ? '—'
                : t('stats.failures', {
                    test: t(figures.mostFailedTest.sample ? 'check.sampleTest' : 'check.hiddenTest', {
                      n: figures.mostFailedTest.index + 1,
                    }),
                    count: figures.mostFailedTest.failures,
                  })
            }
          />
        </dl>
      )}
      <DataTable
        caption={t('stats.submissions')}
        columns={columns}
        {...pagedQuery(submissions)}
        onPageChange={setPage}
        rowKey={(row) => row.id}
      />
    </section>
  );
}
