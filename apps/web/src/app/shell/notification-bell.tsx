import type { HeaderUser } from '@kalvi/shared';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUnreadCount } from '../../lib/unread-count';
import { useTranslation } from '../../lib/use-translation';
import { whenIdle } from '../../lib/when-idle';

const NotificationsDialog = lazy(() =>
  import('../../features/notifications/notifications-panel').then((m) => ({
    default: m.NotificationsDialog,
  })),
);

/** The header's bell: the unread count; opens the list (docs/product/notifications.md#the-bell). */
export function NotificationBell({ user }: { user: HeaderUser }) {
  const { t, i18n } = useTranslation('notifications');
  const unread = useUnreadCount(user.email);
  const shown = unread > 99 ? '99+' : String(unread);
  const [open, setOpen] = useState(false);
  // The strings come in their own chunk after the header paints (a static import would put
  // their file's name in every first load); the bell shows once they are there.
  const [stringsIn, setStringsIn] = useState<string>();
  // They wait for the page to have loaded and the main thread to be idle (docs/decisions/200-work-after-the-first-taps.md).
  useEffect(() => {
    let live = true;
    const language = i18n.language;
    const cancel = whenIdle(() => {
      void import('../../lib/notification-strings')
        .then((m) => m.notificationStrings(language))
        .then(() => live && setStringsIn(language));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [i18n.language]);
  if (!stringsIn) return null;
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
