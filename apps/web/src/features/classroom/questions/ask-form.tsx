import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAskQuestion } from '../api/question-api';
import { PostForm } from './post-form';

/** A title and a Markdown body; from an exercise, the learner's latest code and result go along. */
export function AskForm({
  lessonId,
  exercise,
  onCancel,
  onAsked,
}: {
  lessonId: string;
  exercise: boolean;
  onCancel: () => void;
  onAsked: (id: string) => void;
}) {
  const { t } = useTranslation('classroom');
  const ask = useAskQuestion(lessonId);
  const [attach, setAttach] = useState(exercise);
  return (
    <PostForm
      kind="question"
      initial={{ title: '', body: '' }}
      heading={
        <h3 className="text-lg font-semibold text-ink">
          {exercise ? t('questions.askAboutThis') : t('questions.ask')}
        </h3>
      }
      titleHint={t('questions.form.titleHint')}
      rows={7}
      className="space-y-4 rounded-ui border border-slate-200 bg-white p-4"
      mutation={ask}
      failed={t('questions.form.failed')}
      submitLabel={t('questions.form.post')}
      onSubmit={(draft) =>
        ask.mutate({ ...draft, attachSubmission: exercise && attach }, { onSuccess: (q) => onAsked(q.id) })
      }
      onCancel={onCancel}
    >
      {exercise && (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={attach}
            onChange={(e) => setAttach(e.target.checked)}
          />
          {t('questions.form.attach')}
        </label>
      )}
    </PostForm>
  );
}
