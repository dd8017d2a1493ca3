import { CAROUSEL_INTERVAL_MS } from '@kalvi/shared';
import { Hammer, MessagesSquare, Pause, Play, Rocket, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { REDUCED_MOTION } from '../../lib/motion';
import { useMediaQuery } from '../../lib/use-media-query';
import { useTranslation } from '../../lib/use-translation';

const slides = [
  { key: 'talk', icon: MessagesSquare, tone: 'from-primary-700 to-primary-900' },
  { key: 'learn', icon: Video, tone: 'from-sky-600 to-indigo-800' },
  { key: 'build', icon: Hammer, tone: 'from-emerald-600 to-teal-800' },
  { key: 'launch', icon: Rocket, tone: 'from-accent-500 to-accent-700' },
] as const;

/**
 * docs/product/screens.md#about: four steps, advancing every 3 seconds. It holds still while the pointer or the
 * keyboard is on it, when the learner presses Pause, and for people who ask for reduced motion.
 */
export function FeatureCarousel() {
  const { t } = useTranslation('site');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Read through the store, not as the first state: the server cannot know the preference, and a
  // first render that differed from its HTML broke hydration for everyone who asks for less motion.
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [pausedByLearner, setPausedByLearner] = useState<boolean | null>(null);
  const paused = pausedByLearner ?? reducedMotion;
  const running = !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('about.carouselLabel')}
      className="rounded-ui border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="carousel"
      data-running={running}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-ink sm:text-2xl">{t('about.carouselTitle')}</h2>
        <button
          type="button"
          onClick={() => setPausedByLearner(!paused)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-200 text-slate-700 hover:bg-slate-100"
          aria-label={paused ? t('about.play') : t('about.pause')}
        >
          {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
        </button>
      </div>
      {/* Announce a slide only when the learner moved it, not on every automatic turn. */}
      <div className="mt-4" aria-live={running ? 'off' : 'polite'}>
        {slides.map(({ key, icon: Icon, tone }, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
          <div
            key={key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('about.slideLabel', { index: i + 1, total: slides.length })}
            hidden={i !== index}
            className={cn('rounded-ui bg-gradient-to-br p-6 text-white sm:p-8', tone)}
          >
            <Icon aria-hidden="true" size={40} className="text-white/90" />
            <h3 className="mt-4 text-2xl font-extrabold">{t(`about.slides.${key}.title`)}</h3>
            <p className="mt-2 max-w-xl text-white/90">{t(`about.slides.${key}.body`)}</p>
          </div>
        ))}
      </div>
      <div className="mt-4 flex justify-center gap-1">
        {slides.map(({ key }, i) => (
          <button
            key={key}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={t('about.goTo', { index: i + 1, title: t(`about.slides.${key}.title`) })}
            aria-current={i === index ? 'true' : undefined}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all',
                i === index ? 'w-8 bg-primary-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
