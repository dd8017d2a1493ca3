import { type AdminEvent, type AdminEventInput, adminEventInputSchema } from '@kalvi/shared/admin';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { notReady } from '../components/not-ready';
import { SectionHeader } from '../components/section-header';
import { useSaveAndReturn } from '../components/use-save-and-return';
import { useZodForm } from '../components/use-zod-form';
import { useAdminEvent, useSaveEvent } from './api';
import { EventFields } from './event-fields';

/** A new event's first values: the form asks for the rest. */
const BLANK: AdminEventInput = {
  title: '',
  description: '',
  titleTa: '',
  descriptionTa: '',
  type: 'workshop',
  mode: 'online',
  location: '',
  venueState: '',
  joinUrl: '',
  category: '',
  startDate: '',
  endDate: '',
  registrationDeadline: '',
  maxParticipants: 30,
  isFree: false,
  price: 0,
  originalPrice: 0,
  certifications: false,
  instructorName: '',
  instructorTitle: '',
  instructorId: null,
};

/** What the form edits of a stored event; the fields it does not show are sent back unchanged. */
function inputOf(e: AdminEvent): AdminEventInput {
  const { id: _id, seatsTaken: _taken, cancelled: _cancelled, ...input } = e;
  return input;
}

/** /admin/events/new and /admin/events/:id: create or edit an event. */
export function EventFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('adminops');
  const query = useAdminEvent(id ?? '');
  if (!id) return <EventForm />;
  const waiting = notReady(query, t('eventForm.notFound'));
  if (waiting || !query.data) return waiting;
  return <EventForm key={id} event={query.data.data} />;
}

function EventForm({ event }: { event?: AdminEvent }) {
  const { t } = useTranslation('adminops');
  const save = useSaveEvent(event?.id);
  const form = useZodForm(adminEventInputSchema, event ? inputOf(event) : BLANK);
  const onSubmit = useSaveAndReturn(form, (values) => save.mutateAsync(values), t('eventForm.failed'));

  return (
    <section className="space-y-4">
      <BackLink>{t('eventForm.back')}</BackLink>
      <SectionHeader
        title={event ? t('eventForm.editTitle') : t('eventForm.newTitle')}
        intro={event ? event.title : t('eventForm.intro')}
      />
      {event && (
        <Link to="waitlist" className="inline-flex min-h-11 items-center text-primary-800 underline">
          {t('waitlist.link')}
        </Link>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <EventFields form={form} seatsTaken={event?.seatsTaken ?? 0} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {event ? t('eventForm.save') : t('eventForm.create')}
          </Button>
          <Link
            to=".."
            relative="path"
            className="inline-flex min-h-11 items-center px-2 text-primary-800 underline"
          >
            {t('eventForm.discard')}
          </Link>
        </div>
      </form>
    </section>
  );
}
