import { Search } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

export interface SearchBoxProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Read out by screen readers; the placeholder shows what to type. */
  label: string;
  /** Sits at the box's right end, e.g. a clear button; the caller leaves room for it (`className`). */
  children?: ReactNode;
}

/** A page header's search box: a magnifier inside a white input that grows to fill its row. */
export function SearchBox({ label, className, children, ...input }: SearchBoxProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          className={cn(
            'min-h-12 w-full rounded-ui border border-white/20 bg-white py-2 pl-10 text-base text-ink shadow-sm placeholder:text-slate-500',
            className,
          )}
          {...input}
        />
        {children}
      </div>
    </>
  );
}
