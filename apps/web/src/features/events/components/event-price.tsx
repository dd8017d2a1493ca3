import { type EventItem, eventDiscountPercent, formatInr } from '@kalvi/shared';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { currentLanguage } from '../../../lib/language';
import { useTranslation } from '../../../lib/use-translation';

/** 'Free', or the price with the struck-through original and a '% OFF' badge when discounted. */
export function EventPrice({ event, large = false }: { event: EventItem; large?: boolean }) {
  const { t } = useTranslation('events');
  const size = large ? 'text-2xl' : 'text-lg';
  if (event.is_free) {
    return <span className={cn('font-extrabold text-success-700', size)}>{t('card.free')}</span>;
  }
  const percent = eventDiscountPercent(event);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={cn('font-extrabold text-ink', size)}>{formatInr(event.price, currentLanguage())}</span>
      {percent > 0 && (
        <>
          <s className="text-sm text-slate-500">
            <span className="sr-only">{t('card.originalPrice')} </span>
            {formatInr(event.original_price, currentLanguage())}
          </s>
          <Badge tone="danger">{t('card.off', { percent })}</Badge>
        </>
      )}
    </span>
  );
}
