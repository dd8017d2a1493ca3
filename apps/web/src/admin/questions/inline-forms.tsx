import { ANSWER_BODY_MAX } from '@kalvi/shared';
import { MODERATION_REASON_MAX } from '@kalvi/shared/admin';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { type PostKind, useAnswerFromInbox, useHidePost } from './api';

/** One text and one button under a question: the answer, or the reason to hide or show it again. */
function InlineForm({
  label,
  max,
  rows,
  submit,
  danger = false,
  mutation,
  onDone,
}: {
  label: string;
  max: number;
  rows?: number;
  submit: string;
  danger?: boolean;
  mutation: UseMutationResult<{ message: string }, Error, string>;
  onDone: () => void;
}) {
  const { t } = useTranslation('questionsadmin');
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(text, {
      onSuccess: (res) => {
        toast.success(res.message);
        onDone();
      },
    });
  };
  const id = useId();
  const field = { id, value: text, maxLength: max, className: inputClasses() };
  return (
    <form onSubmit={send} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea {...field} rows={rows} onChange={(e) => setText(e.target.value)} />
      ) : (
        <input {...field} onChange={(e) => setText(e.target.value)} />
      )}
      {mutation.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(mutation.error, t('failed'))}
        </p>
      )}
      <Button type="submit" size="sm" variant={danger ? 'danger' : 'primary'} loading={mutation.isPending}>
        {submit}
      </Button>
    </form>
  );
}

export function AnswerForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('questionsadmin');
  const mutation = useAnswerFromInbox(id);
  return (
    <InlineForm
      label={t('yourAnswer')}
      max={ANSWER_BODY_MAX}
      rows={5}
      submit={t('post')}
      mutation={mutation}
      onDone={onDone}
    />
  );
}

/** The reason to hide a question or an answer, or to show it again; kept in the audit log. */
export function HideForm({
  kind,
  id,
  hidden,
  onDone,
}: {
  kind: PostKind;
  id: string;
  hidden: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('questionsadmin');
  const mutation = useHidePost(kind, id, hidden);
  return (
    <InlineForm
      label={t('reason')}
      max={MODERATION_REASON_MAX}
      submit={hidden ? t('hide') : t('restore')}
      danger={hidden}
      mutation={mutation}
      onDone={onDone}
    />
  );
}
