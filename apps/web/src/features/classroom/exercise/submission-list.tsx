import type { submissionSummarySchema } from '@kalvi/shared';
import { formatDate } from '@kalvi/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { messageOf } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmissions } from '../api/exercise-api';
import { VerdictBadge } from './verdict';

type Summary = z.infer<typeof submissionSummarySchema>;

/** The learner's own runs and submissions, newest first; any one's kept code can go back into the editor. */
export function SubmissionList({
  exerciseId,
  onOpen,
}: {
  exerciseId: string;
  onOpen: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('classroom');
  const [page, setPage] = useState(1);
  const list = useSubmissions(exerciseId, page, true);
  const rows: Summary[] = list.data?.data ?? [];
  return (
    <section aria-labelledby="submissions-title" className="space-y-3">
      <h2 id="submissions-title" className="flex items-center gap-2 font-bold text-ink">
        <History aria-hidden="true" size={18} /> {t('exercise.submissions.title')}
      </h2>
      {list.isPending ? (
        // Plain placeholders: the shared Skeleton would split the catalogue's chunk (check-bundle.mjs).
        <div
          className="h-24 animate-pulse rounded-ui bg-slate-100 motion-reduce:animate-none"
          aria-hidden="true"
        />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {messageOf(list.error, t('exercise.submissions.loadFailed'))}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('exercise.submissions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white">
          {rows.map((row) => {
            const kind = t(row.kind === 'run' ? 'exercise.submissions.run' : 'exercise.submissions.submit');
            const time = formatDate(row.createdAt, i18n.language, 'localDateTime');
            return (
              <li key={row.id} className="flex flex-wrap items-center gap-2 p-3">
                <div className="min-w-36 flex-1">
                  <p className="text-sm font-semibold text-ink">{kind}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={row.createdAt}>{time}</time>
                  </p>
                </div>
                {row.verdict ? (
                  <VerdictBadge verdict={row.verdict} />
                ) : row.status === 'failed' ? (
                  <span className="text-xs text-danger-700">
                    {row.message ?? t('exercise.submissions.failed')}
                  </span>
                ) : (
                  <span className="text-xs text-slate-600">{t('exercise.submissions.pending')}</span>
                )}
                {row.code ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto min-h-11 text-primary-800"
                    aria-label={t('exercise.submissions.openLabel', { kind, when: time })}
                    onClick={() => onOpen(row.code)}
                  >
                    {t('exercise.submissions.open')}
                  </Button>
                ) : (
                  // Old superseded submits keep their verdict, not their code (retention, decision 195).
                  <span className="ml-auto text-xs text-slate-600">{t('exercise.submissions.codeGone')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.data && (
        <Pagination
          current={list.data.pagination.current_page}
          total={list.data.pagination.total_pages}
          radius={1}
          onChange={setPage}
        />
      )}
    </section>
  );
}
