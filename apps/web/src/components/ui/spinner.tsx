import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface SpinnerProps {
  /** What is loading, read by screen readers; defaults to 'Loading…'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-primary-200 border-t-primary-700', sizes[size])}
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}

/** A spinner centred in the space a page would take, for route and data loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
