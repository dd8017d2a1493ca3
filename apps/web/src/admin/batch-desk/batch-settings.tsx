import { BATCH_MAX_SEATS } from '@kalvi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { Failure } from '../components/form-parts';
import { fromLocalInput, toLocalInput } from '../components/local-time';
import { type AdminBatch, useCancelBatch, useEditBatch } from './api';

/** Seats, the enrolment deadline, open or closed, and cancelling the whole batch with a reason. */
export function BatchSettings({ batch }: { batch: AdminBatch }) {
  const { t } = useTranslation('batchdesk');
  const edit = useEditBatch(batch.id);
  const cancel = useCancelBatch(batch.id);
  const [seats, setSeats] = useState(String(batch.seats));
  const [deadline, setDeadline] = useState(toLocalInput(batch.enrolmentDeadline));
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const locked = batch.status === 'cancelled';

  function save(event: FormEvent) {
    event.preventDefault();
    const when = fromLocalInput(deadline);
    edit.mutate(
      {
        seats: Number(seats),
        ...(when && when !== batch.enrolmentDeadline ? { enrolmentDeadline: when } : {}),
      },
      { onSuccess: (answer) => toast.success(answer.message ?? t('settings.saved')) },
    );
  }
  const toggle = () =>
    edit.mutate(
      { status: batch.status === 'open' ? 'closed' : 'open' },
      { onSuccess: (answer) => toast.success(answer.message ?? t('settings.saved')) },
    );
  const doCancel = () =>
    cancel.mutate(reason.trim(), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setCancelling(false);
      },
    });

  return (
    <section aria-labelledby="batch-settings" className="rounded-ui border border-slate-200 bg-white p-4">
      <h2 id="batch-settings" className="text-lg font-bold text-ink">
        {t('settings.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('settings.taken', { taken: batch.seatsTaken, seats: batch.seats, percent: batch.fillPercent })}
      </p>
      <form onSubmit={save} className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
        <TextField
          label={t('settings.seats', { max: BATCH_MAX_SEATS })}
          type="number"
          min={1}
          max={BATCH_MAX_SEATS}
          value={seats}
          disabled={locked}
          onChange={(e) => setSeats(e.target.value)}
        />
        <TextField
          label={t('settings.deadline')}
          type="datetime-local"
          value={deadline}
          disabled={locked}
          onChange={(e) => setDeadline(e.target.value)}
        />
        <Button type="submit" loading={edit.isPending} disabled={locked}>
          {t('settings.save')}
        </Button>
      </form>
      <div className="mt-3">
        <Failure>{edit.isError ? messageOf(edit.error, t('settings.failed')) : null}</Failure>
      </div>
      {!locked && (
        <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" disabled={edit.isPending} onClick={toggle}>
            {batch.status === 'open' ? t('settings.close') : t('settings.open')}
          </Button>
          <Button variant="danger" onClick={() => setCancelling(true)}>
            {t('settings.cancel')}
          </Button>
        </div>
      )}
      <Modal
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('settings.cancelTitle')}
        description={t('settings.cancelText')}
      >
        <TextAreaField
          label={t('settings.reason')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="mt-3">
          <Failure>{cancel.isError ? messageOf(cancel.error, t('settings.failed')) : null}</Failure>
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setCancelling(false)}>
            {t('settings.keep')}
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={doCancel}>
            {t('settings.cancelConfirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
