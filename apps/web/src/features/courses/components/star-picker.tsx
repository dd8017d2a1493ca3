import { RATING_LABELS } from '@kalvi/shared';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The rating input: five radio buttons drawn as stars (arrow keys move between them, as in
 * any radio group), with the product's label for the chosen value (docs/product/courses-and-reviews.md#review-sorting-and-filters).
 */
export function StarPicker({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange: (v: number) => void;
  legend: string;
}) {
  const { t } = useTranslation('courses');
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex">
          {RATING_LABELS.map((label, i) => {
            const stars = i + 1;
            return (
              <label
                key={label}
                className="cursor-pointer rounded-full p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400"
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  className="sr-only"
                  aria-label={t('reviews.rate', {
                    count: stars,
                    label: t(`ratingLabels.${stars}` as 'ratingLabels.1'),
                  })}
                />
                <Star
                  aria-hidden="true"
                  size={28}
                  fill="currentColor"
                  className={cn(
                    'transition-colors',
                    stars <= value ? 'text-accent-400' : 'text-slate-300 hover:text-accent-200',
                  )}
                />
              </label>
            );
          })}
        </div>
        <span className="text-sm font-medium text-slate-700" aria-live="polite">
          {value > 0 ? t(`ratingLabels.${value}` as 'ratingLabels.1') : ''}
        </span>
      </div>
    </fieldset>
  );
}
