import { type IoNoteKey, judgeLanguage } from '@kalvi/shared';
import { CheckCircle2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import type { ExerciseSource } from '../api/exercise-api';
import { Reading } from '../components/reading';
import { Hints } from './hints';
import { type RunAccess, RunPanel } from './run-panel';

const difficultyTone = { easy: 'success', medium: 'warning', hard: 'danger' } as const;

/** The table's note for its languages (docs/decisions/201-judge-language-registry.md); stdin and stdout for Judge0's. */
function ioNote(language: string): `exercise.io.${IoNoteKey}` {
  return `exercise.io.${judgeLanguage(language)?.ioNote ?? 'other'}`;
}

function Samples({ source }: { source: ExerciseSource }) {
  const { t } = useTranslation('classroom');
  const { samples } = source.exercise;
  if (samples.length === 0) return null;
  const block =
    'mt-1 overflow-auto whitespace-pre rounded-ui bg-slate-100 p-2 font-mono text-sm text-slate-800';
  return (
    <section aria-labelledby="samples-title" className="space-y-3">
      <h2 id="samples-title" className="font-bold text-ink">
        {t('exercise.samples.title')}
      </h2>
      {samples.map((sample, i) => (
        <div key={sample.index} className="rounded-ui border border-slate-200 bg-white p-3">
          <h3 className="text-sm font-semibold text-slate-700">
            {t('exercise.samples.test', { number: i + 1 })}
          </h3>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {t('exercise.samples.input')}
              </p>
              <pre className={block}>{sample.input || t('exercise.samples.empty')}</pre>
            </div>
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {t('exercise.samples.expected')}
              </p>
              <pre className={block}>{sample.expected || t('exercise.samples.empty')}</pre>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * One exercise, wherever it lives (a lesson or the practice set): the problem on one side, the
 * code and its verdicts on the other (one column on a phone), and "Completed" once solved.
 */
export function ExerciseWorkspace({
  source,
  access,
  wide = false,
}: {
  source: ExerciseSource;
  access: RunAccess;
  /** Two columns on wide screens (the practice page); a lesson keeps one beside its outline. */
  wide?: boolean;
}) {
  const { t } = useTranslation('classroom');
  const { exercise } = source;
  return (
    <div className="space-y-5">
      {exercise.solved && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-ui border border-success-200 bg-success-50 p-4"
        >
          <CheckCircle2 aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-success-700" />
          <div>
            <p className="font-bold text-success-800">{t('exercise.solved.title')}</p>
            <p className="text-sm text-slate-700">{t('exercise.solved.text')}</p>
          </div>
        </div>
      )}
      <div className={cn('grid gap-6', wide && 'lg:grid-cols-2')}>
        <div className="min-w-0 space-y-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="primary">{exercise.languageName}</Badge>
            {exercise.practice && (
              <Badge tone={difficultyTone[exercise.practice.difficulty]}>
                {t(`exercise.difficulty.${exercise.practice.difficulty}`)}
              </Badge>
            )}
            <span className="text-slate-700">
              {t('exercise.meta.limits', {
                seconds: exercise.limits.timeMs / 1000,
                memory: exercise.limits.memoryMb,
              })}
            </span>
            {exercise.hiddenTestCount > 0 && (
              <span className="text-slate-700">
                · {t('exercise.meta.hiddenTests', { count: exercise.hiddenTestCount })}
              </span>
            )}
          </div>
          <Reading body={exercise.statement} />
          <div className="rounded-ui border-l-4 border-primary-300 bg-primary-50/60 p-3 text-sm text-slate-800">
            <Reading body={t(ioNote(exercise.language))} />
          </div>
          <Samples source={source} />
          <Hints source={source} signedIn={access === 'run'} />
        </div>
        <div className="min-w-0">
          <RunPanel source={source} access={access} />
        </div>
      </div>
    </div>
  );
}
