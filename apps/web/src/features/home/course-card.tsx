import { type Course, discountPercent, formatDuration, formatInr } from '@kalvi/shared';
import { Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { CourseArt } from '../../components/ui/course-art';
import { Stars } from '../../components/ui/stars';
import { paths } from '../../lib/paths';

/** A featured course; choosing it opens the course's details on the catalogue page. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('site');
  const off = discountPercent(course.course_fee, course.original_course_fee);
  return (
    <Link
      to={`${paths.courses}?course=${encodeURIComponent(course.id)}`}
      aria-label={t('featured.open', { title: course.title })}
      className="group flex h-full flex-col overflow-hidden rounded-ui border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-36">
        <CourseArt title={course.title} className="h-full" iconSize={56} />
        <Badge tone="neutral" className="absolute top-3 left-3 bg-white/90">
          {course.level}
        </Badge>
        {off > 0 && (
          <Badge tone="accent" className="absolute top-3 right-3">
            {t('featured.off', { percent: off })}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{course.category}</p>
        <h3 className="text-lg leading-snug font-bold text-ink group-hover:text-primary-800">
          {course.title}
        </h3>
        <p className="text-sm text-slate-600">{t('featured.by', { name: course.instructor.name })}</p>
        <div className="flex items-center gap-2 text-sm">
          <span className="font-semibold text-ink">{course.rating.toFixed(1)}</span>
          <Stars rating={course.rating} size={14} />
          <span className="text-slate-500">{t('featured.reviews', { count: course.num_reviews })}</span>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" size={16} />
            {t('featured.students', { count: course.num_students })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={16} />
            {formatDuration(course.duration_hours, course.duration_minutes)}
          </span>
        </div>
        <div className="mt-auto flex items-baseline gap-2 border-t border-slate-100 pt-3">
          {course.course_fee === 0 ? (
            <span className="text-xl font-extrabold text-success-700">{t('featured.free')}</span>
          ) : (
            <>
              <span className="text-xl font-extrabold text-ink">{formatInr(course.course_fee)}</span>
              {off > 0 && (
                <s className="text-sm text-slate-500">
                  <span className="sr-only">{t('featured.originalPrice')}: </span>
                  {formatInr(course.original_course_fee)}
                </s>
              )}
            </>
          )}
        </div>
      </div>
    </Link>
  );
}
