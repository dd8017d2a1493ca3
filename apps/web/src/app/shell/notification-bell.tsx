import type { HeaderUser } from '@kalvi/shared';
import { Bell } from 'lucide-react';
import { lazy, Suspense, use, useState } from 'react';
import { notificationStrings } from '../../lib/notification-strings';
import { useUnreadCount } from '../../lib/unread-count';
import { useTranslation } from '../../lib/use-translation';

const NotificationsDialog = lazy(() =>
  import('../../features/notifications/notifications-panel').then((m) => ({
    default: m.NotificationsDialog,
  })),
);

/** The header's bell: the unread count; opens the list (docs/product/notifications.md#the-bell). */
export function NotificationBell({ user }: { user: HeaderUser }) {
  use(notificationStrings());
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount(user.email).data ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-ui text-white hover:bg-white/10"
        aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.none')}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" size={22} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs leading-5 font-bold text-ink"
          >
            {shown}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
