import type { Course } from '@kalvi/shared';
import { formatDuration } from '@kalvi/shared';
import { BookOpen, CheckCircle2, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { CourseArt } from '../../../components/ui/course-art';
import { Stars } from '../../../components/ui/stars';
import { cn } from '../../../lib/cn';
import type { ViewMode } from '../use-catalogue-params';
import { CoursePrice } from './course-price';

export interface CourseCardProps {
  course: Course;
  view: ViewMode;
  enrolled: boolean;
  onOpen: (course: Course) => void;
}

/** One course in the grid or the list; the whole card opens the detail view. */
export function CourseCard({ course, view, enrolled, onOpen }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const isList = view === 'list';
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-ui border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        isList ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <CourseArt
        title={course.title}
        className={cn(isList ? 'h-36 sm:h-auto sm:w-56 sm:shrink-0' : 'h-36')}
        iconSize={isList ? 44 : 52}
      />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="primary">{course.category}</Badge>
          <Badge>{t(`filters.levels.${course.level}`)}</Badge>
          {enrolled && (
            <Badge tone="success">
              <CheckCircle2 aria-hidden="true" size={12} />
              {t('card.enrolled')}
            </Badge>
          )}
        </div>
        <h3 className="text-lg leading-snug font-bold text-ink">
          <button
            type="button"
            onClick={() => onOpen(course)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
            aria-label={t('card.openCourse', { title: course.title })}
          >
            {course.title}
          </button>
        </h3>
        <p className="text-sm text-slate-600">{t('card.by', { name: course.instructor.name })}</p>
        {isList && <p className="line-clamp-2 text-sm text-slate-600">{course.course_description}</p>}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-bold text-ink">{course.rating.toFixed(1)}</span>
          <Stars rating={course.rating} size={14} />
          <span className="text-slate-500">{t('card.reviews', { count: course.num_reviews })}</span>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={14} />
            {formatDuration(course.duration_hours, course.duration_minutes)}
          </li>
          <li className="inline-flex items-center gap-1">
            <BookOpen aria-hidden="true" size={14} />
            {t('card.lessons', { count: course.lessons })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" size={14} />
            {t('card.students', { value: course.num_students.toLocaleString('en-IN') })}
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <CoursePrice fee={course.course_fee} original={course.original_course_fee} />
          <span aria-hidden="true" className="text-sm font-semibold text-primary-700 group-hover:underline">
            {t('card.viewDetails')}
          </span>
        </div>
      </div>
    </article>
  );
}
