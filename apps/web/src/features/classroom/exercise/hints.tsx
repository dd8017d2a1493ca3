import { Lightbulb } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/use-translation';
import { type ExerciseSource, useRevealHint } from '../api/exercise-api';

/** The hints revealed so far, and a button for the next one: one at a time, so a learner tries first. */
export function Hints({ source, signedIn }: { source: ExerciseSource; signedIn: boolean }) {
  const { t } = useTranslation('classroom');
  const reveal = useRevealHint(source);
  const { hints, hintCount } = source.exercise;
  if (hintCount === 0) return null;
  return (
    <section
      aria-labelledby="hints-title"
      className="space-y-3 rounded-ui border border-amber-200 bg-amber-50/60 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Lightbulb aria-hidden="true" size={18} className="text-amber-700" />
        <h2 id="hints-title" className="font-bold text-ink">
          {t('exercise.hints.title')}
        </h2>
        <span className="text-sm text-slate-700">
          {t('exercise.hints.count', { shown: hints.length, total: hintCount })}
        </span>
      </div>
      {hints.length > 0 && (
        <ol className="space-y-2">
          {hints.map((hint, i) => (
            <li key={hint} className="rounded-ui bg-white p-3 text-slate-800">
              <span className="font-semibold">{t('exercise.hints.hint', { number: i + 1 })}: </span>
              {hint}
            </li>
          ))}
        </ol>
      )}
      {signedIn && hints.length < hintCount && (
        <Button variant="secondary" onClick={() => reveal.mutate()} loading={reveal.isPending}>
          {t(hints.length === 0 ? 'exercise.hints.show' : 'exercise.hints.showNext')}
        </Button>
      )}
      {reveal.isError && <Alert tone="error">{messageOf(reveal.error, t('exercise.status.failed'))}</Alert>}
    </section>
  );
}
