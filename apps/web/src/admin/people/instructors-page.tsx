import type { AdminInstructor } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { ListPage } from '../components/list-page';
import { useListParams } from '../components/use-list-params';
import { useInstructors } from './api';
import { InstructorPhoto } from './instructor-photo';

const FILTERS = ['q'] as const;
const PAGE_SIZE = 20;

/** Instructor records by name, with their account and how much they teach. */
export function InstructorsPage() {
  const { t } = useTranslation('people');
  const list = useListParams(FILTERS);
  const query = useInstructors(list.query(PAGE_SIZE));

  const columns = useMemo<ColumnDef<AdminInstructor, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('instructors.name'),
        cell: ({ row }) => (
          <span className="flex min-w-60 items-center gap-3">
            <InstructorPhoto name={row.original.name} url={row.original.photoUrl} size="sm" />
            <span>
              <Link className="font-semibold text-primary-800 underline" to={row.original.id}>
                {row.original.name}
              </Link>
              <span className="block text-xs text-slate-500">{row.original.title}</span>
            </span>
          </span>
        ),
      },
      {
        id: 'account',
        header: t('instructors.account'),
        cell: ({ row }) =>
          row.original.account ? (
            <span className="wrap-break-word">{row.original.account.email}</span>
          ) : (
            <span className="text-slate-500">{t('instructors.noAccount')}</span>
          ),
      },
      {
        id: 'assigned',
        header: t('instructors.assigned'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t('instructors.counts', {
              courses: t('instructors.courseCount', { count: row.original.courseCount }),
              events: t('instructors.eventCount', { count: row.original.eventCount }),
            })}
          </span>
        ),
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('instructors.title')}
      intro={t('instructors.intro')}
      actions={
        <Link className={buttonClasses('primary', 'md')} to="new">
          {t('instructors.new')}
        </Link>
      }
      columns={columns}
      query={query}
      list={list}
      filterLabel={t('instructors.filters')}
      applyLabel={t('instructors.apply')}
      fields={[{ name: 'q', label: t('instructors.search'), kind: 'text', maxLength: 120 }]}
    />
  );
}
