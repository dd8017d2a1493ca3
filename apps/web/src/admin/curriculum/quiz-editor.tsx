import type { QuizQuestionInput } from '@kalvi/shared/admin';
import { QUIZ_OPTIONS_MAX } from '@kalvi/shared/admin';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { emptyQuestion } from './lesson-draft';

/** The questions of a quiz: a prompt, its options, and a radio button for the right one. */
export function QuizEditor({
  questions,
  onChange,
}: {
  questions: QuizQuestionInput[];
  onChange: (next: QuizQuestionInput[]) => void;
}) {
  const { t } = useTranslation('classroomadmin');
  const update = (index: number, change: Partial<QuizQuestionInput>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...change } : q)));
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-ink">{t('lesson.questions')}</legend>
      {questions.map((question, qi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is their identity
        <div key={qi} className="rounded-ui border border-slate-200 bg-slate-50 p-3">
          <label className="block text-sm font-medium">
            {t('lesson.questionN', { n: qi + 1 })}
            <input
              className={inputClasses()}
              value={question.prompt}
              maxLength={1000}
              onChange={(e) => update(qi, { prompt: e.target.value })}
            />
          </label>
          <p className="mt-2 text-xs text-slate-600">{t('lesson.rightHint')}</p>
          <ul className="mt-1 space-y-2">
            {question.options.map((option, oi) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
              <li key={oi} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`right-${qi}`}
                  className="size-5 shrink-0"
                  checked={question.answer === oi}
                  onChange={() => update(qi, { answer: oi })}
                  aria-label={t('lesson.rightOption', { n: oi + 1 })}
                />
                <input
                  className={inputClasses()}
                  value={option}
                  maxLength={300}
                  aria-label={t('lesson.optionN', { n: oi + 1 })}
                  onChange={(e) =>
                    update(qi, { options: question.options.map((o, i) => (i === oi ? e.target.value : o)) })
                  }
                />
                {question.options.length > 2 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('lesson.removeOption', { n: oi + 1 })}
                    onClick={() =>
                      update(qi, {
                        options: question.options.filter((_, i) => i !== oi),
                        answer:
                          question.answer === oi
                            ? 0
                            : question.answer > oi
                              ? question.answer - 1
                              : question.answer,
                      })
                    }
                  >
                    ✕
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2">
            {question.options.length < QUIZ_OPTIONS_MAX && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => update(qi, { options: [...question.options, ''] })}
              >
                {t('lesson.addOption')}
              </Button>
            )}
            {questions.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onChange(questions.filter((_, i) => i !== qi))}
              >
                {t('lesson.removeQuestion')}
              </Button>
            )}
          </div>
        </div>
      ))}
      <Button size="sm" variant="secondary" onClick={() => onChange([...questions, emptyQuestion()])}>
        {t('lesson.addQuestion')}
      </Button>
    </fieldset>
  );
}
