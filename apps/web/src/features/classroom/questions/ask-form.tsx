import { QUESTION_BODY_MAX, QUESTION_TITLE_MAX } from '@kalvi/shared';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { useAskQuestion } from '../api/question-queries';
import { fieldErrorOf, PostFormFooter } from './post-form-footer';

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
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [attach, setAttach] = useState(exercise);
  const fieldError = (field: string) => fieldErrorOf(ask.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ title, body, attachSubmission: exercise && attach }, { onSuccess: (q) => onAsked(q.id) });
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-ui border border-slate-200 bg-white p-4" noValidate>
      <h3 className="text-lg font-semibold text-ink">
        {exercise ? t('questions.askAboutThis') : t('questions.ask')}
      </h3>
      <TextField
        label={t('questions.form.title')}
        value={title}
        maxLength={QUESTION_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={fieldError('title')}
        hint={t('questions.form.titleHint')}
        required
      />
      <TextAreaField
        label={t('questions.form.body')}
        value={body}
        maxLength={QUESTION_BODY_MAX}
        rows={7}
        onChange={(e) => setBody(e.target.value)}
        error={fieldError('body')}
        hint={t('questions.form.bodyHint')}
        required
      />
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
      <PostFormFooter
        error={ask.error}
        failed={t('questions.form.failed')}
        submitLabel={t('questions.form.post')}
        pending={ask.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
