import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

/** The look of every text input, so forms across features match. */
export function inputClasses(invalid = false, className?: string) {
  return cn(
    'block w-full min-h-11 rounded-ui border bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-400',
    'focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200',
    'disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600',
    invalid ? 'border-danger-600' : 'border-slate-300',
    className,
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Replaces the hint line's classes, e.g. for a counter that turns red at its limit. */
  hintClassName?: string;
  className?: string;
  children: ReactNode;
}

/** The message under an invalid field; `id` is what the control's aria-describedby names. */
export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-danger-700">
      {children}
    </p>
  );
}

function FieldShell({ id, label, error, hint, hintClassName, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <ErrorText id={`${id}-error`}>{error}</ErrorText>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={hintClassName ?? 'mt-1.5 text-sm text-slate-500'}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** The message under the field; also marks the input invalid for assistive technology. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input that takes react-hook-form's `register(...)` props as they are. */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={inputClasses(Boolean(error))}
        {...input}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hintClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  hintClassName,
  id,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      hintClassName={hintClassName}
      className={className}
    >
      <textarea
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={inputClasses(Boolean(error), 'min-h-28 resize-y')}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** 'current-password' to sign in, 'new-password' when choosing one (the default). */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a Show/Hide button, so a learner on a phone can check what they typed.
 * The button's name comes from its text, not aria-label, so the field alone answers to its label.
 */
export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  autoComplete = 'new-password',
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation('fields');
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={inputClasses(Boolean(error), 'pr-16')}
          {...input}
        />
        <button
          type="button"
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 min-w-14 rounded-r-ui px-3 text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <span aria-hidden="true">{visible ? t('hide') : t('show')}</span>
          <span className="sr-only">{visible ? t('hidePassword') : t('showPassword')}</span>
        </button>
      </div>
    </FieldShell>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly (string | { value: string | number; label: string })[];
  /** A first, unselectable line shown until something is chosen (forms with no default). */
  placeholder?: string;
  /** For controlled filters: the chosen value. Forms pass react-hook-form's `register(...)` instead. */
  onValueChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, at 16 px so nothing zooms. */
export function SelectField({
  label,
  options,
  placeholder,
  onValueChange,
  onChange,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        className={inputClasses(Boolean(error))}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...select}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
