import type { TestResult, Verdict } from '@kalvi/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/use-translation';

const tones: Record<Verdict, BadgeTone> = {
  accepted: 'success',
  wrong_answer: 'danger',
  time_limit: 'warning',
  memory_limit: 'warning',
  runtime_error: 'danger',
  compile_error: 'danger',
  output_limit: 'warning',
};

type T = ReturnType<typeof useTranslation<'classroom'>>['t'];

/** A verdict's name in the reader's language, with the line of the code when the engine named one. */
export function verdictName(t: T, verdict: Verdict, errorLine: number | null = null): string {
  if (errorLine !== null && verdict === 'runtime_error')
    return t('exercise.verdicts.runtime_error_line', { line: errorLine });
  if (errorLine !== null && verdict === 'compile_error')
    return t('exercise.verdicts.compile_error_line', { line: errorLine });
  return t(`exercise.verdicts.${verdict}`);
}

/** What a test's line says: a sample names its number; a hidden test only its verdict. */
export function testTitle(
  t: T,
  result: Pick<TestResult, 'index' | 'sample' | 'verdict' | 'errorLine'>,
): string {
  const verdict = verdictName(t, result.verdict, result.errorLine);
  return t(result.sample ? 'exercise.results.test' : 'exercise.results.hiddenTest', {
    number: result.index + 1,
    verdict,
  });
}

export function VerdictBadge({ verdict, errorLine = null }: { verdict: Verdict; errorLine?: number | null }) {
  const { t } = useTranslation('classroom');
  return <Badge tone={tones[verdict]}>{verdictName(t, verdict, errorLine)}</Badge>;
}

export const verdictTone = (verdict: Verdict) => tones[verdict];
