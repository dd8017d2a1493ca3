import type { EventItem } from '@kalvi/shared';
import { Award, CalendarDays, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { localised } from '../../../lib/localised';
import { useTranslation } from '../../../lib/use-translation';
import { useEventDates } from '../format';
import { EventPrice } from './event-price';
import { EventBadges, EventImage, MODE_ICONS, useDurationText } from './event-visuals';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-primary-700">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/**
 * One event of the catalogue (docs/product/screens.md#event-card). The title is a link to the
 * list's address with the event open: a tap before the page's code has run still opens it
 * (docs/decisions/155-server-rendering.md).
 */
export function EventCard({ event, href }: { event: EventItem; href: string }) {
  const { t } = useTranslation('events');
  const ModeIcon = MODE_ICONS[event.mode];
  const duration = useDurationText(event);
  const { formatEventDate } = useEventDates();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-ui bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-accent-400 hover:shadow-md">
      <div className="relative">
        <EventImage event={event} />
        <EventBadges event={event} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg leading-snug font-bold text-ink">
          <Link to={href} className="text-left after:absolute after:inset-0 focus-visible:outline-none">
            {localised(event.title, event.title_ta)}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600">
          {localised(event.description, event.description_ta)}
        </p>
        <ul className="space-y-1.5 text-sm text-slate-700">
          <Fact icon={<CalendarDays aria-hidden="true" size={16} />}>
            <span className="sr-only">{t('card.startsOn')} </span>
            <time dateTime={event.start_date}>{formatEventDate(event.start_date)}</time>
          </Fact>
          <Fact icon={<ModeIcon aria-hidden="true" size={16} />}>
            <span className="sr-only">{t(`mode.${event.mode}`)}: </span>
            <span className="line-clamp-1">{event.location}</span>
          </Fact>
          {duration && <Fact icon={<Clock aria-hidden="true" size={16} />}>{duration}</Fact>}
          <Fact icon={<Users aria-hidden="true" size={16} />}>
            {t('card.enrolled', { registered: event.registered_participants, max: event.max_participants })}
          </Fact>
          {event.certifications && (
            <Fact icon={<Award aria-hidden="true" size={16} />}>{t('card.certificate')}</Fact>
          )}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <EventPrice event={event} />
          <span
            className={cn(
              'shrink-0 rounded-full px-3 py-1 text-sm font-semibold',
              event.is_full
                ? 'bg-danger-50 text-danger-700'
                : 'bg-primary-50 text-primary-800 group-hover:bg-primary-100',
            )}
          >
            {event.is_full ? t('card.full') : t('card.viewDetails')}
          </span>
        </div>
      </div>
    </article>
  );
}
