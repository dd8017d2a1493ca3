import { ArrowLeft, ArrowRight, Award } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-errors';
import { paths } from '../../lib/paths';
import { useSessionCheck } from '../../lib/session-probe';
import { useTranslation } from '../../lib/use-translation';
import { useCurriculum, useLesson } from './api/classroom-api';
import { CourseHome } from './components/course-home';
import { LessonList } from './components/lesson-list';
import { LessonView } from './components/lesson-view';
import { certificatePath, learnPath } from './learn-paths';
import { lessonWithPending, usePendingLessons, withPending } from './offline/pending-progress';

// Only for an enrolled learner, after the lesson: the Cache API code stays off everyone's first load.
const SaveOffline = lazy(() => import('./offline/save-offline').then((m) => ({ default: m.SaveOffline })));

// Its own chunk, fetched after the lesson: the lesson page's first load does not carry it.
const QuestionsArea = lazy(() =>
  import('./questions/questions-area').then((m) => ({ default: m.QuestionsArea })),
);

/** /learn/<course>: the course's page; /learn/<course>/<lesson>: the lesson first (text before video), then the list. */
export function LearnPage() {
  const { t } = useTranslation('classroom');
  const { courseId = '', lessonId } = useParams();
  const curriculum = useCurriculum(courseId);
  const lesson = useLesson(lessonId);
  const pending = usePendingLessons(courseId);
  // The lessons come with the session cookie whatever storage says; the header and the exercise
  // workspace learn who is signed in from the server too, without holding the lesson back.
  useSessionCheck();

  if (curriculum.isPending) return <PageSpinner />;
  if (curriculum.isError) {
    return <ErrorState message={curriculum.error.message} onRetry={() => void curriculum.refetch()} />;
  }
  const outline = withPending(curriculum.data, pending);
  if (!lessonId) return <CourseHome outline={outline} />;
  const { completed, total } = outline.progress;
  const percent = total ? Math.round((completed / total) * 100) : 0;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-6">
        <div>
          <Link
            to={`${paths.courses}?course=${encodeURIComponent(courseId)}`}
            className="text-sm text-primary-700 underline"
          >
            {outline.courseTitle}
          </Link>
          <div className="mt-2 flex items-center gap-3">
            <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full bg-success-600" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-sm text-slate-700">{t('learn.progress', { completed, total })}</span>
          </div>
        </div>
        {outline.certificateId && (
          <Link to={certificatePath(outline.certificateId)} className={buttonClasses('accent')}>
            <Award aria-hidden="true" size={18} /> {t('learn.certificate')}
          </Link>
        )}
        {lesson.isPending ? (
          <PageSpinner />
        ) : lesson.isError ? (
          <ErrorState
            message={lesson.error.message}
            onRetry={
              lesson.error instanceof ApiError && lesson.error.status >= 500
                ? () => void lesson.refetch()
                : undefined
            }
          />
        ) : (
          <>
            <LessonView lesson={lessonWithPending(lesson.data, pending)} enrolled={outline.enrolled} />
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
              {lesson.data.previousId ? (
                <Link
                  to={learnPath(courseId, lesson.data.previousId)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  <ArrowLeft aria-hidden="true" size={16} /> {t('learn.previous')}
                </Link>
              ) : (
                <span />
              )}
              {lesson.data.nextId && (
                <Link
                  to={learnPath(courseId, lesson.data.nextId)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('learn.next')} <ArrowRight aria-hidden="true" size={16} />
                </Link>
              )}
            </div>
            {outline.enrolled && (
              <Suspense fallback={<Spinner />}>
                <QuestionsArea key={lesson.data.id} lesson={lesson.data} />
              </Suspense>
            )}
          </>
        )}
      </div>
      <aside className="space-y-4 lg:order-none">
        {/* Beside the outline, after the lesson on a phone: the lesson's text comes first. */}
        {outline.enrolled && (
          <Suspense fallback={null}>
            <SaveOffline curriculum={curriculum.data} />
          </Suspense>
        )}
        <LessonList curriculum={outline} currentId={lessonId} />
      </aside>
    </div>
  );
}
