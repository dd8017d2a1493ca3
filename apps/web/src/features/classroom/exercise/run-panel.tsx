import { editorModeFor, type Submission, type SubmissionKind } from '@kalvi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { AArrowDown, AArrowUp, CheckCheck, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-errors';
import { useUiStore } from '../../../lib/stores/ui-store';
import { useTranslation } from '../../../lib/use-translation';
import {
  type ExerciseSource,
  exerciseKeys,
  useJudged,
  useStartRun,
  useSubmission,
} from '../api/exercise-api';
import { CodeEditor } from './code-editor';
import { stillJudging } from './polling';
import { SubmissionList } from './submission-list';
import { TestResults } from './test-results';
import { useCodeFontSize, useDraft } from './use-draft';

/** Who may run code here: a learner who may, a visitor asked to sign in, or a reader told why not. */
export type RunAccess = 'run' | 'signIn' | 'enrol';

/** The editor, Run and Submit, the judge's progress and results, and the learner's past submissions. */
export function RunPanel({ source, access }: { source: ExerciseSource; access: RunAccess }) {
  const { t } = useTranslation('classroom');
  const { exercise } = source;
  const client = useQueryClient();
  const draft = useDraft(exercise, access === 'run');
  const font = useCodeFontSize();
  const start = useStartRun(exercise.id);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const submission = useSubmission(submissionId);
  const judged = useJudged(source);
  const handled = useRef<string | null>(null);
  const [notice, setNotice] = useState('');
  const keyboardNote = useId();

  const current = submission.data;
  const judging = start.isPending || (current !== undefined && stillJudging(current));
  useEffect(() => {
    if (!current || stillJudging(current) || handled.current === current.id) return;
    handled.current = current.id;
    judged(current);
  }, [current, judged]);

  const send = (kind: SubmissionKind) => {
    setNotice('');
    draft.flush();
    start.mutate(
      { code: draft.code.current, kind },
      {
        onSuccess: (created) => {
          client.setQueryData(exerciseKeys.submission(created.id), created);
          setSubmissionId(created.id);
        },
      },
    );
  };

  const reopen = (code: string, message: string) => {
    draft.replace(code);
    setNotice(message);
  };

  return (
    <div className="space-y-4">
      <section
        aria-labelledby="editor-title"
        className="overflow-hidden rounded-ui border border-slate-300 bg-white shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-3 py-1">
          <h2 id="editor-title" className="mr-auto text-sm font-bold text-ink">
            {t('exercise.editor.title')} · {exercise.languageName}
          </h2>
          {(
            [
              ['smaller', font.min, font.smaller, AArrowDown],
              ['larger', font.max, font.larger, AArrowUp],
            ] as const
          ).map(([step, limit, change, Icon]) => (
            <Button
              key={step}
              variant="ghost"
              size="icon"
              aria-label={t(`exercise.editor.${step}`)}
              title={t(`exercise.editor.${step}`)}
              disabled={limit}
              onClick={change}
            >
              <Icon aria-hidden="true" size={20} />
            </Button>
          ))}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('exercise.editor.reset')}
            title={t('exercise.editor.reset')}
            onClick={() => reopen(exercise.starterCode, t('exercise.editor.resetDone'))}
          >
            <RotateCcw aria-hidden="true" size={18} />
          </Button>
        </div>
        <div className="h-[min(60vh,28rem)] min-h-64" style={{ fontSize: `${font.size}px` }}>
          <CodeEditor
            key={draft.version}
            initialCode={draft.initial}
            mode={editorModeFor(exercise.language, exercise.languageName)}
            label={t('exercise.editor.label', { language: exercise.languageName })}
            loadingLabel={t('exercise.editor.loading')}
            describedBy={keyboardNote}
            onChange={draft.change}
          />
        </div>
        <p id={keyboardNote} className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">
          {t('exercise.editor.keyboard')}
        </p>
      </section>

      {access === 'run' ? (
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => send('run')}
            disabled={judging}
            title={t('exercise.actions.runHint')}
          >
            <Play aria-hidden="true" size={18} /> {t('exercise.actions.run')}
          </Button>
          <Button
            size="lg"
            onClick={() => send('submit')}
            disabled={judging}
            title={t('exercise.actions.submitHint')}
          >
            <CheckCheck aria-hidden="true" size={18} /> {t('exercise.actions.submit')}
          </Button>
        </div>
      ) : access === 'signIn' ? (
        <div className="space-y-3 rounded-ui border border-primary-200 bg-primary-50 p-4">
          <p className="text-slate-800">{t('exercise.actions.signInWhy')}</p>
          <Button variant="accent" size="lg" onClick={() => useUiStore.getState().openAuth('login')}>
            {t('exercise.actions.signIn')}
          </Button>
        </div>
      ) : (
        <p className="rounded-ui bg-primary-50 p-4 text-primary-900">{t('exercise.lesson.enrol')}</p>
      )}
      {access === 'run' && (
        <p className="text-sm text-slate-600">{`${t('exercise.actions.runHint')} ${t('exercise.actions.submitHint')}`}</p>
      )}

      <div aria-live="polite" className="space-y-3">
        {notice && <p className="text-sm text-slate-700">{notice}</p>}
        {start.isError && <Alert tone="error">{messageOf(start.error, t('exercise.status.failed'))}</Alert>}
        {submission.isError && (
          <Alert tone="error">{messageOf(submission.error, t('exercise.status.failed'))}</Alert>
        )}
        {current && <JudgeStatus status={current.status} message={current.message} />}
      </div>
      {current?.status === 'done' && <TestResults submission={current} />}

      {access === 'run' && (
        <SubmissionList
          exerciseId={exercise.id}
          onOpen={(code) => reopen(code, t('exercise.editor.reopened'))}
        />
      )}
    </div>
  );
}

/** Where the judge is; a failed run says why, in the reader's language, when the server says. */
function JudgeStatus({ status, message }: Pick<Submission, 'status' | 'message'>) {
  const { t } = useTranslation('classroom');
  if (status === 'failed') return <Alert tone="error">{message ?? t('exercise.status.failed')}</Alert>;
  return (
    // "Done" is for screen readers: the results below say it to the eye.
    <p
      className={
        status === 'done' ? 'sr-only' : 'flex items-center gap-2 text-sm font-semibold text-slate-800'
      }
      data-status={status}
    >
      {status !== 'done' && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-primary-700 border-r-transparent motion-reduce:animate-none"
        />
      )}
      {t(`exercise.status.${status}`)}
    </p>
  );
}
