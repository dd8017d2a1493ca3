import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError, messageOf } from '../../lib/api-errors';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { usePracticeProblem } from './api/exercise-api';
import { ExerciseWorkspace } from './exercise/exercise-workspace';

/** /practice/<slug>: one practice problem; anyone reads it, a signed-in learner runs and submits. */
export function PracticeProblemPage() {
  const { t } = useTranslation('classroom');
  const { t: common } = useTranslation();
  const { slug = '' } = useParams();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const problem = usePracticeProblem(slug);

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.practice}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-primary-700 underline"
      >
        <ArrowLeft aria-hidden="true" size={16} /> {t('exercise.practice.back')}
      </Link>
      {problem.isPending ? (
        <PageSpinner />
      ) : problem.isError ? (
        <ErrorState
          message={
            problem.error instanceof ApiError && problem.error.status === 404
              ? t('exercise.practice.notFound')
              : messageOf(problem.error, t('exercise.practice.loadFailed'))
          }
          onRetry={
            problem.error instanceof ApiError && problem.error.status === 404
              ? undefined
              : () => void problem.refetch()
          }
        />
      ) : (
        <article className="space-y-5">
          <title>{common('pageTitle', { title: problem.data.title })}</title>
          <header>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
              {t('exercise.practice.title')}
            </p>
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{problem.data.title}</h1>
          </header>
          <ExerciseWorkspace
            key={`${problem.data.id}:${userId}`}
            source={{ kind: 'practice', slug, exercise: problem.data }}
            access={userId ? 'run' : 'signIn'}
            wide
          />
        </article>
      )}
    </div>
  );
}
