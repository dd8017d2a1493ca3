import { type HeaderUser, initials } from '@kalvi/shared';
import * as Collapsible from '@radix-ui/react-collapsible';
import { CalendarClock, LogOut, User as UserIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import type { AuthModalType } from '../../lib/stores/ui-store';
import { useTranslation } from '../../lib/use-translation';
import { LanguageSwitch } from './language-switch';
import { featureLinks, mainLinksAfterFeatures } from './nav-items';
import { mobileLink } from './nav-styles';
import { NotificationBell } from './notification-bell';
import { OpenChevron } from './open-chevron';

export { NotificationBell };

export interface MobileMenuProps {
  id: string;
  user: HeaderUser | null;
  featureActive: boolean;
  onAuth: (type: AuthModalType) => void;
  onLogout: () => void;
}

/**
 * The phone menu under the header bar. Its own chunk: the header preloads it when the page is
 * idle, so the first tap on the toggle rarely waits.
 */
export function MobileMenu({ id, user, featureActive, onAuth, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-6.25rem)] overflow-y-auto border-t border-white/10 bg-primary-900 shadow-lg"
    >
      <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to={paths.courses} className={mobileLink}>
              {t('nav.courses')}
            </NavLink>
          </li>
          <li>
            <Collapsible.Root defaultOpen={featureActive}>
              <Collapsible.Trigger className={cn(mobileLink, 'group w-full justify-between')}>
                {t('nav.features')}
                <OpenChevron size={18} />
              </Collapsible.Trigger>
              <Collapsible.Content>
                <ul className="mt-1 ml-3 flex flex-col gap-1 border-l border-white/15 pl-3">
                  {featureLinks.map(({ to, label, icon: Icon }) => (
                    <li key={to}>
                      <NavLink to={to} className={cn(mobileLink, 'gap-3')}>
                        <Icon aria-hidden="true" size={18} className="text-accent-300" />
                        {t(label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
          {mainLinksAfterFeatures.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} className={mobileLink}>
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="mt-3 border-t border-white/10 pt-3">
          <LanguageSwitch className="w-full justify-start" />
        </div>
        <div className="mt-3 border-t border-white/10 pt-4 pb-2">
          {user ? (
            <div className="flex flex-col gap-2">
              <div className="flex items-center gap-3 px-3 pb-2">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-ink"
                >
                  {initials(user.firstName, user.lastName)}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-white">{user.fullName}</span>
                  <span className="block truncate text-sm text-white/75">{user.email}</span>
                </span>
              </div>
              <NavLink to={paths.profile} className={cn(mobileLink, 'gap-3')}>
                <UserIcon aria-hidden="true" size={18} />
                {t('account.profile')}
              </NavLink>
              <NavLink to={paths.timetable} className={cn(mobileLink, 'gap-3')}>
                <CalendarClock aria-hidden="true" size={18} />
                {t('account.timetable')}
              </NavLink>
              <button type="button" className={cn(mobileLink, 'w-full gap-3')} onClick={onLogout}>
                <LogOut aria-hidden="true" size={18} />
                {t('account.logout')}
              </button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <button
                type="button"
                className={buttonClasses(
                  'ghost',
                  'lg',
                  'border border-white/30 text-white hover:bg-white/10',
                )}
                onClick={() => onAuth('login')}
              >
                {t('account.signIn')}
              </button>
              <button
                type="button"
                className={buttonClasses('accent', 'lg')}
                onClick={() => onAuth('register')}
              >
                {t('account.getStarted')}
              </button>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}
