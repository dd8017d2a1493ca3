import { ANSWER_BODY_MAX, QUESTION_BODY_MAX, QUESTION_TITLE_MAX } from '@kalvi/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError, messageOf } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/use-translation';
import type { PostKind } from '../api/question-api';

export interface PostDraft {
  title: string;
  body: string;
}

/** The message the server gave for one field of a question or answer form, if any. */
function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors?.find((e) => e.field === field)?.message : undefined;
}

/**
 * A question's title and body, or an answer's body, asked for or edited: each field shows the
 * server's message for it, a refusal that belongs to no field stands above the submit and cancel
 * buttons. `children` (the ask form's attach box) go between the fields and the buttons.
 */
export function PostForm({
  kind,
  initial,
  heading,
  titleHint,
  rows,
  className,
  mutation,
  failed,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  kind: PostKind;
  initial: PostDraft;
  heading?: ReactNode;
  titleHint?: string;
  rows: number;
  className: string;
  mutation: { error: Error | null; isPending: boolean };
  failed: string;
  submitLabel: string;
  onSubmit: (draft: PostDraft) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('classroom');
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const fieldError = (field: string) => fieldErrorOf(mutation.error, field);
  const fieldless = mutation.error && !fieldError('title') && !fieldError('body');
  const question = kind === 'question';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ title, body });
  };
  return (
    <form onSubmit={submit} className={className} noValidate>
      {heading}
      {question && (
        <TextField
          label={t('questions.form.title')}
          value={title}
          maxLength={QUESTION_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          error={fieldError('title')}
          hint={titleHint}
          required
        />
      )}
      <TextAreaField
        label={question ? t('questions.form.body') : t('questions.yourAnswer')}
        value={body}
        maxLength={question ? QUESTION_BODY_MAX : ANSWER_BODY_MAX}
        rows={rows}
        onChange={(e) => setBody(e.target.value)}
        error={fieldError('body')}
        hint={t('questions.form.bodyHint')}
        required
      />
      {children}
      {fieldless && <Alert tone="error">{messageOf(mutation.error, failed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('questions.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
