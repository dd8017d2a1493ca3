import { HEADER_SCROLL_SWITCH_PX } from '@kalvi/shared';
import { ChevronDown, Menu, Sparkles, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/session';
import { useSite } from '../../lib/site-settings';
import { useHeaderUser } from '../../lib/stores/auth-store';
import { type AuthModalType, useUiStore } from '../../lib/stores/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useTranslation } from '../../lib/use-translation';
import { AccountBadge } from './account-badge';
import { Logo } from './logo';
import { featureLinks, mainLinksAfterFeatures } from './nav-items';
import { desktopLink } from './nav-styles';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
// The phone bar's bell comes in the menu's chunk, which the first load already names.
const PhoneBell = lazy(() => loadMobileMenu().then((m) => ({ default: m.NotificationBell })));
const FeaturesMenu = lazy(() => import('./desktop-menus').then((m) => ({ default: m.FeaturesMenu })));
const AccountMenu = lazy(() => import('./desktop-menus').then((m) => ({ default: m.AccountMenu })));

// Small, but the first page's script budget is spent: it arrives just after the header paints.
const LanguageSwitch = lazy(() => import('./language-switch').then((m) => ({ default: m.LanguageSwitch })));

const MOBILE_MENU_ID = 'mobile-menu';

/** Tailwind's `lg`: the full navigation from here up, the menu toggle below. */
const DESKTOP = '(min-width: 64rem)';

export function Header() {
  const { t, i18n } = useTranslation();
  const banner = useSite()?.banner;
  const location = useLocation();
  const navigate = useNavigate();
  const user = useHeaderUser();
  const openAuth = useUiStore((s) => s.openAuth);
  const mobileOpen = useUiStore((s) => s.showMobileMenu);
  const setMobileOpen = useUiStore((s) => s.setMobileMenu);
  const scrolled = useScrolledPast(HEADER_SCROLL_SWITCH_PX);
  const isDesktop = useMediaQuery(DESKTOP);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const isHome = location.pathname === paths.home;
  const menuOpen = mobileOpen && !isDesktop;
  const solid = !isHome || scrolled || menuOpen;
  const featureActive = featureLinks.some((l) => location.pathname.startsWith(l.to));

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname, setMobileOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, setMobileOpen]);

  // Fetch the phone menu's code once the page is idle, so the first tap does not wait for it.
  useEffect(() => {
    if (isDesktop) return;
    const handle = window.setTimeout(() => void loadMobileMenu(), 1500);
    return () => window.clearTimeout(handle);
  }, [isDesktop]);

  // Opening the dialog closes the phone menu and unmounts the button that opened it, so hand
  // focus to the menu toggle first: the dialog returns focus there when it closes.
  const openAuthFromMenu = (type: AuthModalType) => {
    toggleRef.current?.focus();
    openAuth(type);
  };

  const handleLogout = () => {
    navigate(paths.home);
    void signOut();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40">
      {/* The festive banner, while the dates an admin set say so (docs/decisions/123). */}
      {banner && (
        <div className="flex h-9 items-center justify-center bg-accent-400 px-4 text-[13px] font-semibold text-ink sm:text-sm">
          <Link
            to={paths.courses}
            className="inline-flex max-w-full items-center gap-2 underline-offset-2 hover:underline"
          >
            <Sparkles aria-hidden="true" size={16} className="shrink-0" />
            <span className="truncate">{banner[i18n.language === 'ta' ? 'ta' : 'en']}</span>
            <span className="hidden underline sm:inline">{t('banner.cta')}</span>
          </Link>
        </div>
      )}

      <div>
        <div
          data-solid={solid}
          className={cn(
            'transition-[background-color,box-shadow] duration-200',
            solid ? 'bg-primary-900 shadow-md' : 'bg-transparent',
          )}
        >
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
            <Link to={paths.home} className="rounded-ui" data-variant={scrolled ? 'compact' : 'full'}>
              <Logo compact={scrolled} linkSuffix={t('nav.homeSuffix')} />
            </Link>

            {isDesktop ? (
              <>
                <nav aria-label={t('nav.label')} className="ml-6 flex flex-1 items-center gap-1">
                  <NavLink to={paths.courses} className={desktopLink}>
                    {t('nav.courses')}
                  </NavLink>
                  <Suspense
                    fallback={
                      <span className={desktopLink}>
                        {t('nav.features')}
                        <ChevronDown aria-hidden="true" size={16} />
                      </span>
                    }
                  >
                    <FeaturesMenu active={featureActive} />
                  </Suspense>
                  {mainLinksAfterFeatures.map(({ to, label }) => (
                    <NavLink key={to} to={to} className={desktopLink}>
                      {t(label)}
                    </NavLink>
                  ))}
                </nav>
                <div className="ml-auto flex items-center gap-2">
                  <Suspense fallback={<span className="min-h-11 w-24" />}>
                    <LanguageSwitch />
                  </Suspense>
                  {user ? (
                    <Suspense fallback={<span className="text-white">{user.firstName}</span>}>
                      <AccountMenu user={user} onLogout={handleLogout} />
                    </Suspense>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={buttonClasses('ghost', 'md', 'text-white hover:bg-white/10')}
                        onClick={() => openAuth('login')}
                      >
                        {t('account.signIn')}
                      </button>
                      <button
                        type="button"
                        className={buttonClasses('accent', 'md')}
                        onClick={() => openAuth('register')}
                      >
                        {t('account.getStarted')}
                      </button>
                    </>
                  )}
                </div>
              </>
            ) : (
              <>
                {/* Signed in, the bar names the learner on phones too, and in the server's HTML. */}
                {user && (
                  <Link
                    to={paths.profile}
                    className="ml-auto inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-white hover:bg-white/10"
                    aria-label={t('account.profileOf', { name: user.firstName })}
                  >
                    <AccountBadge user={user} />
                  </Link>
                )}
                {user && (
                  <Suspense>
                    <PhoneBell user={user} />
                  </Suspense>
                )}
                <button
                  ref={toggleRef}
                  type="button"
                  className={cn(
                    'inline-flex size-11 shrink-0 items-center justify-center rounded-ui text-white hover:bg-white/10',
                    !user && 'ml-auto',
                  )}
                  aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
                  aria-expanded={menuOpen}
                  aria-controls={MOBILE_MENU_ID}
                  onPointerDown={loadMobileMenu}
                  onClick={() => setMobileOpen(!menuOpen)}
                >
                  {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
                </button>
              </>
            )}
          </div>
        </div>

        {menuOpen && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="fixed inset-0 -z-10 cursor-default bg-ink/60"
            onClick={() => setMobileOpen(false)}
          />
        )}
        {menuOpen && (
          <Suspense
            fallback={
              <div
                id={MOBILE_MENU_ID}
                className="flex justify-center border-t border-white/10 bg-primary-900 py-6"
              >
                <Spinner />
              </div>
            }
          >
            <MobileMenu
              id={MOBILE_MENU_ID}
              user={user}
              featureActive={featureActive}
              onAuth={openAuthFromMenu}
              onLogout={handleLogout}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
