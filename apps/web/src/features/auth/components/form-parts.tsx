import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField, type TextFieldProps } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { localisedResolver } from '../../../lib/localised-resolver';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A view's form, checked by the shared schema in the reader's language; its submit makes the
 * view's call with the values, then says `done` and takes the next step, or shows the failure
 * as the error toast of docs/product/api-contract.md#error-catalogue.
 */
export function useViewForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  call: (values: z.output<S>) => Promise<unknown>,
  { done, failed, next }: { done: string; failed: string; next: (values: z.output<S>) => void },
) {
  const { register, handleSubmit, formState } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: localisedResolver(schema as never) as never,
    defaultValues,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await call(values);
      toast.success(done);
      next(values);
    } catch (error) {
      toast.error(messageOf(error, failed), { id: 'auth-error' });
    }
  });
  return { register, errors: formState.errors, isSubmitting: formState.isSubmitting, submit };
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
