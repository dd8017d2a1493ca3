import { formatDate } from '@kalvi/shared';
import type { AdminLearner } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';
import { ListPage } from '../components/list-page';
import { PersonCell } from '../components/person-cell';
import { useListParams } from '../components/use-list-params';
import { useLearners } from './api';

const FILTERS = ['q', 'status'] as const;
const STATUSES = ['all', 'active', 'disabled'] as const;
const PAGE_SIZE = 20;

/** Accounts newest first, searched by name or e-mail on the server. */
export function LearnersPage() {
  const { t, i18n } = useTranslation('people');
  const { t: tAdmin } = useTranslation('admin');
  const list = useListParams(FILTERS);
  const query = useLearners(list.query(PAGE_SIZE));
  const lang = i18n.language;

  const columns = useMemo<ColumnDef<AdminLearner, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('learners.name'),
        cell: ({ row }) => (
          <PersonCell
            name={
              <Link className="font-semibold text-primary-800 underline" to={row.original.id}>
                {row.original.name}
              </Link>
            }
            email={row.original.email}
          />
        ),
      },
      { id: 'role', header: t('learners.role'), cell: ({ row }) => tAdmin(`roles.${row.original.role}`) },
      {
        id: 'joined',
        header: t('learners.joined'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDate(row.original.createdAt, lang, 'dateTime')}</span>
        ),
      },
      {
        id: 'state',
        header: t('learners.state'),
        cell: ({ row }) =>
          row.original.disabledAt ? (
            <Badge tone="danger">{t('learners.disabled')}</Badge>
          ) : (
            <Badge tone="success">{t('learners.active')}</Badge>
          ),
      },
    ],
    [t, tAdmin, lang],
  );

  return (
    <ListPage
      title={t('learners.title')}
      intro={t('learners.intro')}
      columns={columns}
      query={query}
      list={list}
      filterLabel={t('learners.filters')}
      applyLabel={t('learners.apply')}
      fields={[
        { name: 'q', label: t('learners.search'), kind: 'text', maxLength: 120 },
        {
          name: 'status',
          label: t('learners.status'),
          kind: 'select',
          options: STATUSES.map((s) => ({ value: s === 'all' ? '' : s, label: t(`learners.statuses.${s}`) })),
        },
      ]}
    />
  );
}
