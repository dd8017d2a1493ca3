import type { Course } from '@kalvi/shared';
import { Lock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/use-translation';
import { useCourseCurriculum } from '../api/curriculum-api';

const lessonHref = (courseId: string, lessonId: string) =>
  `${paths.learn.replace(':courseId', encodeURIComponent(courseId))}/${encodeURIComponent(lessonId)}`;

/** The Curriculum tab: sections, lessons, kinds and durations; previews open, locked lessons marked. */
export function CurriculumTab({ course }: { course: Course }) {
  const { t } = useTranslation('classroom');
  const query = useCourseCurriculum(course.id);
  if (query.isPending) return <Spinner label={t('curriculum.loading')} className="w-full py-10" />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const outline = query.data;
  if (outline.sections.length === 0) return <p className="text-slate-600">{t('curriculum.empty')}</p>;
  return (
    <div className="space-y-5">
      {outline.enrolled && outline.nextLessonId && (
        <Link to={lessonHref(course.id, outline.nextLessonId)} className={buttonClasses('accent')}>
          {t('curriculum.continue')}
        </Link>
      )}
      {outline.sections.map((section) => (
        <section key={section.id}>
          <h3 className="mb-2 font-semibold text-ink">{section.title}</h3>
          <ol className="divide-y divide-slate-100 rounded-ui border border-slate-200">
            {section.lessons.map((lesson) => (
              <li key={lesson.id} className="flex min-h-11 flex-wrap items-center gap-2 px-3 py-2 text-sm">
                {lesson.locked ? (
                  <Lock aria-hidden="true" size={16} className="shrink-0 text-slate-500" />
                ) : (
                  <PlayCircle aria-hidden="true" size={16} className="shrink-0 text-primary-700" />
                )}
                {lesson.locked ? (
                  <span className="min-w-0 flex-1 basis-48">
                    {lesson.title}
                    <span className="sr-only"> ({t('curriculum.locked')})</span>
                  </span>
                ) : (
                  <Link
                    to={lessonHref(course.id, lesson.id)}
                    className="min-w-0 flex-1 basis-48 font-medium text-primary-700 hover:underline"
                  >
                    {lesson.title}
                  </Link>
                )}
                {lesson.isPreview && <Badge tone="success">{t('curriculum.preview')}</Badge>}
                <Badge>{t(`kinds.${lesson.kind}`)}</Badge>
                {lesson.durationMinutes > 0 && (
                  <span className="text-xs text-slate-600">
                    {t('curriculum.minutes', { count: lesson.durationMinutes })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
