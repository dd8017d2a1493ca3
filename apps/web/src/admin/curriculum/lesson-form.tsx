import { LESSON_KINDS } from '@kalvi/shared';
import type { AdminCurriculum } from '@kalvi/shared/admin';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError, messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { CheckField, Failure } from '../components/form-parts';
import { inputOf, type LessonDraft } from './lesson-draft';
import { QuizEditor } from './quiz-editor';

/** The draft's fields held as text (the form's inputs). */
type TextKey = { [K in keyof LessonDraft]: LessonDraft[K] extends string ? K : never }[keyof LessonDraft];

/**
 * One lesson's form: the fields every lesson has, then those of its kind. The server checks the
 * whole of it with the shared schema and names any field it refuses; those messages show here.
 */
export function LessonForm({
  initial,
  sections,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: LessonDraft;
  sections: AdminCurriculum['sections'];
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ReturnType<typeof inputOf>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('classroomadmin');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const err = (field: string) =>
    errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
  /** A text field's value, change and server message, bound to one of the draft's text fields. */
  const bound = (name: TextKey) => ({
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
    error: err(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure('');
    try {
      await onSubmit(inputOf(draft));
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      setFailure(messageOf(error, t('failed')));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-ui border border-primary-200 bg-white p-4"
    >
      <Failure>{failure}</Failure>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('lesson.kind')}
          value={draft.kind}
          onValueChange={(v) => set('kind', v as LessonDraft['kind'])}
          options={LESSON_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          error={err('kind')}
        />
        <SelectField
          label={t('lesson.section')}
          value={draft.sectionId}
          onValueChange={(v) => set('sectionId', v)}
          options={sections.map((s) => ({ value: s.id, label: s.title }))}
          error={err('sectionId')}
        />
      </div>
      <TextField label={t('lesson.title')} {...bound('title')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('lesson.minutes')}
          type="number"
          min={0}
          max={1440}
          inputMode="numeric"
          {...bound('durationMinutes')}
        />
        <CheckField
          label={t('lesson.preview')}
          checked={draft.isPreview}
          onChange={(v) => set('isPreview', v)}
        />
        <CheckField
          label={t('lesson.required')}
          checked={draft.isRequired}
          onChange={(v) => set('isRequired', v)}
        />
      </div>

      {draft.kind === 'video' && (
        <TextField
          label={t('lesson.videoUrl')}
          hint={t('lesson.videoHint')}
          type="url"
          {...bound('videoUrl')}
        />
      )}
      {draft.kind === 'live' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('lesson.startsAt')} type="datetime-local" {...bound('startsAt')} />
          <TextField
            label={t('lesson.joinUrl')}
            hint={t('lesson.joinHint')}
            type="url"
            {...bound('joinUrl')}
          />
          <TextField
            label={t('lesson.recordingUrl')}
            hint={t('lesson.recordingHint')}
            type="url"
            {...bound('recordingUrl')}
          />
        </div>
      )}
      {draft.kind !== 'quiz' && (
        <TextAreaField
          label={t(`lesson.body.${draft.kind}`)}
          hint={t('lesson.markdownHint')}
          rows={draft.kind === 'reading' ? 12 : 5}
          {...bound('body')}
        />
      )}
      {draft.kind === 'quiz' && (
        <>
          <QuizEditor questions={draft.quizQuestions} onChange={(q) => set('quizQuestions', q)} />
          {err('quizQuestions') && <p className="text-sm text-danger-700">{err('quizQuestions')}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('lesson.passPercent')}
              type="number"
              min={1}
              max={100}
              {...bound('passPercent')}
            />
            <TextField
              label={t('lesson.maxAttempts')}
              type="number"
              min={1}
              max={20}
              {...bound('maxAttempts')}
            />
          </div>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
