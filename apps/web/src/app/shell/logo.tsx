import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface LogoProps {
  /** The smaller variant used once the page has scrolled. */
  compact?: boolean;
  className?: string;
  /**
   * Inside a link: words only screen readers hear after the name ("Kalvi home"). The link is
   * named by its content, not an aria-label, so the name holds the visible word
   * (label-content-name-mismatch); the Tamil wordmark repeats the brand and is hidden from it.
   */
  linkSuffix?: string;
}

/** The Kalvi wordmark: an open-book mark, 'Kalvi', and கல்வி beneath it in the full variant. */
export function Logo({ compact = false, className, linkSuffix }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-white', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 40 40"
        className={cn('shrink-0 transition-[width,height] duration-200', compact ? 'size-8' : 'size-10')}
      >
        <rect width="40" height="40" rx="10" fill="#fff" fillOpacity="0.12" />
        <path d="M8 12.5c4-2 8-2 12 .8v16.2c-4-2.6-8-2.6-12-.8z" fill="#fff" />
        <path d="M32 12.5c-4-2-8-2-12 .8v16.2c4-2.6 8-2.6 12-.8z" fill="var(--color-accent-400)" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-extrabold tracking-tight transition-[font-size] duration-200',
            compact ? 'text-xl' : 'text-2xl',
          )}
        >
          {t('brand')}
          {linkSuffix && <span className="sr-only"> {linkSuffix}</span>}
        </span>
        {!compact && (
          <span
            lang="ta"
            aria-hidden="true"
            className="mt-1 font-tamil text-xs font-semibold text-accent-300"
          >
            {t('brandTamil')}
          </span>
        )}
      </span>
    </span>
  );
}
