import { useId } from 'react';

export interface PickerProps {
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select: the phone's own picker, readable at 16 px so nothing zooms. */
export function Picker({ label, value, options, onChange }: PickerProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-ui border border-slate-300 bg-white px-2.5 text-base text-ink shadow-sm focus:border-primary-500"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
