import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { type CheckRun, useCheck } from './api';

function RunTable({ title, run }: { title: string; run: CheckRun }) {
  const { t } = useTranslation('exercisesadmin');
  return (
    <div className="min-w-0 rounded-ui border border-slate-200 bg-white p-3">
      <h4 className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        <Badge tone={run.verdict === 'accepted' ? 'success' : 'danger'}>{t(`verdicts.${run.verdict}`)}</Badge>
      </h4>
      <ul className="mt-2 space-y-1 text-sm">
        {run.tests.map((r) => (
          <li key={r.index}>
            <span className="flex flex-wrap gap-2">
              <span>{t(r.sample ? 'check.sampleTest' : 'check.hiddenTest', { n: r.index + 1 })}</span>
              <span className={r.verdict === 'accepted' ? 'text-success-700' : 'text-danger-700'}>
                {t(`verdicts.${r.verdict}`)}
              </span>
              <span className="text-slate-500">{t('check.ms', { ms: r.timeMs })}</span>
            </span>
            {r.verdict !== 'accepted' && (r.stderr || r.actual) && (
              <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-words rounded-ui bg-slate-100 p-2 font-mono text-xs">
                {r.stderr || r.actual}
              </pre>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Check": the judge runs the reference solution (it must pass every test) and the starter code
 * (it must fail at least one). Publishing waits for this; the console shows both runs test by test.
 */
export function CheckPanel({ exerciseId }: { exerciseId: string }) {
  const { t } = useTranslation('exercisesadmin');
  const check = useCheck(exerciseId);
  return (
    <section
      aria-labelledby="check-title"
      className="space-y-3 rounded-ui border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="check-title" className="mr-auto font-bold text-ink">
          {t('check.title')}
        </h3>
        <Button variant="secondary" onClick={() => check.mutate()} loading={check.isPending}>
          {t('check.run')}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t('check.intro')}</p>
      {check.isError && <Alert tone="error">{messageOf(check.error, t('failed'))}</Alert>}
      {check.data && (
        <>
          <Alert tone={check.data.publishable ? 'success' : 'error'}>
            {t(check.data.publishable ? 'check.passed' : 'check.notPassed')}
          </Alert>
          <div className="grid gap-3 md:grid-cols-2">
            <RunTable title={t('check.reference')} run={check.data.reference} />
            <RunTable title={t('check.starter')} run={check.data.starter} />
          </div>
        </>
      )}
    </section>
  );
}
