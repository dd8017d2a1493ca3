import { type EventItem, isLowOnSpots, registrationClosed } from '@kalvi/shared';
import { AlertTriangle, CheckCircle2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { localised } from '../../../lib/localised';
import { useTranslation } from '../../../lib/use-translation';
import { useEvent } from '../api/event-api';
import { useEventDates } from '../format';
import { EventActionButton } from './event-action-button';
import { EventPrice } from './event-price';
import { EventBadges, EventImage, MODE_ICONS, useDurationText } from './event-visuals';
// Part of the events route's own lazy chunk: a chunk of its own would add its name to the entry.
import { WaitlistPanel } from './waitlist-panel';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

function BulletList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="mb-2 font-bold text-ink">{title}</h3>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-slate-700">
            <CheckCircle2 aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-success-600" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SidePanel({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  const ModeIcon = MODE_ICONS[event.mode];
  const duration = useDurationText(event);
  const { formatEventDateTime } = useEventDates();
  return (
    <aside className="rounded-ui bg-slate-50 p-4 ring-1 ring-slate-200 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('modal.price')}</p>
      <EventPrice event={event} large />
      <dl className="mt-3 divide-y divide-slate-200">
        <Row label={t('modal.start')}>
          <time dateTime={event.start_date}>{formatEventDateTime(event.start_date)}</time>
        </Row>
        <Row label={t('modal.end')}>
          <time dateTime={event.end_date}>{formatEventDateTime(event.end_date)}</time>
        </Row>
        {duration && <Row label={t('modal.duration')}>{duration}</Row>}
        <Row label={t('modal.location')}>{event.location}</Row>
        <Row label={t('modal.mode')}>
          <span className="inline-flex items-center gap-1.5">
            <ModeIcon aria-hidden="true" size={15} />
            {t(`mode.${event.mode}`)}
          </span>
        </Row>
        <Row label={t('modal.enrolledCount')}>
          {t('card.enrolled', { registered: event.registered_participants, max: event.max_participants })}
        </Row>
        <Row label={t('modal.category')}>{event.category}</Row>
        <Row label={t('modal.certificate')}>
          {event.certifications ? t('modal.included') : t('modal.notIncluded')}
        </Row>
        <Row label={t('modal.deadline')}>
          <time dateTime={event.registration_deadline}>
            {formatEventDateTime(event.registration_deadline)}
          </time>
        </Row>
      </dl>
      <div className="mt-4 space-y-3">
        <EventActionButton event={event} />
        {event.is_full && event.status === 'upcoming' && !registrationClosed(event) && (
          <WaitlistPanel event={event} />
        )}
        {isLowOnSpots(event.available_spots) && (
          <p className="flex items-center gap-2 rounded-ui bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
            <AlertTriangle aria-hidden="true" size={16} />
            {t('modal.lowSpots', { count: event.available_spots })}
          </p>
        )}
        <div className="flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-success-600" />
          <p>
            <strong className="block text-ink">{t('modal.guarantee')}</strong>
            {t('modal.guaranteeBody')}
          </p>
        </div>
      </div>
    </aside>
  );
}

function EventDetails({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  // On a phone the price and the button come right after the description, not after every list.
  // On a wide screen the side panel (with a paid event's checkout, tall) spans both rows: the
  // second row takes what it adds, so the instructor stays right under the description.
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
      <div className="space-y-5">
        <div className="relative overflow-hidden rounded-ui">
          <EventImage event={event} className="lg:aspect-[3/1]" />
          <EventBadges event={event} className="absolute top-3 left-3" />
        </div>
        <p className="whitespace-pre-line text-slate-700">
          {localised(event.description, event.description_ta)}
        </p>
      </div>
      <SidePanel event={event} />
      <div className="space-y-5 lg:col-start-1 lg:row-start-2">
        <section className="flex items-center gap-3 rounded-ui bg-primary-50 p-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
          >
            {event.instructor.name.charAt(0)}
          </span>
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-primary-800 uppercase">
              {t('modal.instructor')}
            </h3>
            <p className="font-semibold text-ink">{event.instructor.name}</p>
            {event.instructor.title && <p className="text-sm text-slate-600">{event.instructor.title}</p>}
          </div>
        </section>
        <BulletList title={t('modal.skills')} items={event.skills_covered} />
        <BulletList title={t('modal.prerequisites')} items={event.prerequisites} />
      </div>
    </div>
  );
}

/** Event Details (docs/product/screens.md#event-details): opened from a card or straight from a shared URL (?event=id). */
export function EventDetailsModal({
  eventId,
  fromList,
  onClose,
}: {
  eventId: string | null;
  fromList: EventItem | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  const query = useEvent(eventId, fromList);
  const event = query.data?.data;
  return (
    <Modal
      open={eventId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={event ? localised(event.title, event.title_ta) : t('modal.title')}
      size="xl"
    >
      {event ? (
        <EventDetails event={event} />
      ) : query.isError ? (
        <ErrorState
          message={query.error.message || t('errors.event')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner size="lg" />
        </div>
      )}
    </Modal>
  );
}
