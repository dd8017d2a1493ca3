import { longDate } from '@kalvi/shared';
import type { AttendanceEvent } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination } from '../../components/ui/pagination';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { useAttendanceEvents, useAttendees, useSaveAttendance } from './api';

const NO_FILTERS = [] as const;

/** /admin/attendance: events that offer a certificate; /admin/attendance/<event>: tick who came. */
export function AttendancePage() {
  const { '*': eventId = '' } = useParams();
  return eventId ? <Attendees eventId={eventId} /> : <EventList />;
}

function EventList() {
  const { t } = useTranslation('classroomadmin');
  const list = useListParams(NO_FILTERS);
  const query = useAttendanceEvents(list.query(20));
  const columns = useMemo<ColumnDef<AttendanceEvent, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('attendance.event'),
        cell: ({ row }) => (
          <Link
            to={`${paths.admin}/attendance/${row.original.id}`}
            className="font-medium text-primary-700 underline"
          >
            {row.original.title}
          </Link>
        ),
      },
      {
        id: 'start',
        header: t('attendance.starts'),
        cell: ({ row }) => longDate(new Date(row.original.startDate), currentLanguage()),
      },
      {
        id: 'count',
        header: t('attendance.attended'),
        cell: ({ row }) =>
          t('attendance.countOf', { attended: row.original.attended, enrolled: row.original.enrolled }),
      },
    ],
    [t],
  );
  return (
    <section>
      <SectionHeader title={t('attendance.title')} intro={t('attendance.intro')} />
      <DataTable
        caption={t('attendance.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        rowKey={(row) => row.id}
      />
    </section>
  );
}

function Attendees({ eventId }: { eventId: string }) {
  const { t } = useTranslation('classroomadmin');
  const [page, setPage] = useState(1);
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const query = useAttendees(eventId, page);
  const save = useSaveAttendance(eventId, {
    onSuccess: (answer) => {
      toast.success(
        answer.data.certificatesIssued > 0
          ? t('attendance.savedIssued', { count: answer.data.certificatesIssued })
          : answer.message,
      );
      setMarks({});
    },
    onError: (err) => toast.error(messageOf(err, t('failed'))),
  });
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  if (query.isError)
    return (
      <ErrorState
        message={messageOf(query.error, t('failed'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { event, data, pagination } = query.data;
  const checked = (userId: string, saved: boolean) => marks[userId] ?? saved;
  const changed = data.filter((a) => marks[a.userId] !== undefined && marks[a.userId] !== a.attended);
  return (
    <section>
      <p className="mb-2 text-sm">
        <Link to={`${paths.admin}/attendance`} className="text-primary-700 underline">
          {t('attendance.back')}
        </Link>
      </p>
      <SectionHeader
        title={event.title}
        intro={t('attendance.eventIntro', { date: longDate(new Date(event.startDate), currentLanguage()) })}
      />
      {!event.started && (
        <p className="mb-3 rounded-ui bg-amber-50 p-3 text-sm text-amber-900">{t('attendance.notStarted')}</p>
      )}
      {data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('attendance.nobody')}</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({
              marks: changed.map((a) => ({ userId: a.userId, attended: Boolean(marks[a.userId]) })),
            });
          }}
        >
          <fieldset disabled={!event.started || save.isPending}>
            <legend className="sr-only">{t('attendance.legend')}</legend>
            <ul className="divide-y divide-slate-100 rounded-ui border border-slate-200 bg-white">
              {data.map((a) => (
                <li key={a.userId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <label className="flex min-h-11 min-w-0 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={checked(a.userId, a.attended)}
                      onChange={(e) => setMarks((m) => ({ ...m, [a.userId]: e.target.checked }))}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{a.name}</span>
                      <span className="block text-xs break-all text-slate-600">{a.email}</span>
                    </span>
                  </label>
                  {a.certificateId && (
                    <span
                      className={
                        a.certificateRevoked
                          ? 'text-xs text-slate-500 line-through'
                          : 'text-xs text-emerald-800'
                      }
                    >
                      {a.certificateId}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={changed.length === 0} loading={save.isPending}>
                {t('attendance.save')}
              </Button>
              <span className="text-sm text-slate-600">
                {t('attendance.changed', { count: changed.length })}
              </span>
            </div>
          </fieldset>
        </form>
      )}
      {pagination.total_pages > 1 && (
        <Pagination
          className="mt-4"
          current={pagination.current_page}
          total={pagination.total_pages}
          radius={1}
          onChange={(p) => {
            setMarks({});
            setPage(p);
          }}
        />
      )}
    </section>
  );
}
