import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { useSolvedCount } from './api/learning-api';

/**
 * "Exercises solved: N" on the profile (decision 171), from GET /api/exercises/solved-count: one
 * small request, made on this page only. Until it answers, or if it fails, nothing is shown
 * rather than a zero that may be wrong.
 */
export function ExercisesSolved() {
  const { t } = useTranslation('account');
  const userId = useAuthStore((s) => s.user?.id);
  const solved = useSolvedCount(userId);
  if (solved.data === undefined) return null;
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-ui border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Medal aria-hidden="true" size={22} />
      </span>
      <p className="mr-auto text-lg font-semibold text-ink">
        {t('exercises.solved', { count: solved.data })}
      </p>
      <Link to={paths.practice} className="inline-flex min-h-11 items-center text-primary-700 underline">
        {t('exercises.practice')}
      </Link>
    </section>
  );
}
