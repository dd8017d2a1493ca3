import { AVATAR_MAX_BYTES, translateMessage } from '@kalvi/shared';
import { type InstructorDetail, instructorInputSchema } from '@kalvi/shared/admin';
import { type ChangeEvent, useId } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { readPickedPhoto } from '../../lib/picked-file';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { showServerErrors, useZodForm } from '../components/use-zod-form';
import { useSaveInstructor } from './api';
import { InstructorPhoto } from './instructor-photo';

/**
 * Create or edit a record. The photo is uploaded (the server checks its bytes); sending the
 * current photo's address back keeps it, an empty one removes it.
 */
export function InstructorForm({
  record,
  onSaved,
}: {
  record?: InstructorDetail;
  onSaved: (saved: InstructorDetail) => void;
}) {
  const { t, i18n } = useTranslation('people');
  const save = useSaveInstructor(record?.id);
  const fileId = useId();
  const form = useZodForm(instructorInputSchema, {
    name: record?.name ?? '',
    title: record?.title ?? '',
    bio: record?.bio ?? '',
    photo: record?.photoUrl ?? '',
    accountEmail: record?.account?.email ?? '',
  });
  const { errors } = form.formState;
  const photo = form.watch('photo') ?? '';
  const name = form.watch('name') ?? '';
  // The shared schema speaks English; the catalogue has its Tamil (as the server would answer).
  const say = (message?: string) =>
    message ? translateMessage(message, i18n.language === 'ta' ? 'ta' : 'en') : undefined;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = await readPickedPhoto(event, AVATAR_MAX_BYTES);
    if (photo === 'tooLarge') form.setError('photo', { message: t('instructors.photoTooLarge') });
    else if (photo === 'unreadable') form.setError('photo', { message: t('instructors.photoUnreadable') });
    else if (photo !== null) {
      form.setValue('photo', photo, { shouldDirty: true });
      form.clearErrors('photo');
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (answer) => {
        form.reset({
          name: answer.data.name,
          title: answer.data.title,
          bio: answer.data.bio,
          photo: answer.data.photoUrl,
          accountEmail: answer.data.account?.email ?? '',
        });
        onSaved(answer.data);
      },
      (error: unknown) => {
        if (!showServerErrors(form, error)) toast.error(messageOf(error, t('instructors.failed')));
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-ui border border-slate-200 bg-white p-4 lg:grid-cols-[auto_1fr]"
    >
      <div className="flex flex-col items-center gap-2">
        <InstructorPhoto name={name || '?'} url={photo} size="lg" />
        <label htmlFor={fileId} className="cursor-pointer text-sm font-semibold text-primary-800 underline">
          {t('instructors.photoPick')}
        </label>
        <input id={fileId} type="file" accept="image/*" className="sr-only" onChange={pick} />
        {photo && (
          <Button variant="ghost" size="sm" onClick={() => form.setValue('photo', '', { shouldDirty: true })}>
            {t('instructors.photoRemove')}
          </Button>
        )}
        <p className="max-w-40 text-center text-xs text-slate-500">{t('instructors.photoHint')}</p>
        {errors.photo?.message && (
          <p role="alert" className="max-w-40 text-center text-sm text-danger-700">
            {say(errors.photo.message)}
          </p>
        )}
      </div>
      <div className="grid gap-4">
        <TextField
          label={t('instructors.name')}
          autoComplete="off"
          error={say(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('instructors.titleField')}
          hint={t('instructors.titleHint')}
          autoComplete="off"
          error={say(errors.title?.message)}
          {...form.register('title')}
        />
        <TextAreaField
          label={t('instructors.bio')}
          error={say(errors.bio?.message)}
          {...form.register('bio')}
        />
        <TextField
          label={t('instructors.account')}
          hint={t('instructors.accountHint')}
          type="email"
          autoComplete="off"
          error={say(errors.accountEmail?.message)}
          {...form.register('accountEmail')}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            {record ? t('instructors.save') : t('instructors.create')}
          </Button>
        </div>
      </div>
    </form>
  );
}
