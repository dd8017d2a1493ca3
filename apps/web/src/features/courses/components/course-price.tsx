import { discountPercent, formatInr } from '@kalvi/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** docs/product/courses-and-reviews.md#course-access: 'Free' at 0; the original price struck through with the discount when it is higher. */
export function CoursePrice({
  fee,
  original,
  large = false,
}: {
  fee: number;
  original: number;
  large?: boolean;
}) {
  const { t } = useTranslation('courses');
  const percent = discountPercent(fee, original);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={cn('font-extrabold text-ink', large ? 'text-3xl' : 'text-xl')}>
        {fee === 0 ? t('card.free') : formatInr(fee)}
      </span>
      {percent > 0 && (
        <>
          <s className="text-sm text-slate-500">{formatInr(original)}</s>
          <Badge tone="success">{t('card.off', { percent })}</Badge>
        </>
      )}
    </div>
  );
}
