import { ANSWER_BODY_MAX, QUESTION_BODY_MAX, QUESTION_TITLE_MAX } from '@kalvi/shared';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { type PostKind, useEditPost } from '../api/question-queries';
import { fieldErrorOf, PostFormFooter } from './post-form-footer';

/**
 * The author's own post, changed while its edit window is open (the server says so in
 * `canEdit`, and refuses with its reason once the window has closed): a question's title and
 * body, an answer's body.
 */
export function EditPost({
  kind,
  id,
  title: oldTitle,
  body: oldBody,
  onDone,
}: {
  kind: PostKind;
  id: string;
  title?: string;
  body: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('classroom');
  const edit = useEditPost();
  const [title, setTitle] = useState(oldTitle ?? '');
  const [body, setBody] = useState(oldBody);
  const fieldError = (field: string) => fieldErrorOf(edit.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = kind === 'question' ? { title, body } : { body };
    edit.mutate({ kind, id, changes }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      {kind === 'question' && (
        <TextField
          label={t('questions.form.title')}
          value={title}
          maxLength={QUESTION_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          error={fieldError('title')}
          required
        />
      )}
      <TextAreaField
        label={kind === 'question' ? t('questions.form.body') : t('questions.yourAnswer')}
        value={body}
        rows={6}
        maxLength={kind === 'question' ? QUESTION_BODY_MAX : ANSWER_BODY_MAX}
        onChange={(e) => setBody(e.target.value)}
        error={fieldError('body')}
        hint={t('questions.form.bodyHint')}
        required
      />
      <PostFormFooter
        error={edit.error}
        failed={t('questions.failed')}
        submitLabel={t('questions.saveEdit')}
        pending={edit.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
