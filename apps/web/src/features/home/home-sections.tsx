import { HOME_TESTIMONIALS, TESTIMONIALS, videoEmbedUrl } from '@kalvi/shared';
import {
  ArrowRight,
  Award,
  Briefcase,
  CalendarDays,
  GraduationCap,
  Languages,
  type LucideIcon,
  MapPin,
  Play,
  Presentation,
  ShieldCheck,
  Target,
  Video,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { CourseCard } from '../../components/ui/course-card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { TestimonialCard } from '../../components/ui/testimonial-card';
import { VideoModal } from '../../components/ui/video-modal';
import { paths } from '../../lib/paths';
import { useSite } from '../../lib/site-settings';
import { useTranslation } from '../../lib/use-translation';
import { useFeaturedCourses } from './api/featured-courses-api';
import { CountUp } from './count-up';

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}

function Section({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">{children}</div>
    </section>
  );
}

const whyPoints: { key: 'language' | 'live' | 'projects' | 'reach'; icon: LucideIcon }[] = [
  { key: 'language', icon: Languages },
  { key: 'live', icon: Video },
  { key: 'projects', icon: Target },
  { key: 'reach', icon: MapPin },
];

function WhyChoose() {
  const { t } = useTranslation('site');
  const [videoOpen, setVideoOpen] = useState(false);
  const site = useSite();
  // The admin's intro video (docs/decisions/123); without one the picture has no play button.
  const video = site ? videoEmbedUrl(site.videos.home) : null;
  return (
    <Section id="why-title" className="bg-white">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 id="why-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('why.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('why.intro')}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {whyPoints.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-ui bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" size={22} />
                </span>
                <div>
                  <h3 className="font-bold text-ink">{t(`why.points.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-600">{t(`why.points.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={() => setVideoOpen(true)}
          disabled={!video}
          className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-ui bg-gradient-to-br from-primary-800 via-primary-700 to-accent-500 shadow-lg"
        >
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_30%_30%,rgb(255_255_255/0.25),transparent_60%)]"
          />
          <span className="relative flex size-20 items-center justify-center rounded-full bg-white text-primary-800 shadow-lg transition-transform group-hover:scale-110">
            <Play aria-hidden="true" size={34} fill="currentColor" />
          </span>
          <span className="absolute bottom-4 left-4 rounded-full bg-ink/70 px-4 py-2 text-sm font-semibold text-white">
            {t('why.watch')}
          </span>
        </button>
      </div>
      {video && (
        <VideoModal open={videoOpen} onOpenChange={setVideoOpen} title={t('why.videoTitle')} src={video} />
      )}
    </Section>
  );
}

function FeaturedCourses() {
  const { t } = useTranslation('site');
  const courses = useFeaturedCourses();
  return (
    <Section id="featured-title">
      <SectionHeading id="featured-title" title={t('featured.title')} intro={t('featured.intro')} />
      {courses.isPending ? (
        <ul aria-busy="true" className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-96" />
            </li>
          ))}
        </ul>
      ) : courses.isError ? (
        <ErrorState
          message={t('featured.error')}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState title={t('featured.empty')} description={t('featured.emptyBody')} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3" data-testid="featured-courses">
          {courses.data.map((course) => (
            <li key={course.id}>
              <CourseCard
                variant="featured"
                course={course}
                href={`${paths.courses}?course=${encodeURIComponent(course.id)}`}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex justify-center">
        <Link to={paths.courses} className={buttonClasses('primary', 'lg')}>
          {t('featured.viewAll')}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </Section>
  );
}

const featureItems: {
  key: 'mentors' | 'certificates' | 'internships' | 'placement' | 'community' | 'guarantee';
  icon: LucideIcon;
}[] = [
  { key: 'mentors', icon: Presentation },
  { key: 'certificates', icon: Award },
  { key: 'internships', icon: Briefcase },
  { key: 'placement', icon: GraduationCap },
  { key: 'community', icon: CalendarDays },
  { key: 'guarantee', icon: ShieldCheck },
];

function TopFeatures() {
  const { t } = useTranslation('site');
  return (
    <Section id="features-title" className="bg-white">
      <SectionHeading id="features-title" title={t('features.title')} intro={t('features.intro')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featureItems.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex gap-4 rounded-ui border border-slate-200 p-5 transition-shadow hover:shadow-md sm:flex-col sm:p-6"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-ui bg-accent-100 text-accent-800">
              <Icon aria-hidden="true" size={24} />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{t(`features.items.${key}.title`)}</h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{t(`features.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Stats() {
  const { t } = useTranslation('site');
  const counts = useSite()?.counts;
  // Instructors and courses are counted from the catalogue (docs/decisions/123).
  const stats = [
    { key: 'students', to: 1000, suffix: '+' },
    { key: 'instructors', to: counts?.instructors ?? 0, suffix: '' },
    { key: 'courses', to: counts?.courses ?? 0, suffix: '' },
    { key: 'rating', to: 4.8, decimals: 1, suffix: '/5' },
  ] as const;
  return (
    <section
      aria-labelledby="stats-title"
      className="bg-gradient-to-br from-primary-900 to-primary-700 text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          {t('stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-semibold tracking-wide text-white/80 uppercase">
                {t(`stats.${stat.key}`)}
              </dt>
              <dd className="text-4xl font-extrabold text-accent-300 sm:text-5xl">
                <CountUp
                  to={stat.to}
                  suffix={stat.suffix}
                  decimals={'decimals' in stat ? stat.decimals : 0}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function LearnerTestimonials() {
  const { t } = useTranslation('site');
  return (
    <Section id="testimonials-title">
      <SectionHeading id="testimonials-title" title={t('learners.title')} intro={t('learners.intro')} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.slice(0, HOME_TESTIMONIALS).map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} verifiedLabel={t('learners.verified')} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link to={paths.testimonials} className={buttonClasses('secondary', 'lg')}>
          {t('learners.more')}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </Section>
  );
}

function CallToAction({ onTalkToAdvisor }: { onTalkToAdvisor: () => void }) {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-ui bg-gradient-to-br from-accent-400 to-accent-600 px-6 py-12 text-center text-ink shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink/80">{t('cta.body')}</p>
        <Button
          variant="primary"
          size="lg"
          className="mt-8 bg-ink hover:bg-primary-950"
          onClick={onTalkToAdvisor}
        >
          {t('cta.button')}
          <ArrowRight aria-hidden="true" size={18} />
        </Button>
        <p className="mt-4 text-sm font-semibold text-ink/75">{t('cta.note')}</p>
      </div>
    </section>
  );
}

/** Everything on home below the hero, in the order of docs/product/screens.md#home. */
export function HomeSections({ onTalkToAdvisor }: { onTalkToAdvisor: () => void }) {
  return (
    <>
      <WhyChoose />
      <FeaturedCourses />
      <TopFeatures />
      <Stats />
      <LearnerTestimonials />
      <CallToAction onTalkToAdvisor={onTalkToAdvisor} />
    </>
  );
}
