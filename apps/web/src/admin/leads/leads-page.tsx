import { formatDate } from '@kalvi/shared';
import { LEAD_STATUSES, type Lead } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { inputClasses } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { selectFilter } from '../components/filter-form';
import { ListPage } from '../components/list-page';
import { RowAction } from '../components/row-action';
import { useListParams } from '../components/use-list-params';
import { leadKeys, leadsExportUrl, saveLead, useLeads } from './api';

const FILTERS = ['status', 'q'] as const;

/** /admin/leads: advisor call requests, newest first, worked through their status; CSV export. */
export function LeadsPage() {
  const { t, i18n } = useTranslation('adminops');
  const list = useListParams(FILTERS);
  const query = useLeads(list.query(20));
  const columns = useMemo<ColumnDef<Lead, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('leads.received'),
        cell: ({ row }) => formatDate(row.original.createdAt, i18n.language, 'numericDateTime'),
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
    <ListPage
      title={t('leads.title')}
      intro={t('leads.intro')}
      actions={
        <a className="font-semibold text-primary-800 underline" href={leadsExportUrl(list.filters)} download>
          {t('leads.export')}
        </a>
      }
      columns={columns}
      query={query}
      list={list}
      applyLabel={t('leads.apply')}
      fields={[
        selectFilter('status', t('leads.status'), [
          { value: '', label: t('leads.anyStatus') },
          ...LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) })),
        ]),
        { name: 'q', label: t('leads.search'), kind: 'text' },
      ]}
    />
  );
}

function LeadForm({ lead }: { lead: Lead }) {
  const { t } = useTranslation('adminops');
  return (
    <RowAction
      className="min-w-64"
      label={t('leads.save')}
      failure={t('leads.failed')}
      refresh={leadKeys.all}
      send={(form) =>
        saveLead(lead.id, {
          // The select offers LEAD_STATUSES only, so one of them is found.
          status: LEAD_STATUSES.find((s) => s === form.get('status')),
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
