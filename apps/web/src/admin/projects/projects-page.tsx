import { longDate, PROJECT_STATUSES } from '@kalvi/shared';
import type { ReviewItem } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { PersonCell } from '../components/person-cell';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { useProjectQueue, useReviewProject } from './api';

const FILTERS = ['status'] as const;

/** /admin/projects: submitted projects, newest first; approve, or return with feedback. */
export function ProjectsPage() {
  const { t } = useTranslation('classroomadmin');
  const list = useListParams(FILTERS);
  const status = list.filters.status || 'submitted';
  const query = useProjectQueue(list.query(20));
  const columns = useMemo<ColumnDef<ReviewItem, unknown>[]>(
    () => [
      {
        id: 'learner',
        header: t('projects.learner'),
        cell: ({ row }) => (
          <PersonCell
            name={<p className="font-medium">{row.original.learnerName}</p>}
            email={row.original.learnerEmail}
          />
        ),
      },
      {
        id: 'lesson',
        header: t('projects.lesson'),
        cell: ({ row }) => (
          <>
            <p className="font-medium">{row.original.lessonTitle}</p>
            <p className="text-xs text-slate-600">{row.original.courseTitle}</p>
          </>
        ),
      },
      {
        id: 'link',
        header: t('projects.link'),
        cell: ({ row }) => (
          <a
            href={row.original.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            title={row.original.url}
            className="block max-w-52 truncate text-primary-700 underline"
          >
            {row.original.url.replace(/^https?:\/\//, '')}
          </a>
        ),
      },
      {
        id: 'submitted',
        header: t('projects.submitted'),
        cell: ({ row }) => longDate(new Date(row.original.submittedAt), currentLanguage()),
      },
      {
        id: 'act',
        header: t('projects.review'),
        cell: ({ row }) =>
          row.original.status === 'submitted' ? (
            <Review item={row.original} />
          ) : (
            <p className="max-w-xs text-sm whitespace-pre-line">
              {row.original.feedback || t(`projects.states.${row.original.status}`)}
            </p>
          ),
      },
    ],
    [t],
  );
  return (
    <section>
      <SectionHeader title={t('projects.title')} intro={t('projects.intro')} />
      <DataTable
        caption={t('projects.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        rowKey={(row) => row.id}
        filters={
          <label className="flex max-w-xs flex-col text-sm font-medium">
            {t('projects.show')}
            <select
              value={status}
              onChange={(e) =>
                list.setFilters({ status: e.target.value === 'submitted' ? '' : e.target.value })
              }
              className={inputClasses()}
            >
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`projects.states.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </section>
  );
}

function Review({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('classroomadmin');
  const [error, setError] = useState('');
  const act = useReviewProject(item.id, {
    onSuccess: (answer) => toast.success(answer.message),
    onError: (err) => setError(messageOf(err, t('failed'))),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'return' ? 'return' : 'approve';
    const feedback = String(form.get('feedback') ?? '').trim();
    if (decision === 'return' && !feedback) {
      setError(t('projects.feedbackNeeded'));
      return;
    }
    act.mutate({ decision, feedback });
  };
  return (
    <form onSubmit={submit} className="flex min-w-56 flex-col gap-1">
      <label className="text-xs font-medium">
        {t('projects.feedback')}
        <textarea name="feedback" rows={2} maxLength={2000} className={inputClasses()} />
      </label>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" name="decision" value="approve" disabled={act.isPending}>
          {t('projects.approve')}
        </Button>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          name="decision"
          value="return"
          disabled={act.isPending}
        >
          {t('projects.return')}
        </Button>
      </div>
    </form>
  );
}
