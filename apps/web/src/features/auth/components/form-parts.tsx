import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';

export function EmailField({ error, ...input }: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      error={error}
      {...input}
    />
  );
}

export const linkButton =
  'rounded-sm font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:underline';

export function SwitchLine({
  prompt,
  action,
  onClick,
}: {
  prompt?: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-sm text-slate-600">
      {prompt}{' '}
      <button type="button" className={linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

export function FormBody({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export interface ViewProps {
  /** True when the learner came from another view: their focus belongs in the first field. */
  focusFirst: boolean;
}
