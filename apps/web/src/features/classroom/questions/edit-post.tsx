import { useTranslation } from '../../../lib/use-translation';
import { type PostKind, useEditPost } from '../api/question-api';
import { PostForm } from './post-form';

/**
 * The author's own post, changed while its edit window is open (the server says so in
 * `canEdit`, and refuses with its reason once the window has closed): a question's title and
 * body, an answer's body.
 */
export function EditPost({
  kind,
  id,
  title,
  body,
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
  return (
    <PostForm
      kind={kind}
      initial={{ title: title ?? '', body }}
      rows={6}
      className="space-y-3"
      mutation={edit}
      failed={t('questions.failed')}
      submitLabel={t('questions.saveEdit')}
      onSubmit={(draft) =>
        edit.mutate(
          { kind, id, changes: kind === 'question' ? draft : { body: draft.body } },
          { onSuccess: onDone },
        )
      }
      onCancel={onDone}
    />
  );
}
