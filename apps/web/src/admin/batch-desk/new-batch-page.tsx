import {
  BATCH_MAX_SEATS,
  BATCH_MAX_WEEKS,
  type BatchInput,
  PATTERN_MAX_MINUTES,
  PATTERN_MIN_MINUTES,
} from '@kalvi/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError, messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { CheckField, Failure, FieldGroup } from '../components/form-parts';
import { fromLocalInput } from '../components/local-time';
import { SectionHeader } from '../components/section-header';
import { useCreateBatch, useDeskCourse, useInstructors } from './api';
import { WEEKDAYS } from './pattern-text';

/** Holidays typed as dates separated by commas, spaces or lines. */
const datesOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Makes a batch from a weekly pattern; the server generates its sessions and leaves holidays out. */
export function NewBatchPage() {
  const { t } = useTranslation('batchdesk');
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const course = useDeskCourse(courseId);
  const instructors = useInstructors();
  const create = useCreateBatch(courseId);
  const [form, setForm] = useState({
    language: 'ta' as BatchInput['language'],
    startDate: '',
    startTime: '19:00',
    durationMinutes: '90',
    weeks: '4',
    weekdays: [1, 3, 5] as number[],
    skipDates: '',
    seats: '30',
    enrolmentDeadline: '',
    instructorId: '',
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const fieldError = (field: string) =>
    create.error instanceof ApiError
      ? create.error.errors?.find((e) => e.field === field)?.message
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const deadline = fromLocalInput(form.enrolmentDeadline);
    create.mutate(
      {
        language: form.language,
        startDate: form.startDate,
        timeZone: 'Asia/Kolkata',
        startTime: form.startTime,
        durationMinutes: Number(form.durationMinutes),
        weeks: Number(form.weeks),
        weekdays: [...form.weekdays].sort(),
        skipDates: datesOf(form.skipDates),
        seats: Number(form.seats),
        ...(deadline ? { enrolmentDeadline: deadline } : {}),
        ...(form.instructorId ? { instructorId: form.instructorId } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? t('form.created'));
          navigate(`../${answer.data.batch.id}`, { relative: 'path' });
        },
      },
    );
  }

  return (
    <section className="space-y-5">
      <BackLink>{t('backToBatches')}</BackLink>
      <SectionHeader title={t('form.title')} intro={t('form.intro', { course: course.data?.title ?? '' })} />
      <form onSubmit={submit} className="space-y-5" noValidate>
        <FieldGroup legend={t('form.pattern')}>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-ink">{t('form.weekdays')}</legend>
            <div className="flex flex-wrap gap-x-4">
              {WEEKDAYS.map((day) => (
                <CheckField
                  key={day}
                  label={t(`weekdays.${day}`)}
                  checked={form.weekdays.includes(day)}
                  onChange={(on) =>
                    set('weekdays', on ? [...form.weekdays, day] : form.weekdays.filter((d) => d !== day))
                  }
                />
              ))}
            </div>
            {fieldError('weekdays') && <p className="text-sm text-red-700">{fieldError('weekdays')}</p>}
          </fieldset>
          <TextField
            label={t('form.startDate')}
            type="date"
            required
            value={form.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            error={fieldError('startDate')}
          />
          <TextField
            label={t('form.startTime')}
            type="time"
            required
            value={form.startTime}
            onChange={(e) => set('startTime', e.target.value)}
            error={fieldError('startTime')}
          />
          <TextField
            label={t('form.duration', { min: PATTERN_MIN_MINUTES, max: PATTERN_MAX_MINUTES })}
            type="number"
            min={PATTERN_MIN_MINUTES}
            max={PATTERN_MAX_MINUTES}
            step={5}
            value={form.durationMinutes}
            onChange={(e) => set('durationMinutes', e.target.value)}
            error={fieldError('durationMinutes')}
          />
          <TextField
            label={t('form.weeks', { max: BATCH_MAX_WEEKS })}
            type="number"
            min={1}
            max={BATCH_MAX_WEEKS}
            value={form.weeks}
            onChange={(e) => set('weeks', e.target.value)}
            error={fieldError('weeks')}
          />
          <TextAreaField
            label={t('form.holidays')}
            hint={t('form.holidaysHint')}
            rows={2}
            className="sm:col-span-2"
            value={form.skipDates}
            onChange={(e) => set('skipDates', e.target.value)}
            error={fieldError('skipDates')}
          />
        </FieldGroup>
        <FieldGroup legend={t('form.enrolment')}>
          <SelectField
            label={t('form.language')}
            value={form.language}
            options={[
              { value: 'ta', label: t('language.ta') },
              { value: 'en', label: t('language.en') },
            ]}
            onValueChange={(value) => set('language', value as BatchInput['language'])}
          />
          <TextField
            label={t('form.seats', { max: BATCH_MAX_SEATS })}
            type="number"
            min={1}
            max={BATCH_MAX_SEATS}
            value={form.seats}
            onChange={(e) => set('seats', e.target.value)}
            error={fieldError('seats')}
          />
          <TextField
            label={t('form.deadline')}
            hint={t('form.deadlineHint')}
            type="datetime-local"
            value={form.enrolmentDeadline}
            onChange={(e) => set('enrolmentDeadline', e.target.value)}
            error={fieldError('enrolmentDeadline')}
          />
          <SelectField
            label={t('form.instructor')}
            value={form.instructorId}
            options={[
              { value: '', label: t('form.courseInstructor') },
              ...(instructors.data ?? []).map((i) => ({ value: i.id, label: i.name })),
            ]}
            onValueChange={(value) => set('instructorId', value)}
          />
        </FieldGroup>
        <Failure>{create.isError ? messageOf(create.error, t('form.failed')) : null}</Failure>
        <Button type="submit" loading={create.isPending}>
          {t('form.create')}
        </Button>
      </form>
    </section>
  );
}
