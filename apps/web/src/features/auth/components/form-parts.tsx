import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';

/** Runs a call of the dialog; a failure becomes the error toast of docs/product/api-contract.md#error-catalogue. */
export async function attempt(call: () => Promise<void>, fallback: string): Promise<void> {
  try {
    await call();
  } catch (error) {
    toast.error(messageOf(error, fallback), { id: 'auth-error' });
  }
}

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
