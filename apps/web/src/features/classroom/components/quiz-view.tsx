import type { Lesson, QuizResult } from '@kalvi/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitQuiz } from '../api/classroom-api';

/** The questions and options only: the server grades and says which choices were right. */
export function QuizView({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('classroom');
  const quiz = lesson.quiz;
  const submit = useSubmitQuiz(lesson.courseId, lesson.id);
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [result, setResult] = useState<QuizResult | null>(null);
  if (!quiz) return null;
  const left = quiz.maxAttempts - quiz.attemptsUsed;
  const complete = quiz.questions.every((_, i) => answers[i] !== undefined);

  if (quiz.passed) {
    return <Alert tone="success">{t('quiz.passed', { percent: quiz.bestPercent ?? 0 })}</Alert>;
  }
  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit.mutate(
          answers.map((a) => a ?? 0),
          { onSuccess: (r) => setResult(r) },
        );
      }}
    >
      <p className="text-sm text-slate-600">
        {t('quiz.rules', { percent: quiz.passPercent, attempts: left })}
      </p>
      {quiz.questions.map((q, qi) => (
        <fieldset key={q.prompt} className="space-y-2 rounded-ui border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-ink">
            {qi + 1}. {q.prompt}
          </legend>
          {q.options.map((option, oi) => (
            <label
              key={option}
              className="flex min-h-11 items-center gap-3 rounded-ui px-2 hover:bg-slate-50"
            >
              <input
                type="radio"
                name={`q${qi}`}
                checked={answers[qi] === oi}
                onChange={() => setAnswers((prev) => Object.assign([...prev], { [qi]: oi }))}
                className="size-5"
              />
              <span>{option}</span>
            </label>
          ))}
          {result && (
            <p className={result.correct[qi] ? 'text-sm text-success-700' : 'text-sm text-danger-700'}>
              {result.correct[qi] ? t('quiz.right') : t('quiz.wrong')}
            </p>
          )}
        </fieldset>
      ))}
      {result && !result.passed && (
        <Alert tone="error">{t('quiz.notPassed', { percent: result.scorePercent })}</Alert>
      )}
      {submit.isError && <Alert tone="error">{messageOf(submit.error, t('errors.generic'))}</Alert>}
      <Button type="submit" disabled={!complete || left <= 0} loading={submit.isPending}>
        {t('quiz.submit')}
      </Button>
    </form>
  );
}
