import { batchScheduleLabel, formatDate } from '@kalvi/shared';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useBatchChoices, useMoveBatch } from './api/move-api';

/**
 * "Move to a later batch" for a learner's batch (docs/product/batches.md#moving-to-another-batch):
 * the course's other batches with a seat, and the move, allowed once before the batch starts.
 * A batch page mounts it with the batch, its course and the moves left (`movesLeft` of
 * GET /api/me/batches/:id).
 */
export function MoveBatch(props: {
  batchId: string;
  courseId: string;
  movesLeft: number;
  onMoved?: (toBatchId: string) => void;
}) {
  const { t } = useTranslation('courses');
  const language = currentLanguage();
  const selectId = useId();
  const choices = (useBatchChoices(props.courseId).data ?? []).filter(
    (b) => b.id !== props.batchId && b.seatsLeft > 0,
  );
  const move = useMoveBatch(props.batchId);
  const [target, setTarget] = useState('');

  if (props.movesLeft <= 0) return <p className="text-sm text-slate-600">{t('batches.move.used')}</p>;
  if (choices.length === 0) return <p className="text-sm text-slate-600">{t('batches.move.none')}</p>;

  const chosen = target || choices[0]?.id || '';
  const submit = () =>
    move.mutate(chosen, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        props.onMoved?.(chosen);
      },
      onError: (error) => toast.error(messageOf(error, t('batches.move.failed'))),
    });

  return (
    <div className="flex flex-col gap-2 rounded-ui border border-slate-200 bg-white p-4">
      <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
        <ArrowRightLeft aria-hidden="true" size={16} className="text-primary-700" />
        {t('batches.move.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('batches.move.intro')}</p>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {t('batches.move.to')}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(e) => setTarget(e.target.value)}
        className="min-h-11 rounded-ui border border-slate-300 bg-white px-3 text-sm"
      >
        {choices.map((b) => (
          <option key={b.id} value={b.id}>
            {t('batches.move.option', {
              language: t(`batches.language.${b.language}`),
              date: formatDate(b.startDate, language, 'fullDate'),
              times: batchScheduleLabel(b, language),
            })}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="self-start"
        loading={move.isPending}
        loadingText={t('batches.move.moving')}
        onClick={submit}
      >
        {t('batches.move.button')}
      </Button>
    </div>
  );
}
