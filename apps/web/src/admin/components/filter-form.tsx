import { type FormEvent, useId } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { cn } from '../../lib/cn';

export type FilterField<F extends string> = { name: F; label: string } & (
  | { kind: 'text'; maxLength?: number }
  | { kind: 'date' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
);

/** A select filter: the field with its choices, the first of which is usually "any". */
export function selectFilter<F extends string>(
  name: F,
  label: string,
  options: readonly { value: string; label: string }[],
): FilterField<F> {
  return { name, label, kind: 'select', options };
}

export interface FilterFormProps<F extends string> {
  fields: readonly FilterField<F>[];
  /** The filters in force (useListParams' `filters`), shown as the fields' first values. */
  values: Record<F, string>;
  onApply: (values: Record<F, string>) => void;
  /** The button that applies the filters; without one, each choice applies at once. */
  applyLabel?: string;
  /** The form's accessible name. */
  label?: string;
}

/**
 * The filters above a console list: labelled fields laid out in a row that wraps on a phone.
 * With an apply button the values are read when it is pressed (trimmed); without one a select
 * applies as soon as it changes. Filtering itself happens on the server.
 */
export function FilterForm<F extends string>({
  fields,
  values,
  onApply,
  applyLabel,
  label,
}: FilterFormProps<F>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(fields.map(({ name }) => [name, String(form.get(name) ?? '').trim()])) as Record<
        F,
        string
      >,
    );
  };
  const instant = applyLabel === undefined;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={label}>
      {fields.map((field) => (
        <FilterControl key={field.name} field={field} values={values} onApply={onApply} instant={instant} />
      ))}
      {!instant && <Button type="submit">{applyLabel}</Button>}
    </form>
  );
}

function FilterControl<F extends string>({
  field,
  values,
  onApply,
  instant,
}: {
  field: FilterField<F>;
  values: Record<F, string>;
  onApply: (values: Record<F, string>) => void;
  instant: boolean;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex flex-col text-sm font-medium',
        field.kind === 'text' && 'min-w-60 flex-1',
        instant && 'max-w-xs',
      )}
    >
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'select' ? (
        <select
          id={id}
          name={field.name}
          className={inputClasses()}
          {...(instant
            ? {
                value: values[field.name],
                onChange: (e) => onApply({ ...values, [field.name]: e.target.value }),
              }
            : { defaultValue: values[field.name] })}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.kind}
          defaultValue={values[field.name]}
          maxLength={field.kind === 'text' ? (field.maxLength ?? 254) : undefined}
          className={inputClasses()}
        />
      )}
    </div>
  );
}
