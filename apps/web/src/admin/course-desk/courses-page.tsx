import { formatDate, formatInr, languageOf } from '@kalvi/shared';
import { type AdminCourse, COURSE_STATUSES } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { useAdminCourses } from './api';
import { CourseActions } from './course-actions';
import { StatusBadge } from './status-badge';

const FILTERS = ['search', 'status', 'category'] as const;
const SORTS = {
  title: { asc: 'title', desc: 'title-desc' },
  updated: { asc: 'updated-asc', desc: 'updated' },
};
const PAGE_SIZE = 20;

/** /admin/courses: every course the role may manage, searched, filtered and paged by the server. */
export function CoursesPage() {
  const { t, i18n } = useTranslation('admincourses');
  // An instructor's lists hold only their own rows (the server's rule); the intro says so.
  const ownOnly = useAuthStore((s) => s.user?.role) === 'instructor';
  const list = useListParams(FILTERS, SORTS);
  const query = useAdminCourses(list.query(PAGE_SIZE));
  const lang = i18n.language;

  const columns = useMemo<ColumnDef<AdminCourse, unknown>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (row) => row.title,
        header: t('list.course'),
        sortDescFirst: false,
        cell: ({ row }) => (
          <span className="block min-w-48">
            <Link
              to={row.original.id}
              className="font-semibold text-primary-800 underline-offset-2 hover:underline"
            >
              {row.original.title}
            </Link>
            <span className="block text-xs text-slate-500">
              {row.original.category} · {row.original.instructorName}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('list.status'),
        enableSorting: false,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'fee',
        header: t('list.fee'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.courseFee === 0
              ? t('list.free')
              : formatInr(row.original.courseFee, languageOf(lang))}
          </span>
        ),
      },
      {
        id: 'updated',
        accessorFn: (row) => row.updatedAt,
        header: t('list.updated'),
        sortDescFirst: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDate(row.original.updatedAt, lang, 'numericDate')}</span>
        ),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        enableSorting: false,
        cell: ({ row }) => <CourseActions course={row.original} compact />,
      },
    ],
    [t, lang],
  );

  return (
    <section>
      <SectionHeader
        title={t('list.title')}
        intro={t(ownOnly ? 'list.introOwn' : 'list.intro')}
        actions={
          <Link to="new" className={buttonClasses('primary', 'md')}>
            {t('list.new')}
          </Link>
        }
      />
      <DataTable
        caption={t('list.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        sorting={list.sorting}
        onSortingChange={list.onSortingChange}
        rowKey={(row) => row.id}
        filters={
          <CourseFilters
            key={list.filters.search + list.filters.category}
            values={list.filters}
            onApply={list.setFilters}
          />
        }
      />
    </section>
  );
}

function CourseFilters({
  values,
  onApply,
}: {
  values: Record<(typeof FILTERS)[number], string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('admincourses');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '').trim()])));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('list.filters')}>
      <label className="flex min-w-56 flex-1 flex-col text-sm font-medium">
        {t('list.search')}
        <input
          name="search"
          type="search"
          defaultValue={values.search}
          maxLength={100}
          className={inputClasses()}
        />
      </label>
      <label className="flex flex-col text-sm font-medium">
        {t('list.status')}
        <select
          name="status"
          defaultValue={values.status}
          className={inputClasses()}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{t('list.anyStatus')}</option>
          {COURSE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-medium">
        {t('list.category')}
        <input name="category" defaultValue={values.category} maxLength={100} className={inputClasses()} />
      </label>
      <Button type="submit">{t('list.apply')}</Button>
    </form>
  );
}
