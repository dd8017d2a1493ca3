import { formatDate, type Holiday, holidayInputSchema } from '@kalvi/shared';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { RowAction } from '../components/row-action';
import { SectionHeader } from '../components/section-header';
import { showServerErrors, useZodForm } from '../components/use-zod-form';
import { holidayKeys, removeHoliday, useAddHoliday, useHolidays } from './api';

/** /admin/holidays: the academy's holidays for the year ahead; add one, remove one (docs/product/holidays.md). */
export function HolidaysPage() {
  const { t } = useTranslation('holidaysadmin');
  // Every row and the form hold Tamil whatever the console's language: its font too, not only
  // the device's (a device without one showed the Tamil names blank).
  useEffect(() => void import('../../lib/tamil-font'), []);
  return (
    <section className="space-y-6">
      <SectionHeader title={t('title')} intro={t('intro')} />
      <AddHoliday />
      <HolidayList />
    </section>
  );
}

function AddHoliday() {
  const { t } = useTranslation('holidaysadmin');
  const add = useAddHoliday();
  const form = useZodForm(holidayInputSchema, { date: '', nameEn: '', nameTa: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast.success((await add.mutateAsync(values)).message);
      form.reset();
    } catch (error: unknown) {
      if (!showServerErrors(form, error)) form.setError('date', { message: messageOf(error, t('failed')) });
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('add')}
      className="grid gap-3 rounded-ui border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-start"
    >
      <TextField label={t('date')} type="date" {...form.register('date')} error={errors.date?.message} />
      <TextField label={t('nameEn')} {...form.register('nameEn')} error={errors.nameEn?.message} />
      <TextField label={t('nameTa')} lang="ta" {...form.register('nameTa')} error={errors.nameTa?.message} />
      <Button type="submit" loading={isSubmitting} className="sm:mt-7">
        {t('add')}
      </Button>
    </form>
  );
}

function HolidayList() {
  const { t, i18n } = useTranslation('holidaysadmin');
  const query = useHolidays();
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <ErrorState message={messageOf(query.error, t('loadFailed'))} onRetry={() => void query.refetch()} />
    );
  const { holidays } = query.data.data;
  if (holidays.length === 0) return <EmptyState title={t('none')} description={t('noneHint')} />;
  return (
    <ul
      aria-label={t('listLabel')}
      className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white"
    >
      {holidays.map((holiday: Holiday) => (
        <li key={holiday.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{formatDate(holiday.date, i18n.language, 'fullDate')}</p>
            <p className="text-sm text-slate-700">
              {holiday.nameEn} · <span lang="ta">{holiday.nameTa}</span>
            </p>
          </div>
          <RowAction
            label={t('remove')}
            variant="ghost"
            confirm={t('removeConfirm', { name: i18n.language === 'ta' ? holiday.nameTa : holiday.nameEn })}
            failure={t('failed')}
            refresh={holidayKeys.all}
            send={() => removeHoliday(holiday.id)}
          />
        </li>
      ))}
    </ul>
  );
}
