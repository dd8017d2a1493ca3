import type { SessionEdit } from '@kalvi/shared';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { Failure } from '../components/form-parts';
import { fromLocalInput, toLocalInput } from '../components/local-time';
import { type AdminSession, useCancelSession, useEditSession, useInstructors } from './api';
import { istDateTime } from './pattern-text';

/** Moves a session, gives it another instructor or attaches its recording; only what changed is sent. */
function SessionEditor({ session, onDone }: { session: AdminSession; onDone: () => void }) {
  const { t } = useTranslation('batchdesk');
  const edit = useEditSession();
  const instructors = useInstructors();
  const [startsAt, setStartsAt] = useState(toLocalInput(session.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(session.endsAt));
  const [instructorId, setInstructorId] = useState(session.instructorId);
  const [recordingUrl, setRecordingUrl] = useState(session.recordingUrl ?? '');

  function save(event: FormEvent) {
    event.preventDefault();
    const change: SessionEdit = {};
    const start = fromLocalInput(startsAt);
    const end = fromLocalInput(endsAt);
    if (start && start !== new Date(session.startsAt).toISOString()) change.startsAt = start;
    if (end && end !== new Date(session.endsAt).toISOString()) change.endsAt = end;
    if (instructorId !== session.instructorId) change.instructorId = instructorId;
    if (recordingUrl.trim() !== (session.recordingUrl ?? ''))
      change.recordingUrl = recordingUrl.trim() ? recordingUrl.trim() : null;
    edit.mutate(
      { id: session.id, edit: change },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? t('session.saved'));
          onDone();
        },
      },
    );
  }

  const people = instructors.data ?? [];
  const options = people.some((p) => p.id === session.instructorId)
    ? people
    : [{ id: session.instructorId, name: session.instructorName }, ...people];
  return (
    <form onSubmit={save} className="grid gap-4 sm:grid-cols-2" noValidate>
      <TextField
        label={t('session.startsAt')}
        type="datetime-local"
        value={startsAt}
        onChange={(e) => setStartsAt(e.target.value)}
      />
      <TextField
        label={t('session.endsAt')}
        type="datetime-local"
        value={endsAt}
        onChange={(e) => setEndsAt(e.target.value)}
      />
      <SelectField
        label={t('session.instructor')}
        className="sm:col-span-2"
        value={instructorId}
        options={options.map((p) => ({ value: p.id, label: p.name }))}
        onValueChange={setInstructorId}
      />
      <TextField
        label={t('session.recording')}
        hint={t('session.recordingHint')}
        className="sm:col-span-2"
        type="url"
        value={recordingUrl}
        onChange={(e) => setRecordingUrl(e.target.value)}
      />
      <p className="text-sm text-slate-600 sm:col-span-2">{t('session.localTime')}</p>
      <div className="sm:col-span-2">
        <Failure>{edit.isError ? messageOf(edit.error, t('session.failed')) : null}</Failure>
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          {t('session.close')}
        </Button>
        <Button type="submit" loading={edit.isPending}>
          {t('session.save')}
        </Button>
      </div>
    </form>
  );
}

/** A batch's sessions in order, each with edit and cancel while the batch runs. */
export function SessionsTable({ sessions, cancelled }: { sessions: AdminSession[]; cancelled: boolean }) {
  const { t } = useTranslation('batchdesk');
  const cancel = useCancelSession();
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const doCancel = (session: AdminSession) => {
    if (!window.confirm(t('session.confirmCancel', { number: session.number }))) return;
    cancel.mutate(session.id, {
      onSuccess: (answer) => toast.success(answer.message ?? t('session.cancelled')),
      onError: (error) => toast.error(messageOf(error, t('session.failed'))),
    });
  };

  return (
    <section aria-labelledby="batch-sessions" className="space-y-3">
      <h2 id="batch-sessions" className="text-lg font-bold text-ink">
        {t('session.title', { count: sessions.length })}
      </h2>
      <div className="overflow-x-auto rounded-ui border border-slate-200 bg-white">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                {t('session.when')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('session.instructor')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('session.attended')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('session.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {sessions.map((s) => (
              <tr key={s.id} data-testid={`session-${s.number}`}>
                <td className="px-3 py-2 font-semibold">{s.number}</td>
                <td className="px-3 py-2">
                  {istDateTime(s.startsAt)} – {istDateTime(s.endsAt)}
                  <span className="ml-2 inline-flex gap-1">
                    {s.status === 'cancelled' && <Badge tone="danger">{t('session.cancelledBadge')}</Badge>}
                    {s.recordingUrl && <Badge tone="primary">{t('session.hasRecording')}</Badge>}
                  </span>
                </td>
                <td className="px-3 py-2">{s.instructorName}</td>
                <td className="px-3 py-2 tabular-nums">{s.attended}</td>
                <td className="px-3 py-2">
                  {!cancelled && s.status === 'scheduled' && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(s)}
                        aria-label={t('session.editLabel', { number: s.number })}
                      >
                        {t('session.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={cancel.isPending}
                        onClick={() => doCancel(s)}
                        aria-label={t('session.cancelLabel', { number: s.number })}
                      >
                        {t('session.cancel')}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? t('session.editTitle', { number: editing.number }) : ''}
        size="lg"
      >
        {editing && <SessionEditor key={editing.id} session={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </section>
  );
}
