import type { AuditEntry } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { useAuditPage } from './api';

const FILTERS = ['actor', 'action', 'entityType', 'from', 'to'] as const;
const SORTS = { createdAt: { asc: 'oldest', desc: 'newest' } };
const PAGE_SIZE = 20;

/** /admin/audit: every console change, newest first, filtered on the server (admins only). */
export function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useListParams(FILTERS, SORTS);
  const query = useAuditPage(list.query(PAGE_SIZE));
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }),
    [i18n.language],
  );

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('audit.when'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{when.format(new Date(row.original.createdAt))}</span>
        ),
      },
      {
        id: 'actor',
        header: t('audit.who'),
        enableSorting: false,
        cell: ({ row }) => (row.original.actorId ? row.original.actorEmail : t('audit.commandLine')),
      },
      {
        id: 'action',
        header: t('audit.action'),
        enableSorting: false,
        cell: ({ row }) => <code>{row.original.action}</code>,
      },
      {
        id: 'entity',
        header: t('audit.entity'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="break-all">
            {row.original.entityType}{' '}
            <span className="text-slate-500">{row.original.entityId.slice(0, 8)}</span>
          </span>
        ),
      },
      {
        id: 'change',
        header: t('audit.change'),
        enableSorting: false,
        cell: ({ row }) => (
          <details className="max-w-md">
            <summary className="cursor-pointer text-primary-800">{t('audit.show')}</summary>
            <p className="mt-2 text-xs font-semibold">{t('audit.before')}</p>
            <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs">
              {JSON.stringify(row.original.before, null, 1)}
            </pre>
            <p className="mt-2 text-xs font-semibold">{t('audit.after')}</p>
            <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs">
              {JSON.stringify(row.original.after, null, 1)}
            </pre>
          </details>
        ),
      },
    ],
    [t, when],
  );

  return (
    <section>
      <SectionHeader title={t('audit.title')} intro={t('audit.intro')} />
      <DataTable
        caption={t('audit.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        sorting={list.sorting.length ? list.sorting : [{ id: 'createdAt', desc: true }]}
        onSortingChange={list.onSortingChange}
        rowKey={(row) => row.id}
        filters={<AuditFilters values={list.filters} onApply={list.setFilters} />}
      />
    </section>
  );
}

function AuditFilters({
  values,
  onApply,
}: {
  values: Record<(typeof FILTERS)[number], string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('admin');
  const labels = {
    actor: t('audit.actorFilter'),
    action: t('audit.actionFilter'),
    entityType: t('audit.entityTypeFilter'),
    from: t('audit.fromFilter'),
    to: t('audit.toFilter'),
  };
  return (
    <form
      key={JSON.stringify(values)}
      className="grid gap-3 rounded-ui border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onApply(Object.fromEntries(FILTERS.map((name) => [name, String(data.get(name) ?? '').trim()])));
      }}
    >
      {FILTERS.map((name) => (
        <label key={name} className="block text-xs font-medium text-slate-700">
          {labels[name]}
          <input
            name={name}
            type={name === 'from' || name === 'to' ? 'date' : 'text'}
            maxLength={120}
            defaultValue={values[name]}
            className={inputClasses(false, 'mt-1 min-h-9 text-sm')}
          />
        </label>
      ))}
      <span className="flex gap-2">
        <Button type="submit" size="sm">
          {t('table.filter')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onApply(Object.fromEntries(FILTERS.map((n) => [n, ''])))}
        >
          {t('table.clear')}
        </Button>
      </span>
    </form>
  );
}
