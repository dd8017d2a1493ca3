import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** The look of the catalogue's text and select inputs. */
export const fieldClass =
  'min-h-11 w-full rounded-ui border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: the phone's own picker, keyboard and screen reader support for free. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </label>
      <select id={id} className={fieldClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
