import { LEAD_STATUSES, type Lead, type leadAnswerSchema, type leadPageSchema } from '@kalvi/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { inputClasses } from '../../../components/ui/field';
import { API_BASE, api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { FilterForm } from '../components/filter-form';
import { RowAction } from '../components/row-action';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';

type Page = z.infer<typeof leadPageSchema>;
type Answer = z.infer<typeof leadAnswerSchema>;
const FILTERS = ['status', 'q'] as const;

/** /admin/leads: advisor call requests, newest first, worked through their status; CSV export. */
export function LeadsPage() {
  const { t, i18n } = useTranslation('adminops');
  const list = useListParams(FILTERS);
  const query = useQuery({
    queryKey: ['admin', 'leads', list.query(20)],
    queryFn: ({ signal }) => api.get<Page>(`/admin/leads?${list.query(20)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const exportQuery = new URLSearchParams(
    Object.entries(list.filters).filter(([, v]) => v !== ''),
  ).toString();
  const columns = useMemo<ColumnDef<Lead, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('leads.received'),
        cell: ({ row }) =>
          new Date(row.original.createdAt).toLocaleString(i18n.language === 'ta' ? 'ta-IN' : 'en-IN', {
            timeZone: 'Asia/Kolkata',
          }),
      },
      {
        id: 'who',
        header: t('leads.who'),
        cell: ({ row }) => (
          <span>
            {row.original.fullName}
            <span className="block text-xs text-slate-500">
              {row.original.email} · {row.original.mobile}
            </span>
          </span>
        ),
      },
      { id: 'program', header: t('leads.program'), cell: ({ row }) => row.original.program },
      { id: 'work', header: t('leads.status'), cell: ({ row }) => <LeadForm lead={row.original} /> },
    ],
    [t, i18n.language],
  );
  return (
    <section>
      <SectionHeader
        title={t('leads.title')}
        intro={t('leads.intro')}
        actions={
          <a
            className="font-semibold text-primary-800 underline"
            href={`${API_BASE}/admin/leads/export?${exportQuery}`}
            download
          >
            {t('leads.export')}
          </a>
        }
      />
      <DataTable
        caption={t('leads.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        rowKey={(row) => row.id}
        filters={
          <FilterForm
            values={list.filters}
            onApply={list.setFilters}
            applyLabel={t('leads.apply')}
            fields={[
              {
                name: 'status',
                label: t('leads.status'),
                kind: 'select',
                options: [
                  { value: '', label: t('leads.anyStatus') },
                  ...LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) })),
                ],
              },
              { name: 'q', label: t('leads.search'), kind: 'text' },
            ]}
          />
        }
      />
    </section>
  );
}

function LeadForm({ lead }: { lead: Lead }) {
  const { t } = useTranslation('adminops');
  return (
    <RowAction
      className="min-w-64"
      label={t('leads.save')}
      failure={t('leads.failed')}
      refresh={['admin', 'leads']}
      send={(form) =>
        api.patch<Answer>(`/admin/leads/${lead.id}`, {
          status: String(form.get('status')),
          notes: String(form.get('notes') ?? ''),
        })
      }
    >
      <select
        name="status"
        defaultValue={lead.status}
        aria-label={t('leads.status')}
        className={inputClasses()}
      >
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`leads.statuses.${s}`)}
          </option>
        ))}
      </select>
      <textarea
        name="notes"
        defaultValue={lead.notes}
        maxLength={2000}
        rows={2}
        aria-label={t('leads.notes')}
        className={inputClasses()}
      />
    </RowAction>
  );
}
