import type { Curriculum } from '@kalvi/shared';
import { ArrowRight, Award } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { certificatePath, learnPath } from '../learn-paths';
import { LessonList } from './lesson-list';

/**
 * /learn/<course>: the course's own page in the classroom, rendered on the server for its reader
 * (docs/decisions/199-classroom-course-page-rendered.md): title, progress, the next lesson as a
 * link and the outline, so the first paint shows the course rather than a forward to a lesson.
 */
export function CourseHome({ outline }: { outline: Curriculum }) {
  const { t } = useTranslation('classroom');
  const lessons = outline.sections.flatMap((section) => section.lessons);
  const next = lessons.find((lesson) => lesson.id === outline.nextLessonId) ?? lessons[0];
  const { completed, total } = outline.progress;
  const percent = total ? Math.round((completed / total) * 100) : 0;
  const nextLabel = !next
    ? null
    : completed === 0
      ? t('learn.start')
      : completed >= total
        ? t('learn.review')
        : t('learn.continueWith', { lesson: next.title });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div className="space-y-3">
        <h1 className="text-2xl font-bold text-ink">{outline.courseTitle}</h1>
        <div className="flex items-center gap-3">
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full bg-success-600" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm text-slate-700">{t('learn.progress', { completed, total })}</span>
        </div>
        <div className="flex flex-wrap gap-3">
          {next && nextLabel && (
            <Link to={learnPath(outline.courseId, next.id)} className={buttonClasses('primary')}>
              {nextLabel} <ArrowRight aria-hidden="true" size={18} />
            </Link>
          )}
          {outline.certificateId && (
            <Link to={certificatePath(outline.certificateId)} className={buttonClasses('accent')}>
              <Award aria-hidden="true" size={18} /> {t('learn.certificate')}
            </Link>
          )}
        </div>
      </div>
      {next ? <LessonList curriculum={outline} /> : <p>{t('learn.empty')}</p>}
    </div>
  );
}
