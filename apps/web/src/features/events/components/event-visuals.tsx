import type { EventItem, EventMode, EventStatus, EventType } from '@kalvi/shared';
import { Globe, type LucideIcon, MapPin, MonitorSmartphone } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';

export const MODE_ICONS: Record<EventMode, LucideIcon> = {
  online: Globe,
  offline: MapPin,
  hybrid: MonitorSmartphone,
};

const STATUS_TONES: Record<EventStatus, BadgeTone> = {
  upcoming: 'success',
  ongoing: 'accent',
  completed: 'neutral',
  cancelled: 'danger',
};

/** One gradient per type, for events without a picture. */
const TYPE_GRADIENTS: Record<EventType, string> = {
  bootcamp: 'from-primary-900 via-primary-700 to-primary-500',
  workshop: 'from-accent-800 via-accent-600 to-accent-400',
  webinar: 'from-primary-800 via-primary-600 to-accent-400',
  conference: 'from-primary-950 via-primary-800 to-primary-600',
  meetup: 'from-success-800 via-success-700 to-primary-600',
};

export function EventBadges({ event, className }: { event: EventItem; className?: string }) {
  const { t } = useTranslation('events');
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      <Badge tone={STATUS_TONES[event.status]}>{t(`status.${event.status}`)}</Badge>
      <Badge tone="primary">{t(`type.${event.type}`)}</Badge>
    </div>
  );
}

/** The event's picture, or its type's gradient with the type's name, at a fixed aspect ratio. */
export function EventImage({ event, className }: { event: EventItem; className?: string }) {
  const { t } = useTranslation('events');
  if (event.image_url) {
    return (
      <img
        src={event.image_url}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={320}
        className={cn('aspect-[5/2] w-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex aspect-[5/2] w-full items-end bg-gradient-to-br p-4 text-2xl font-extrabold tracking-tight text-white/90',
        TYPE_GRADIENTS[event.type],
        className,
      )}
    >
      {t(`type.${event.type}`)}
    </div>
  );
}

/** 'N days' and/or 'N hours' (docs/product/screens.md#event-card). */
export function useDurationText(event: EventItem): string {
  const { t } = useTranslation('events');
  const parts: string[] = [];
  if (event.duration_days > 0) parts.push(t('card.days', { count: event.duration_days }));
  if (event.duration_hours > 0) parts.push(t('card.hours', { count: event.duration_hours }));
  return parts.join(' · ');
}
