import type { Lesson } from '@kalvi/shared';
import { formatDate } from '@kalvi/shared';
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-errors';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useTranslation } from '../../../lib/use-translation';
import { useCompleteLesson } from '../api/classroom-api';
import { ExerciseWorkspace } from '../exercise/exercise-workspace';
import { ProjectView } from './project-view';
import { QuizView } from './quiz-view';
import { Reading } from './reading';
import { VideoPlayer } from './video-player';

function LiveSession({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation('classroom');
  const started = lesson.startsAt !== null && new Date(lesson.startsAt).getTime() < Date.now();
  return (
    <div className="space-y-4">
      {lesson.startsAt && (
        <p className="font-semibold">
          {t('live.startsAt', { when: formatDate(lesson.startsAt, i18n.language, 'dateTime') })}
        </p>
      )}
      <Reading body={lesson.body} />
      {lesson.joinUrl ? (
        <a
          href={lesson.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('accent')}
        >
          <ExternalLink aria-hidden="true" size={18} /> {t('live.join')}
        </a>
      ) : (
        !started && <p className="text-sm text-slate-600">{t('live.joinOpens')}</p>
      )}
      {lesson.recordingUrl && (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('live.recording')}</h3>
          <VideoPlayer link={lesson.recordingUrl} title={lesson.title} />
        </div>
      )}
    </div>
  );
}

/** An exercise lesson: the workspace, or a word that it is on its way when the server has none yet. */
function ExerciseLesson({ lesson, enrolled }: { lesson: Lesson; enrolled: boolean }) {
  const { t } = useTranslation('classroom');
  const signedIn = useAuthStore((s) => s.user !== null);
  if (!lesson.exercise) return <p className="text-slate-700">{t('exercise.lesson.missing')}</p>;
  return (
    <ExerciseWorkspace
      source={{ kind: 'lesson', courseId: lesson.courseId, lessonId: lesson.id, exercise: lesson.exercise }}
      access={!signedIn ? 'signIn' : enrolled ? 'run' : 'enrol'}
    />
  );
}

/** One lesson's content by kind, and "Mark as complete" for the kinds that finish by it. */
export function LessonView({ lesson, enrolled }: { lesson: Lesson; enrolled: boolean }) {
  const { t } = useTranslation('classroom');
  const complete = useCompleteLesson(lesson.courseId, lesson.id);
  const byButton = lesson.kind === 'video' || lesson.kind === 'reading' || lesson.kind === 'live';
  return (
    <article className="space-y-5">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
          {t(`kinds.${lesson.kind}`)}
        </p>
        {/* An exercise's own title is in the reader's language; a lesson's title is in one only. */}
        <h1 className="text-2xl font-bold text-ink">{lesson.exercise?.title || lesson.title}</h1>
      </header>
      {lesson.kind === 'video' && (
        <>
          <VideoPlayer
            link={lesson.videoUrl}
            title={lesson.title}
            lessonId={enrolled ? lesson.id : undefined}
          />
          <Reading body={lesson.body} />
        </>
      )}
      {lesson.kind === 'reading' && <Reading body={lesson.body} />}
      {lesson.kind === 'live' && <LiveSession lesson={lesson} />}
      {lesson.kind === 'quiz' && (
        <>
          <Reading body={lesson.body} />
          <QuizView lesson={lesson} />
        </>
      )}
      {lesson.kind === 'project' && <ProjectView lesson={lesson} />}
      {lesson.kind === 'exercise' && <ExerciseLesson lesson={lesson} enrolled={enrolled} />}
      {/* An exercise says "Completed" at its top, where the learner looks after a submit. */}
      {lesson.completed && lesson.kind !== 'exercise' ? (
        <p className="flex items-center gap-2 font-semibold text-success-700">
          <CheckCircle2 aria-hidden="true" size={20} /> {t('lesson.completed')}
        </p>
      ) : (
        byButton &&
        enrolled && (
          <Button onClick={() => complete.mutate(undefined)} loading={complete.isPending}>
            {t('lesson.markComplete')}
          </Button>
        )
      )}
      {complete.isError && <Alert tone="error">{messageOf(complete.error, t('errors.generic'))}</Alert>}
      {complete.data === 'queued' && <Alert tone="success">{t('offline.queued')}</Alert>}
    </article>
  );
}
