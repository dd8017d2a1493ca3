import { type Course, discountPercent, formatDuration, formatNumber } from '@kalvi/shared';
import { BookOpen, CheckCircle2, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { currentLanguage } from '../../lib/language';
import { localised } from '../../lib/localised';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from './badge';
import { CourseArt } from './course-art';
import { CoursePrice, FeaturedPrice } from './course-price';
import { Stars } from './stars';

/**
 * How a card sits on its page: `featured` is home's showcase (a link to the catalogue), `grid` and
 * `list` are the catalogue's two views (a link to the same list with the course's details open).
 * Both are real links: a tap before the page's code has run still opens the course (the server
 * renders it), and a learner can open it in a new tab or share it. The link is the title's,
 * stretched over the card, so its name is the words a learner sees (not the whole card's text).
 */
export type CourseCardProps = { course: Course; href: string } & (
  | { variant: 'featured' }
  | { variant: 'grid' | 'list'; enrolled: boolean }
);

const frame =
  'group relative flex overflow-hidden rounded-ui border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md';

/** One course as a card, the same everywhere it is listed; the whole card opens the course. */
export function CourseCard(props: CourseCardProps) {
  const { course } = props;
  const { t } = useTranslation('catalogue');
  const title = localised(course.title, course.title_ta);
  const open = t('open', { title });
  const featured = props.variant === 'featured';
  const isList = props.variant === 'list';
  const off = discountPercent(course.course_fee, course.original_course_fee);

  const body = (
    <div className={cn('flex flex-1 flex-col gap-3', featured ? 'p-5' : 'p-4 sm:p-5')}>
      {featured ? (
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{course.category}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="primary">{course.category}</Badge>
          <Badge>{t(`levels.${course.level}`)}</Badge>
          {props.enrolled && (
            <Badge tone="success">
              <CheckCircle2 aria-hidden="true" size={12} />
              {t('enrolled')}
            </Badge>
          )}
        </div>
      )}
      <h3
        className={cn('text-lg leading-snug font-bold text-ink', featured && 'group-hover:text-primary-800')}
      >
        <Link
          to={props.href}
          className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          aria-label={open}
        >
          {title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">{t('by', { name: course.instructor.name })}</p>
      {isList && (
        <p className="line-clamp-2 text-sm text-slate-600">
          {localised(course.course_description, course.course_description_ta)}
        </p>
      )}
      <div className={cn('flex items-center text-sm', featured ? 'gap-2' : 'flex-wrap gap-x-2 gap-y-1')}>
        <span className={cn('text-ink', featured ? 'font-semibold' : 'font-bold')}>
          {course.rating.toFixed(1)}
        </span>
        <Stars rating={course.rating} size={14} />
        <span className="text-slate-500">
          {featured
            ? t('reviewCount', { count: course.num_reviews })
            : t('reviews', { count: course.num_reviews })}
        </span>
      </div>
      <CourseFacts course={course} featured={featured} />
      {featured ? (
        <div className="mt-auto flex items-baseline gap-2 border-t border-slate-100 pt-3">
          <FeaturedPrice fee={course.course_fee} original={course.original_course_fee} />
        </div>
      ) : (
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <CoursePrice fee={course.course_fee} original={course.original_course_fee} />
          <span aria-hidden="true" className="text-sm font-semibold text-primary-700 group-hover:underline">
            {t('viewDetails')}
          </span>
        </div>
      )}
    </div>
  );

  if (props.variant === 'featured') {
    return (
      <article className={cn(frame, 'h-full flex-col')}>
        <div className="relative h-36">
          <CourseArt title={course.title} className="h-full" iconSize={56} image={course.image_url} />
          <Badge tone="neutral" className="absolute top-3 left-3 bg-white/90">
            {t(`levels.${course.level}`)}
          </Badge>
          {off > 0 && (
            <Badge tone="accent" className="absolute top-3 right-3">
              {t('off', { percent: off })}
            </Badge>
          )}
        </div>
        {body}
      </article>
    );
  }
  return (
    <article className={cn(frame, isList ? 'flex-col sm:flex-row' : 'flex-col')}>
      <CourseArt
        title={title}
        image={course.image_url}
        className={isList ? 'h-36 sm:h-auto sm:w-56 sm:shrink-0' : 'h-36'}
        iconSize={isList ? 44 : 52}
      />
      {body}
    </article>
  );
}

function Fact({ icon, children, featured }: { icon: ReactNode; children: ReactNode; featured: boolean }) {
  const Tag = featured ? 'span' : 'li';
  return (
    <Tag className="inline-flex items-center gap-1">
      {icon}
      {children}
    </Tag>
  );
}

/** Length, lessons and learners: home shows learners first, the catalogue the length first. */
function CourseFacts({ course, featured }: { course: Course; featured: boolean }) {
  const { t } = useTranslation('catalogue');
  const iconSize = featured ? 16 : 14;
  const duration = (
    <Fact key="duration" featured={featured} icon={<Clock aria-hidden="true" size={iconSize} />}>
      {formatDuration(course.duration_hours, course.duration_minutes, currentLanguage())}
    </Fact>
  );
  const students = (
    <Fact key="students" featured={featured} icon={<Users aria-hidden="true" size={iconSize} />}>
      {t('students', {
        value: featured ? String(course.num_students) : formatNumber(course.num_students, currentLanguage()),
      })}
    </Fact>
  );
  if (featured) {
    return (
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">{[students, duration]}</div>
    );
  }
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      {duration}
      <Fact featured={false} icon={<BookOpen aria-hidden="true" size={iconSize} />}>
        {t('lessons', { count: course.lessons })}
      </Fact>
      {students}
    </ul>
  );
}
