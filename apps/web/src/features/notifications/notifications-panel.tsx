import { formatDate, type Notification } from '@kalvi/shared';
import { CheckCheck } from 'lucide-react';
import { use, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Pagination } from '../../components/ui/pagination';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { notificationStrings } from '../../lib/notification-strings';
import { useTranslation } from '../../lib/use-translation';
import { useMarkRead, useNotifications } from './api/notification-api';

/** The bell's list in a dialog (docs/product/notifications.md#the-bell): open, mark one or all read. */
export function NotificationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  use(notificationStrings());
  const { t } = useTranslation('notifications');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('page.title')}
      description={t('page.intro')}
      size="lg"
    >
      <NotificationsList onOpen={() => onOpenChange(false)} />
    </Modal>
  );
}

function NotificationsList({ onOpen }: { onOpen: () => void }) {
  use(notificationStrings());
  const { t, i18n } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const mark = useMarkRead();
  const items = list.data?.data ?? [];
  const anyUnread = items.some((n) => !n.read);
  const when = (iso: string) => formatDate(iso, i18n.language, 'dateTime');

  return (
    <div className="mt-4" data-testid="notifications-panel">
      {list.isPending ? (
        <PageSpinner label={t('page.loading')} />
      ) : list.isError ? (
        <Alert tone="error">
          <p>{t('page.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => list.refetch()}>
            {t('states.tryAgain', { ns: 'common' })}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-semibold text-ink">{t('page.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('page.emptyHint')}</p>
        </div>
      ) : (
        <>
          <div className="mb-4 flex justify-end">
            <Button
              variant="secondary"
              size="sm"
              disabled={!anyUnread}
              loading={mark.isPending}
              onClick={() => mark.mutate(undefined)}
            >
              <CheckCheck aria-hidden="true" size={18} />
              {t('page.markAll')}
            </Button>
          </div>
          <ul
            className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white shadow-sm"
            data-testid="notification-list"
          >
            {items.map((n) => (
              <Item
                key={n.id}
                n={n}
                when={when(n.createdAt)}
                onRead={() => mark.mutate(n.id)}
                onOpen={() => {
                  if (!n.read) mark.mutate(n.id);
                  onOpen();
                }}
              />
            ))}
          </ul>
          <Pagination
            className="mt-6"
            current={page}
            total={list.data?.pagination.total_pages ?? 1}
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}

function Item({
  n,
  when,
  onRead,
  onOpen,
}: {
  n: Notification;
  when: string;
  onRead: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('notifications');
  const internal = n.url.startsWith('/');
  const title = <span className={cn('block text-ink', !n.read && 'font-semibold')}>{n.title}</span>;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5',
        !n.read && 'bg-primary-50/60',
      )}
      data-read={n.read}
    >
      <div className="min-w-0 flex-1">
        <p className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="font-medium text-primary-700">{t(`kinds.${n.kind}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={n.createdAt}>{when}</time>
          {!n.read && <span className="rounded-full bg-accent-400 px-2 text-ink">{t('page.new')}</span>}
        </p>
        {n.url ? (
          internal ? (
            <Link to={n.url} onClick={onOpen} className="hover:underline">
              {title}
            </Link>
          ) : (
            <a href={n.url} onClick={onOpen} className="hover:underline">
              {title}
            </a>
          )
        ) : (
          title
        )}
      </div>
      {!n.read && (
        <Button variant="ghost" size="sm" className="self-start sm:self-center" onClick={onRead}>
          {t('page.markRead')}
        </Button>
      )}
    </li>
  );
}
