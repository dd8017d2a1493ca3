import { formatDate } from '@kalvi/shared';
import { type AdminEvent, STAFF_EVENT_WHEN } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { selectFilter } from '../components/filter-form';
import { ListPage } from '../components/list-page';
import { RowAction } from '../components/row-action';
import { useListParams } from '../components/use-list-params';
import { cancelEvent, type EventCancelled, useAdminEvents } from './api';

const FILTERS = ['when'] as const;

/** /admin/events: every event with seats taken; open one to edit it, cancel tells learners and queues refunds. */
export function EventsPage() {
  const { t, i18n } = useTranslation('adminops');
  // An instructor's lists hold only their own rows (the server's rule); the intro says so.
  const ownOnly = useAuthStore((s) => s.user?.role) === 'instructor';
  const list = useListParams(FILTERS);
  const query = useAdminEvents(list.query(20));
  const columns = useMemo<ColumnDef<AdminEvent, unknown>[]>(
    () => [
      {
        id: 'start',
        header: t('events.starts'),
        cell: ({ row }) => formatDate(row.original.startDate, i18n.language, 'numericDate'),
      },
      {
        id: 'title',
        header: t('events.event'),
        cell: ({ row }) => (
          <Link
            className="font-semibold text-primary-800 underline"
            to={row.original.id}
            aria-label={t('events.edit', { title: row.original.title })}
          >
            {row.original.title}
          </Link>
        ),
      },
      {
        id: 'seats',
        header: t('events.seats'),
        cell: ({ row }) => `${row.original.seatsTaken} / ${row.original.maxParticipants}`,
      },
      { id: 'cancel', header: '', cell: ({ row }) => <CancelEvent event={row.original} /> },
    ],
    [t, i18n.language],
  );
  return (
    <ListPage
      title={t('events.title')}
      intro={t(ownOnly ? 'events.introOwn' : 'events.intro')}
      actions={
        <Link className={buttonClasses('primary', 'md')} to="new">
          {t('events.new')}
        </Link>
      }
      columns={columns}
      query={query}
      list={list}
      fields={[
        selectFilter('when', t('events.show'), [
          { value: '', label: t('events.when.all') },
          ...STAFF_EVENT_WHEN.map((w) => ({ value: w, label: t(`events.when.${w}`) })),
        ]),
      ]}
    />
  );
}

function CancelEvent({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('adminops');
  if (event.cancelled) return <span className="text-sm text-slate-500">{t('events.isCancelled')}</span>;
  return (
    <RowAction<EventCancelled>
      className="items-start"
      label={t('events.cancel')}
      variant="danger"
      confirm={t('events.confirm', { title: event.title })}
      success={(answer) =>
        t('events.cancelled', { told: answer.data.learnersTold, queued: answer.data.refundsQueued })
      }
      failure={t('events.cancelFailed')}
      // A cancellation queues refunds: the orders' queue changes too.
      refresh={['admin']}
      send={() => cancelEvent(event.id)}
    />
  );
}
