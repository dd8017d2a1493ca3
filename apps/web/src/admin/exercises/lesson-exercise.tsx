import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError, messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { Failure } from '../components/form-parts';
import { exerciseKeys, useLessonExercise, useSaveLessonExercise } from './api';
import { CheckPanel } from './check-panel';
import { ExerciseForm } from './exercise-form';
import { PublishAction, PublishedBadge } from './publish-action';
import { StatsPanel } from './stats-panel';

/** The exercise of an exercise lesson, under its row in the curriculum: its form, the check and the stats. */
export function LessonExercise({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('exercisesadmin');
  const [params] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const exercise = useLessonExercise(courseId, lessonId);
  const save = useSaveLessonExercise(courseId, lessonId);
  const missing = exercise.error instanceof ApiError && exercise.error.status === 404;

  if (exercise.isPending) return <PageSpinner />;
  if (exercise.isError && !missing) {
    return <Failure>{messageOf(exercise.error, t('failed'))}</Failure>;
  }
  const id = exercise.data?.id;
  return (
    <div className="space-y-6 rounded-ui border border-primary-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-bold text-ink">{t('lesson.title')}</h3>
        {exercise.data && (
          <>
            <PublishedBadge published={exercise.data.published} />
            <PublishAction
              id={exercise.data.id}
              published={exercise.data.published}
              refresh={exerciseKeys.lesson(courseId, lessonId)}
            />
          </>
        )}
      </div>
      <p className="text-sm text-slate-600">{t('lesson.status')}</p>
      <ExerciseForm
        key={id ?? 'new'}
        initial={exercise.data}
        practice={false}
        pending={save.isPending}
        onSubmit={(input) => save.mutateAsync(input)}
      />
      {id ? (
        <>
          <CheckPanel exerciseId={id} />
          <StatsPanel exerciseId={id} />
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('lesson.saveFirst')}</p>
      )}
    </div>
  );
}
