import { CONFETTI_MS } from '@kalvi/shared';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { loadNamespaces } from '../../lib/i18n';
import { prefersReducedMotion } from '../../lib/motion';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';

/*
 * Only the hero's words and buttons are needed for the first paint (docs/decisions/060). The
 * sections below it, their strings (the `site` namespace) and the hero's picture download in
 * parallel right after; the advisor form only when first asked for.
 */
const HomeSections = lazy(() =>
  Promise.all([import('./home-sections'), loadNamespaces('site', 'catalogue')]).then(([m]) => ({
    default: m.HomeSections,
  })),
);
const HeroCard = lazy(() =>
  Promise.all([import('./hero-card'), loadNamespaces('site')]).then(([m]) => ({ default: m.HeroCard })),
);
const loadAdvisorModal = () =>
  Promise.all([import('./advisor-modal'), loadNamespaces('site')]).then(([m]) => ({
    default: m.AdvisorModal,
  }));
const AdvisorModal = lazy(loadAdvisorModal);
const Confetti = lazy(() => import('./confetti').then((m) => ({ default: m.Confetti })));

export function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const [advisorOpen, setAdvisorOpen] = useState(false);
  // The modal's code is fetched on the first click and kept mounted afterwards so it can animate closed.
  const [advisorWanted, setAdvisorWanted] = useState(false);
  // Started once the page is in the browser: the server's HTML (and its hydration) has no confetti.
  const [celebrating, setCelebrating] = useState(false);
  useEffect(() => setCelebrating(!prefersReducedMotion()), []);

  const openAdvisor = () => {
    setAdvisorWanted(true);
    setAdvisorOpen(true);
  };

  return (
    <>
      <title>{tc('pageTitle', { title: t('title') })}</title>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 pt-shell text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent-400/20 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:px-8 lg:py-24">
          <div>
            <p lang="ta" className="font-tamil text-sm font-semibold text-accent-300 sm:text-base">
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {t('hero.title')}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-white/85">{t('hero.intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button
                variant="accent"
                size="lg"
                onClick={openAdvisor}
                onPointerEnter={() => void loadAdvisorModal()}
                onFocus={() => void loadAdvisorModal()}
              >
                {t('hero.bookTrial')}
              </Button>
              <Link
                to={paths.courses}
                className={buttonClasses(
                  'ghost',
                  'lg',
                  'border border-white/40 text-white hover:bg-white/10',
                )}
              >
                {t('hero.explore')}
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </div>
            <ul className="mt-8 flex flex-col gap-3 text-sm text-white/90 sm:flex-row sm:gap-6">
              {/* Characters, not icons: the hero stays as light as it can be. */}
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className="text-lg text-accent-300">
                  ✓
                </span>
                {t('hero.students')}
              </li>
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className="text-lg text-accent-300">
                  ★
                </span>
                {t('hero.rating')}
              </li>
            </ul>
          </div>
          <Suspense fallback={<div aria-hidden="true" className="hidden h-80 sm:block" />}>
            <HeroCard />
          </Suspense>
        </div>
      </section>

      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeSections onTalkToAdvisor={openAdvisor} />
      </Suspense>

      {advisorWanted && (
        <Suspense fallback={null}>
          <AdvisorModal open={advisorOpen} onOpenChange={setAdvisorOpen} />
        </Suspense>
      )}
      {celebrating && (
        <Suspense fallback={null}>
          <Confetti durationMs={CONFETTI_MS} onDone={() => setCelebrating(false)} />
        </Suspense>
      )}
    </>
  );
}
