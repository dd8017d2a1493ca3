import { EVENT_MODES, EVENT_TYPES, isIndianPlaceCode, PLACES_OF_SUPPLY } from '@kalvi/shared';
import type { adminEventInputSchema } from '@kalvi/shared/admin';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { FieldGroup as Group } from '../components/form-parts';
import { fromLocalInput, toLocalInput } from '../components/local-time';
import { useInstructorOptions } from './api';

type Form = UseFormReturn<
  z.input<typeof adminEventInputSchema>,
  unknown,
  z.output<typeof adminEventInputSchema>
>;
type DateField = 'startDate' | 'endDate' | 'registrationDeadline';

function Check({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
      <input type="checkbox" className="size-5 accent-primary-700" {...input} />
      {label}
    </label>
  );
}

/** Every field of an event, grouped as an office thinks of one: what, when, where, seats and price, who. */
export function EventFields({ form, seatsTaken }: { form: Form; seatsTaken: number }) {
  const { t, i18n } = useTranslation('adminops');
  const language = i18n.language === 'ta' ? 'ta' : 'en';
  const { errors } = form.formState;
  const { register, control } = form;
  const mode = form.watch('mode');
  const isFree = form.watch('isFree');
  const instructors = useInstructorOptions();

  const dateField = (name: DateField) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={t(`eventForm.${name}`)}
          type="datetime-local"
          name={field.name}
          ref={field.ref}
          value={toLocalInput(field.value)}
          onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <>
      <Group legend={t('eventForm.what')}>
        <TextField label={t('eventForm.title')} error={errors.title?.message} {...register('title')} />
        <TextField
          label={t('eventForm.titleTa')}
          lang="ta"
          hint={t('eventForm.tamilHint')}
          error={errors.titleTa?.message}
          {...register('titleTa')}
        />
        <TextAreaField
          label={t('eventForm.description')}
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          label={t('eventForm.descriptionTa')}
          lang="ta"
          rows={4}
          error={errors.descriptionTa?.message}
          {...register('descriptionTa')}
        />
        <SelectField
          label={t('eventForm.type')}
          options={EVENT_TYPES.map((type) => ({ value: type, label: t(`eventForm.types.${type}`) }))}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label={t('eventForm.category')}
          error={errors.category?.message}
          {...register('category')}
        />
      </Group>

      <Group legend={t('eventForm.when')}>
        {dateField('startDate')}
        {dateField('endDate')}
        {dateField('registrationDeadline')}
        <p className="self-end text-sm text-slate-600">{t('eventForm.whenHint')}</p>
      </Group>

      <Group legend={t('eventForm.where')}>
        <SelectField
          label={t('eventForm.mode')}
          options={EVENT_MODES.map((m) => ({ value: m, label: t(`eventForm.modes.${m}`) }))}
          error={errors.mode?.message}
          {...register('mode')}
        />
        <TextField
          label={t('eventForm.location')}
          hint={mode === 'online' ? t('eventForm.locationOnlineHint') : undefined}
          error={errors.location?.message}
          {...register('location')}
        />
        {mode !== 'online' && (
          <SelectField
            label={t('eventForm.venueState')}
            hint={t('eventForm.venueStateHint')}
            options={[
              { value: '', label: t('eventForm.venueStateChoose') },
              ...PLACES_OF_SUPPLY.filter((p) => isIndianPlaceCode(p.code)).map((p) => ({
                value: p.code,
                label: p[language],
              })),
            ]}
            error={errors.venueState?.message}
            {...register('venueState')}
          />
        )}
        {mode !== 'offline' && (
          <TextField
            label={t('eventForm.joinUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={t('eventForm.joinUrlHint')}
            error={errors.joinUrl?.message}
            className="sm:col-span-2"
            {...register('joinUrl')}
          />
        )}
      </Group>

      <Group legend={t('eventForm.seatsAndPrice')}>
        <TextField
          label={t('eventForm.maxParticipants')}
          type="number"
          min={Math.max(1, seatsTaken)}
          step={1}
          inputMode="numeric"
          hint={seatsTaken > 0 ? t('eventForm.seatsTaken', { count: seatsTaken }) : undefined}
          error={errors.maxParticipants?.message}
          {...register('maxParticipants', { valueAsNumber: true })}
        />
        <div className="flex flex-col justify-end gap-1">
          <Check label={t('eventForm.isFree')} {...register('isFree')} />
          <Check label={t('eventForm.certifications')} {...register('certifications')} />
        </div>
        {!isFree && (
          <>
            <TextField
              label={t('eventForm.price')}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              error={errors.price?.message}
              {...register('price', { valueAsNumber: true })}
            />
            <TextField
              label={t('eventForm.originalPrice')}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              hint={t('eventForm.originalPriceHint')}
              error={errors.originalPrice?.message}
              {...register('originalPrice', { valueAsNumber: true })}
            />
          </>
        )}
      </Group>

      <Group legend={t('eventForm.who')}>
        <SelectField
          // Drawn again once the records arrive, so the stored choice shows among them.
          key={instructors.isSuccess ? 'ready' : 'loading'}
          label={t('eventForm.instructorId')}
          className="sm:col-span-2"
          hint={t('eventForm.instructorIdHint')}
          options={[
            { value: '', label: t('eventForm.noRecord') },
            ...(instructors.data?.data ?? []).map((i) => ({ value: i.id, label: i.name })),
          ]}
          error={errors.instructorId?.message}
          {...register('instructorId', {
            setValueAs: (value: string | null) => value || null,
            onChange: (e: ChangeEvent<HTMLSelectElement>) => {
              const chosen = instructors.data?.data.find((i) => i.id === e.target.value);
              if (!chosen) return;
              form.setValue('instructorName', chosen.name, { shouldValidate: true });
              form.setValue('instructorTitle', chosen.title);
            },
          })}
        />
        <TextField
          label={t('eventForm.instructorName')}
          error={errors.instructorName?.message}
          {...register('instructorName')}
        />
        <TextField
          label={t('eventForm.instructorTitle')}
          error={errors.instructorTitle?.message}
          {...register('instructorTitle')}
        />
      </Group>
    </>
  );
}
