import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Exercises solved: N", when the server counts them for this learner (decision 171); an
 * account answer without the count shows nothing rather than a zero that may be wrong.
 */
export function ExercisesSolved({ user }: { user: object }) {
  const { t } = useTranslation('account');
  const count = 'exercisesSolved' in user ? user.exercisesSolved : undefined;
  if (typeof count !== 'number') return null;
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-ui border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Medal aria-hidden="true" size={22} />
      </span>
      <p className="mr-auto text-lg font-semibold text-ink">{t('exercises.solved', { count })}</p>
      <Link to={paths.practice} className="inline-flex min-h-11 items-center text-primary-700 underline">
        {t('exercises.practice')}
      </Link>
    </section>
  );
}
