import type { Submission, TestResult } from '@kalvi/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { testTitle, VerdictBadge } from './verdict';

function Output({ label, text }: { label: string; text: string | null }) {
  const { t } = useTranslation('classroom');
  if (text === null) return null;
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-ui bg-slate-50 p-2 font-mono text-sm text-slate-800">
        {text === '' ? t('exercise.results.nothing') : text}
      </pre>
    </div>
  );
}

function TestLine({ result }: { result: TestResult }) {
  const { t } = useTranslation('classroom');
  const passed = result.verdict === 'accepted';
  const Icon = passed ? CheckCircle2 : XCircle;
  return (
    <li className="rounded-ui border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <Icon
          aria-hidden="true"
          size={18}
          className={cn('mt-0.5 shrink-0', passed ? 'text-success-700' : 'text-danger-700')}
        />
        <span className="min-w-0 flex-1 font-semibold text-ink">{testTitle(t, result)}</span>
        <span className="shrink-0 pt-0.5 text-xs text-slate-500">
          {t('exercise.results.time', { ms: result.timeMs })}
        </span>
      </div>
      {result.sample && (
        <details open={!passed} className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-primary-800">
            {t('exercise.results.details')}
          </summary>
          <div className="grid gap-3 sm:grid-cols-2">
            <Output label={t('exercise.results.input')} text={result.input} />
            <Output label={t('exercise.results.expected')} text={result.expected} />
            <Output label={t('exercise.results.actual')} text={result.actual} />
            {result.stderr ? <Output label={t('exercise.results.stderr')} text={result.stderr} /> : null}
          </div>
        </details>
      )}
    </li>
  );
}

/** A judged run or submission: the overall verdict, then one line per test (hidden ones by verdict only). */
export function TestResults({ submission }: { submission: Submission }) {
  const { t } = useTranslation('classroom');
  if (!submission.verdict) return null;
  return (
    <section aria-labelledby="results-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="results-title" className="font-bold text-ink">
          {t(submission.kind === 'run' ? 'exercise.results.runTitle' : 'exercise.results.submitTitle')}
        </h3>
        <VerdictBadge verdict={submission.verdict} />
        <span className="text-sm text-slate-700">
          {t('exercise.results.passed', { passed: submission.passed, total: submission.total })}
        </span>
      </div>
      <ol className="space-y-2">
        {submission.results.map((result) => (
          <TestLine key={result.index} result={result} />
        ))}
      </ol>
    </section>
  );
}
