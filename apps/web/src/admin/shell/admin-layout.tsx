import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { navFor } from './admin-nav';

/**
 * The console's frame: a side menu at desktop widths, a row of section links that scrolls
 * sideways on a phone, and the page beside or below it.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const entries = navFor(user.role);
  return (
    <div className="min-h-dvh bg-slate-50 text-ink lg:flex">
      <aside className="border-b border-slate-200 bg-ink text-white lg:sticky lg:top-0 lg:h-dvh lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:py-5">
          <p className="font-bold">{t('console')}</p>
          <Link
            to={paths.home}
            className="text-sm text-primary-200 underline-offset-2 hover:underline lg:mt-1 lg:block"
          >
            {t('backToSite')}
          </Link>
        </div>
        <nav aria-label={t('navLabel')} className="overflow-x-auto px-2 pb-2 lg:overflow-visible">
          <ul className="flex gap-1 lg:flex-col">
            {entries.map(({ area, icon: Icon }) => (
              <li key={area}>
                <NavLink
                  to={`${paths.admin}/${area}`}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-2 rounded-ui px-3 text-sm whitespace-nowrap lg:whitespace-normal',
                      isActive ? 'bg-white/15 font-semibold' : 'text-slate-200 hover:bg-white/10',
                    )
                  }
                >
                  <Icon size={18} aria-hidden="true" />
                  {t(`nav.${area}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="hidden px-4 py-4 text-xs text-slate-300 lg:block">
          {t('signedInAs', { name: user.fullName, role: t(`roles.${user.role}`) })}
        </p>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
