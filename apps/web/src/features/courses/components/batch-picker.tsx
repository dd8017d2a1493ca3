import { batchScheduleLabel, formatDate, type PublicBatch } from '@kalvi/shared';
import { CalendarDays, Clock, Languages, UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { currentLanguage } from '../../../lib/language';
import { useTranslation } from '../../../lib/use-translation';

const row = 'flex items-start gap-1.5 text-slate-700';
const icon = 'mt-0.5 shrink-0 text-slate-500';

/**
 * The course's upcoming batches as choices (docs/product/batches.md#upcoming-batches-on-a-course-page):
 * language, first date, days and times, seats left, enrolment deadline and instructor. A full
 * batch is shown but cannot be chosen.
 */
export function BatchPicker({
  batches,
  chosen,
  onChoose,
}: {
  batches: PublicBatch[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('courses');
  const language = currentLanguage();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('batches.choose')}</legend>
      {batches.map((batch) => {
        const full = batch.seatsLeft <= 0;
        const id = `batch-${batch.id}`;
        return (
          <label
            key={batch.id}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer gap-3 rounded-ui border bg-white p-3 text-sm transition-colors',
              chosen === batch.id ? 'border-primary-700 ring-2 ring-primary-200' : 'border-slate-200',
              full ? 'cursor-not-allowed opacity-70' : 'hover:border-primary-400',
            )}
          >
            <input
              id={id}
              type="radio"
              name="batch"
              value={batch.id}
              checked={chosen === batch.id}
              disabled={full}
              onChange={() => onChoose(batch.id)}
              className="mt-1 size-4 shrink-0 accent-primary-700"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex items-center gap-1.5 font-semibold text-ink">
                <Languages aria-hidden="true" size={14} className="shrink-0 text-primary-700" />
                {t(`batches.language.${batch.language}`)}
              </span>
              <span className={row}>
                <CalendarDays aria-hidden="true" size={14} className={icon} />
                {t('batches.starts', { date: formatDate(batch.startDate, language, 'fullDate') })}
              </span>
              <span className={row}>
                <Clock aria-hidden="true" size={14} className={icon} />
                {batchScheduleLabel(batch, language)}
              </span>
              <span className={row}>
                <UserRound aria-hidden="true" size={14} className={icon} />
                {batch.instructorName}
              </span>
              <span className="text-xs text-slate-600">
                {t('batches.deadline', { date: formatDate(batch.enrolmentDeadline, language, 'dateTime') })}
              </span>
              <span className={cn('font-semibold', full ? 'text-danger-700' : 'text-success-700')}>
                {full ? t('batches.full') : t('batches.seatsLeft', { count: batch.seatsLeft })}
                <span className="font-normal text-slate-600">
                  {' · '}
                  {t('batches.sessions', { count: batch.sessionCount })}
                </span>
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
