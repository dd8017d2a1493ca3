import type { ReactNode } from 'react';

/** Why a console form or screen could not do its work, read out at once; nothing when there is no failure. */
export function Failure({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-ui bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A labelled checkbox of a console form, as tall as a finger. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A titled group of a long console form: two columns from a tablet up. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-ui border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-bold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}
