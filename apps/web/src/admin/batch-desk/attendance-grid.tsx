import { Download } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { attendanceCsvHref, useAttendance, useCorrectAttendance } from './api';
import { istDateTime } from './pattern-text';

/** Who came to which session: filled from joins, each cell correctable by staff, and the CSV. */
export function AttendanceGrid({ batchId }: { batchId: string }) {
  const { t } = useTranslation('batchdesk');
  const grid = useAttendance(batchId);
  const correct = useCorrectAttendance(batchId);

  const mark = (sessionId: string, userId: string, attended: boolean) =>
    correct.mutate(
      { sessionId, userId, attended },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(messageOf(error, t('attendance.failed'))),
      },
    );

  return (
    <section aria-labelledby="batch-attendance" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="batch-attendance" className="text-lg font-bold text-ink">
          {t('attendance.title')}
        </h2>
        <a href={attendanceCsvHref(batchId)} download className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" size={16} />
          {t('attendance.csv')}
        </a>
      </div>
      {grid.isPending ? (
        <Spinner />
      ) : grid.isError ? (
        <p role="alert" className="rounded-ui bg-red-50 p-3 text-sm text-red-800">
          {messageOf(grid.error, t('attendance.loadFailed'))}
        </p>
      ) : grid.data.learners.length === 0 ? (
        <p className="text-sm text-slate-600">{t('attendance.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-ui border border-slate-200 bg-white">
          <table className="text-left text-sm">
            <caption className="sr-only">{t('attendance.caption')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2">
                  {t('attendance.learner')}
                </th>
                {grid.data.sessions.map((s) => (
                  <th
                    key={s.id}
                    scope="col"
                    className="px-2 py-2 text-center"
                    title={istDateTime(s.startsAt)}
                  >
                    {s.number}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {grid.data.learners.map((learner) => (
                <tr key={learner.userId}>
                  <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-medium">
                    {learner.name}
                    <span className="block text-xs font-normal text-slate-600">{learner.email}</span>
                  </th>
                  {grid.data.sessions.map((s) => {
                    const attended = learner.attendedSessionIds.includes(s.id);
                    return (
                      <td key={s.id} className="px-2 py-1 text-center">
                        <input
                          type="checkbox"
                          className="size-5"
                          checked={attended}
                          disabled={correct.isPending || s.status === 'cancelled'}
                          aria-label={t('attendance.cell', { name: learner.name, number: s.number })}
                          onChange={(e) => mark(s.id, learner.userId, e.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
