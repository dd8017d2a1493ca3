import { pageWindow } from '@kalvi/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface PaginationProps {
  current: number;
  total: number;
  /** Pages shown either side of the current one (spec: 2 for courses and problems, 1 for events). */
  radius?: number;
  onChange: (page: number) => void;
  /** The previous-page button's text where a page's spec names another (the Wall of Love's 'Prev'). */
  previousLabel?: string;
  className?: string;
}

const itemBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-ui px-3 text-sm font-semibold transition-colors';

/** The previous or next page's button: its arrow and label come as children. */
function StepButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={`${itemBase} gap-1 text-primary-800 hover:bg-primary-50 disabled:opacity-40 disabled:hover:bg-transparent`}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}

export function Pagination({
  current,
  total,
  radius = 2,
  onChange,
  previousLabel,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const items = pageWindow(current, total, radius);
  const isFirst = current <= 1;
  const isLast = current >= total;

  return (
    <nav aria-label={t('pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <StepButton disabled={isFirst} onClick={() => onChange(current - 1)}>
          <ChevronLeft aria-hidden="true" size={18} />
          {/* Icon only on phones so the pager stays on one line; still named for screen readers. */}
          <span className="sr-only sm:not-sr-only">{previousLabel ?? t('pagination.previous')}</span>
        </StepButton>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                className={cn(
                  itemBase,
                  item === current
                    ? 'bg-primary-700 text-white shadow-sm'
                    : 'border border-slate-200 bg-white text-slate-700 hover:bg-primary-50',
                )}
                onClick={() => item !== current && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="px-1 text-slate-500">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('pagination.skipped')}</span>
            </li>
          ),
        )}
        <StepButton disabled={isLast} onClick={() => onChange(current + 1)}>
          <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" size={18} />
        </StepButton>
      </ul>
    </nav>
  );
}
