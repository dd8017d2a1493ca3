import { videoEmbedUrl } from '@kalvi/shared';
import { Award, BookOpen, Languages, Play, Rocket, Sparkles, Target, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { VideoModal } from '../../components/ui/video-modal';
import { cn } from '../../lib/cn';
import { useSite } from '../../lib/site-settings';
import { useUiStore } from '../../lib/stores/ui-store';
import { useTranslation } from '../../lib/use-translation';
import { FeatureCarousel } from './feature-carousel';

const highlights = [
  { key: 'live', icon: Video, highlighted: true },
  { key: 'language', icon: Languages, highlighted: false },
  { key: 'projects', icon: Target, highlighted: false },
  { key: 'career', icon: Rocket, highlighted: false },
] as const;

/**
 * docs/product/README.md#marketing-claims: the About page's own figures. The number of courses
 * is counted from the catalogue (GET /api/site), as on the home page, never a claim in code.
 */
const stats = [
  { key: 'students', value: () => '10K+', icon: Users },
  {
    key: 'courses',
    value: (courses?: number) => (courses === undefined ? '' : String(courses)),
    icon: BookOpen,
  },
  { key: 'certificates', value: () => '10K+', icon: Award },
] as const;

export function AboutPage() {
  const { t } = useTranslation('site');
  const { t: tc } = useTranslation();
  const [demoOpen, setDemoOpen] = useState(false);
  const openDemo = () => setDemoOpen(true);
  const site = useSite();
  // The admin's video (docs/decisions/123); without one the play buttons are not shown.
  const demo = site ? videoEmbedUrl(site.videos.about) : null;

  return (
    <>
      <title>{tc('pageTitle', { title: t('about.title') })}</title>
      <section className="bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {t('about.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{t('about.headline')}</h1>
            <p className="mt-5 text-lg text-white/85">{t('about.mission')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button variant="accent" size="lg" onClick={() => useUiStore.getState().openAuth('register')}>
                <Sparkles aria-hidden="true" size={20} />
                {t('about.startTrial')}
              </Button>
              {demo && (
                <Button
                  variant="ghost"
                  size="lg"
                  className="border border-white/40 text-white hover:bg-white/10"
                  onClick={openDemo}
                >
                  <Play aria-hidden="true" size={18} />
                  {t('about.watchDemo')}
                </Button>
              )}
            </div>
          </div>
          <div className="relative aspect-video overflow-hidden rounded-ui bg-gradient-to-br from-accent-400 via-accent-500 to-primary-700 shadow-lg">
            <svg aria-hidden="true" viewBox="0 0 400 225" className="absolute inset-0 size-full opacity-40">
              <rect x="40" y="40" width="200" height="14" rx="7" fill="#fff" />
              <rect x="40" y="70" width="150" height="14" rx="7" fill="#fff" />
              <rect x="40" y="100" width="180" height="14" rx="7" fill="#fff" />
              <rect x="60" y="130" width="120" height="14" rx="7" fill="#fff" />
              <circle cx="320" cy="70" r="36" fill="#fff" />
              <rect x="270" y="120" width="100" height="60" rx="10" fill="#fff" />
            </svg>
            {demo && (
              <button
                type="button"
                onClick={openDemo}
                aria-label={t('about.playDemo')}
                className="absolute inset-0 m-auto flex size-20 items-center justify-center rounded-full bg-white text-primary-800 shadow-lg transition-transform hover:scale-110"
              >
                <Play aria-hidden="true" size={34} fill="currentColor" />
              </button>
            )}
            <p className="absolute bottom-4 left-4 rounded-full bg-ink/70 px-4 py-2 text-sm font-semibold text-white">
              {t('about.demoCaption')}
            </p>
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <section aria-labelledby="highlights-title">
          <h2 id="highlights-title" className="text-center text-3xl font-extrabold text-ink sm:text-4xl">
            {t('about.highlightsTitle')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {highlights.map(({ key, icon: Icon, highlighted }) => (
              <li
                key={key}
                className={cn(
                  'relative rounded-ui border p-6 shadow-sm',
                  highlighted
                    ? 'border-primary-700 bg-primary-800 text-white ring-4 ring-accent-300'
                    : 'border-slate-200 bg-white',
                )}
              >
                {highlighted && (
                  <span className="absolute -top-3 right-4 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink">
                    {t('about.popular')}
                  </span>
                )}
                <Icon
                  aria-hidden="true"
                  size={28}
                  className={highlighted ? 'text-accent-300' : 'text-primary-700'}
                />
                <h3 className={cn('mt-4 text-lg font-bold', highlighted ? 'text-white' : 'text-ink')}>
                  {t(`about.highlights.${key}.title`)}
                </h3>
                <p className={cn('mt-2', highlighted ? 'text-white/85' : 'text-slate-600')}>
                  {t(`about.highlights.${key}.body`)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-stats-title">
          <h2 id="about-stats-title" className="sr-only">
            {t('about.statsTitle')}
          </h2>
          <dl className="grid gap-6 sm:grid-cols-3">
            {stats.map(({ key, value, icon: Icon }) => (
              // dt and dd are the group's only children (definition-list rule); the icon sits in the dt.
              <div
                key={key}
                className="relative flex min-h-26 flex-col-reverse justify-center rounded-ui border border-slate-200 bg-white p-6 pl-24 shadow-sm"
              >
                <dt className="text-slate-600">
                  <span className="absolute top-1/2 left-6 flex size-14 -translate-y-1/2 items-center justify-center rounded-full bg-accent-100 text-accent-800">
                    <Icon aria-hidden="true" size={28} />
                  </span>
                  {t(`about.stats.${key}`)}
                </dt>
                <dd className="text-3xl font-extrabold text-ink">{value(site?.counts.courses)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <FeatureCarousel />
      </div>

      {demo && (
        <VideoModal open={demoOpen} onOpenChange={setDemoOpen} title={t('about.demoTitle')} src={demo} />
      )}
    </>
  );
}
