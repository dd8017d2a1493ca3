import { COURSE_LEVELS } from '@kalvi/shared';
import {
  type AdminCourse,
  type AdminCourseInput,
  type AdminCourseValues,
  adminCourseInputSchema,
  COURSE_LANGUAGES,
} from '@kalvi/shared/admin';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { useAuthStore } from '../../lib/stores/auth-store';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { showServerErrors, useZodForm } from '../components/use-zod-form';
import { type CourseSaved, useCourseInstructors, useSaveCourse } from './api';

type Form = UseFormReturn<AdminCourseInput, unknown, AdminCourseValues>;

const EMPTY: AdminCourseInput = {
  title: '',
  titleTa: '',
  category: '',
  level: 'Beginner',
  language: 'Tamil & English',
  instructorName: '',
  instructorTitle: '',
  instructorId: null,
  courseFee: 0,
  originalCourseFee: 0,
  durationHours: 0,
  durationMinutes: 0,
  lessons: 0,
  quizzes: 0,
  certifications: true,
  graduation: '',
  courseDescription: '',
  courseDescriptionTa: '',
  whatYouWillLearn: [],
};

/** The form's values for a course that exists (Tamil texts empty rather than null). */
function valuesOf(course: AdminCourse): AdminCourseInput {
  const { level, language } = course;
  return {
    ...EMPTY,
    ...course,
    level,
    language: (COURSE_LANGUAGES as readonly string[]).includes(language)
      ? (language as AdminCourseInput['language'])
      : EMPTY.language,
    titleTa: course.titleTa ?? '',
    courseDescriptionTa: course.courseDescriptionTa ?? '',
  };
}

const number = { valueAsNumber: true } as const;
type WholeField =
  | 'courseFee'
  | 'originalCourseFee'
  | 'durationHours'
  | 'durationMinutes'
  | 'lessons'
  | 'quizzes';

/**
 * Every field the catalogue and the course detail show, checked by the shared schema the
 * server checks with; the server's per-field refusals land under their fields.
 */
export function CourseForm({
  course,
  onSaved,
}: {
  course?: AdminCourse;
  onSaved: (saved: CourseSaved['data']) => void;
}) {
  const { t } = useTranslation('admincourses');
  const save = useSaveCourse(course?.id);
  const form: Form = useZodForm(adminCourseInputSchema, course ? valuesOf(course) : EMPTY);
  const { errors } = form.formState;
  const field = (name: keyof AdminCourseInput) => ({
    label: t(`form.${name}`),
    error: errors[name]?.message,
  });
  /** A whole number: rupees, hours, minutes or a count. */
  const whole = (name: WholeField) => ({
    ...field(name),
    type: 'number',
    min: 0,
    inputMode: 'numeric' as const,
    ...form.register(name, number),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (answer) => {
        toast.success(answer.message);
        form.reset(valuesOf(answer.data));
        onSaved(answer.data);
      },
      (error: unknown) => {
        if (!showServerErrors(form, error)) toast.error(messageOf(error, t('form.failed')));
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form.label')} className="space-y-6">
      <fieldset className="grid gap-4 rounded-ui border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-700">{t('form.about')}</legend>
        <TextField {...field('title')} maxLength={200} {...form.register('title')} />
        <TextField
          {...field('titleTa')}
          hint={t('form.taHint')}
          maxLength={200}
          lang="ta"
          {...form.register('titleTa')}
        />
        <TextField {...field('category')} maxLength={100} {...form.register('category')} />
        <SelectField
          {...field('level')}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          {...form.register('level')}
        />
        <SelectField
          {...field('language')}
          options={COURSE_LANGUAGES.map((language) => ({
            value: language,
            label: t(`languages.${language}`),
          }))}
          {...form.register('language')}
        />
        <TextField
          {...field('graduation')}
          hint={t('form.graduationHint')}
          maxLength={300}
          {...form.register('graduation')}
        />
      </fieldset>

      <InstructorFields form={form} />

      <fieldset className="grid gap-4 rounded-ui border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-700">{t('form.priceAndLength')}</legend>
        <TextField {...whole('courseFee')} hint={t('form.feeHint')} />
        <TextField {...whole('originalCourseFee')} hint={t('form.originalHint')} />
        <TextField {...whole('durationHours')} />
        <TextField {...whole('durationMinutes')} max={59} />
        <TextField {...whole('lessons')} />
        <TextField {...whole('quizzes')} />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-5" {...form.register('certifications')} />
          {t('form.certifications')}
        </label>
      </fieldset>

      <fieldset className="grid gap-4 rounded-ui border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">{t('form.content')}</legend>
        <TextAreaField
          {...field('courseDescription')}
          rows={5}
          maxLength={5000}
          {...form.register('courseDescription')}
        />
        <TextAreaField
          {...field('courseDescriptionTa')}
          hint={t('form.taHint')}
          rows={5}
          maxLength={5000}
          lang="ta"
          {...form.register('courseDescriptionTa')}
        />
        <Controller
          control={form.control}
          name="whatYouWillLearn"
          render={({ field: learn, fieldState }) => (
            <LearnLines
              value={learn.value ?? []}
              onChange={learn.onChange}
              onBlur={learn.onBlur}
              error={fieldState.error?.message ?? firstItemError(errors.whatYouWillLearn)}
            />
          )}
        />
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {course ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** The message of the first line that is wrong, for a list of lines shown as one text box. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error.find(Boolean) as { message?: string } | undefined)?.message;
}

/** "What you'll learn", one thing a line; blank lines are dropped. */
function LearnLines(props: {
  value: string[];
  onChange: (lines: string[]) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t } = useTranslation('admincourses');
  const [text, setText] = useState(props.value.join('\n'));
  return (
    <TextAreaField
      label={t('form.whatYouWillLearn')}
      hint={t('form.learnHint')}
      error={props.error}
      rows={5}
      value={text}
      onBlur={props.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** The instructor: a record from the list (staff and admins), and the name and title the catalogue shows. */
function InstructorFields({ form }: { form: Form }) {
  const { t } = useTranslation('admincourses');
  const role = useAuthStore((s) => s.user?.role);
  const records = useCourseInstructors();
  const { errors } = form.formState;
  const options = records.data?.data ?? [];
  const pick = form.register('instructorId', { setValueAs: (v: string | null) => v || null });
  return (
    <fieldset className="grid gap-4 rounded-ui border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('form.instructor')}</legend>
      {role === 'instructor' ? (
        <p className="text-sm text-slate-600 sm:col-span-2">{t('form.yourCourse')}</p>
      ) : (
        <SelectField
          className="sm:col-span-2"
          label={t('form.instructorId')}
          hint={t('form.instructorIdHint')}
          error={errors.instructorId?.message}
          options={[
            { value: '', label: t('form.noRecord') },
            ...options.map((o) => ({ value: o.id, label: o.title ? `${o.name} · ${o.title}` : o.name })),
          ]}
          {...pick}
          onChange={(event) => {
            void pick.onChange(event);
            const chosen = options.find((o) => o.id === event.target.value);
            if (chosen) {
              form.setValue('instructorName', chosen.name, { shouldValidate: true });
              form.setValue('instructorTitle', chosen.title);
            }
          }}
        />
      )}
      <TextField
        label={t('form.instructorName')}
        error={errors.instructorName?.message}
        maxLength={120}
        {...form.register('instructorName')}
      />
      <TextField
        label={t('form.instructorTitle')}
        error={errors.instructorTitle?.message}
        maxLength={120}
        {...form.register('instructorTitle')}
      />
    </fieldset>
  );
}
