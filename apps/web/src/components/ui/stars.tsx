import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface StarsProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: number;
  className?: string;
}

export function Stars({ rating, size = 16, className }: StarsProps) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, rating));
  const shown = Math.round(value * 10) / 10;
  return (
    <span
      role="img"
      aria-label={t('stars.label', { rating: shown })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className="relative inline-block" style={{ width: size, height: size }}>
            <Star
              aria-hidden="true"
              size={size}
              className="absolute inset-0 text-slate-300"
              fill="currentColor"
            />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" size={size} className="text-accent-400" fill="currentColor" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
