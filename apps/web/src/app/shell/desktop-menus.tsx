import type { HeaderUser } from '@kalvi/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CalendarClock, LogOut, User as UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { AccountBadge } from './account-badge';
import { featureLinks } from './nav-items';
import { desktopLink } from './nav-styles';
import { NotificationBell } from './notification-bell';

import { OpenChevron } from './open-chevron';

const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-ui px-3 text-[15px] text-slate-700 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900';

const menuContent =
  'dropdown-content z-50 min-w-56 rounded-ui border border-slate-200 bg-white p-1.5 shadow-lg';

/*
 * The desktop header's dropdowns. They live in their own chunk, loaded only on wide screens,
 * so phones never download the menu and positioning code.
 */

export function FeaturesMenu({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(desktopLink, 'group data-[state=open]:bg-white/10')}
        aria-current={active ? 'page' : undefined}
      >
        {t('nav.features')}
        <OpenChevron size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={8} align="start" className={menuContent}>
          {featureLinks.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link to={to} className={menuItem}>
                <Icon aria-hidden="true" size={18} className="text-primary-700" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function AccountMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <NotificationBell user={user} />
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="group inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-white hover:bg-white/10 data-[state=open]:bg-white/10"
          aria-label={t('account.menuLabel', { name: user.firstName })}
        >
          <AccountBadge user={user} />
          <OpenChevron size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content sideOffset={8} align="end" className={menuContent}>
            <DropdownMenu.Item asChild>
              <Link to={paths.profile} className={menuItem}>
                <UserIcon aria-hidden="true" size={18} className="text-primary-700" />
                {t('account.profile')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link to={paths.timetable} className={menuItem}>
                <CalendarClock aria-hidden="true" size={18} className="text-primary-700" />
                {t('account.timetable')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={onLogout}>
              <LogOut aria-hidden="true" size={18} className="text-primary-700" />
              {t('account.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
