import { discountPercent, formatInr } from '@kalvi/shared';
import { cn } from '../../lib/cn';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from './badge';

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
  const { t } = useTranslation('catalogue');
  const percent = discountPercent(fee, original);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={cn('font-extrabold text-ink', large ? 'text-3xl' : 'text-xl')}>
        {fee === 0 ? t('free') : formatInr(fee, currentLanguage())}
      </span>
      {percent > 0 && (
        <>
          <s className="text-sm text-slate-500">{formatInr(original, currentLanguage())}</s>
          <Badge tone="success">{t('off', { percent })}</Badge>
        </>
      )}
    </div>
  );
}

/** The featured cards' price line: the fee, and the original struck through when it is higher. */
export function FeaturedPrice({ fee, original }: { fee: number; original: number }) {
  const { t } = useTranslation('catalogue');
  if (fee === 0) return <span className="text-xl font-extrabold text-success-700">{t('free')}</span>;
  return (
    <>
      <span className="text-xl font-extrabold text-ink">{formatInr(fee, currentLanguage())}</span>
      {discountPercent(fee, original) > 0 && (
        <s className="text-sm text-slate-500">
          <span className="sr-only">{t('originalPrice')}: </span>
          {formatInr(original, currentLanguage())}
        </s>
      )}
    </>
  );
}
