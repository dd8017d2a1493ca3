import { DIFFICULTIES, type ExerciseInput, JUDGE_LANGUAGES, LIMITS, languageLabel } from '@kalvi/shared';
import type { AdminExercise } from '@kalvi/shared/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError, messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { Failure } from '../components/form-parts';
import { useJudgeLanguages } from './api';
import { type ExerciseDraft, exerciseDraftOf, exerciseInputOf } from './exercise-draft';
import { HintsEditor, TestsEditor } from './exercise-parts';

const code = '[&_textarea]:font-mono [&_textarea]:text-sm';

/**
 * An exercise's whole form (a lesson's or a practice problem's): title and statement in both
 * languages, language, starter code, reference solution, tests, hints and limits. The server
 * checks it with the shared schema; the fields it names show their message here.
 */
export function ExerciseForm({
  initial,
  practice,
  pending,
  onSubmit,
}: {
  initial: AdminExercise | undefined;
  /** Practice problems also have a topic and a difficulty. */
  practice: boolean;
  pending: boolean;
  /** The exercise, and (practice problems) the address the author gave it. */
  onSubmit: (input: ExerciseInput, slug: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('exercisesadmin');
  const [draft, setDraft] = useState(() => exerciseDraftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const set = <K extends keyof ExerciseDraft>(key: K, value: ExerciseDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const err = (field: string) =>
    errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
  const judged = useJudgeLanguages().data;
  const offered = judged
    ? judged.map((l) => ({ value: l.id, label: l.name }))
    : JUDGE_LANGUAGES.map((l) => ({ value: l.id, label: l.name }));
  // An exercise in a language the judge no longer offers still shows which one it is.
  const languages = offered.some((o) => o.value === draft.language)
    ? offered
    : [...offered, { value: draft.language, label: languageLabel(draft.language) }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure('');
    try {
      await onSubmit(exerciseInputOf(draft), draft.slug.trim());
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      setFailure(messageOf(error, t('failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Failure>{failure}</Failure>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.titleEn')}
          value={draft.title.en}
          maxLength={200}
          onChange={(e) => set('title', { ...draft.title, en: e.target.value })}
          error={err('title.en') ?? err('title')}
        />
        <TextField
          label={t('form.titleTa')}
          lang="ta"
          value={draft.title.ta}
          maxLength={200}
          onChange={(e) => set('title', { ...draft.title, ta: e.target.value })}
          error={err('title.ta')}
        />
        <TextAreaField
          label={t('form.statementEn')}
          hint={t('form.markdownHint')}
          rows={8}
          value={draft.statement.en}
          onChange={(e) => set('statement', { ...draft.statement, en: e.target.value })}
          error={err('statement.en') ?? err('statement')}
        />
        <TextAreaField
          label={t('form.statementTa')}
          lang="ta"
          hint={t('form.markdownHint')}
          rows={8}
          value={draft.statement.ta}
          onChange={(e) => set('statement', { ...draft.statement, ta: e.target.value })}
          error={err('statement.ta')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('form.language')}
          value={draft.language}
          onValueChange={(v) => set('language', v)}
          options={languages}
          error={err('language')}
        />
        {practice && (
          <>
            <TextField
              label={t('form.slug')}
              hint={t('form.slugHint')}
              value={draft.slug}
              maxLength={80}
              onChange={(e) => set('slug', e.target.value)}
              error={err('slug')}
            />
            <TextField
              label={t('form.topic')}
              value={draft.topic}
              maxLength={40}
              onChange={(e) => set('topic', e.target.value)}
              error={err('topic')}
            />
            <SelectField
              label={t('form.difficulty')}
              value={draft.difficulty}
              onValueChange={(v) => set('difficulty', v as ExerciseDraft['difficulty'])}
              options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
              error={err('difficulty')}
            />
          </>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label={t('form.starter')}
          hint={t('form.starterHint')}
          className={code}
          rows={8}
          value={draft.starterCode}
          onChange={(e) => set('starterCode', e.target.value)}
          error={err('starterCode')}
        />
        <TextAreaField
          label={t('form.reference')}
          hint={t('form.referenceHint')}
          className={code}
          rows={8}
          value={draft.referenceSolution}
          onChange={(e) => set('referenceSolution', e.target.value)}
          error={err('referenceSolution')}
        />
      </div>
      <TestsEditor tests={draft.tests} onChange={(tests) => set('tests', tests)} />
      {err('tests') && <p className="text-sm text-danger-700">{err('tests')}</p>}
      <HintsEditor hints={draft.hints} onChange={(hints) => set('hints', hints)} />
      {err('hints') && <p className="text-sm text-danger-700">{err('hints')}</p>}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-ink">{t('form.limits')}</legend>
        <TextField
          label={t('form.timeMs')}
          type="number"
          min={LIMITS.timeMs.min}
          max={LIMITS.timeMs.max}
          value={draft.timeMs}
          onChange={(e) => set('timeMs', e.target.value)}
          error={err('limits.timeMs')}
        />
        <TextField
          label={t('form.memoryMb')}
          type="number"
          min={LIMITS.memoryMb.min}
          max={LIMITS.memoryMb.max}
          value={draft.memoryMb}
          onChange={(e) => set('memoryMb', e.target.value)}
          error={err('limits.memoryMb')}
        />
        <TextField
          label={t('form.outputKb')}
          type="number"
          min={LIMITS.outputKb.min}
          max={LIMITS.outputKb.max}
          value={draft.outputKb}
          onChange={(e) => set('outputKb', e.target.value)}
          error={err('limits.outputKb')}
        />
      </fieldset>
      <Button type="submit" loading={pending}>
        {t('form.save')}
      </Button>
    </form>
  );
}
