import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-errors';
import { localisedResolver } from '../../lib/localised-resolver';

/**
 * react-hook-form validated by a shared zod schema, the same one the server checks with, so a
 * console form and its route never disagree about a rule. Its messages come in the reader's
 * language, like every other form's (lib/localised-resolver.ts).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: localisedResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
  });
}

/** Puts the server's per-field messages under the fields they name; true when there were any. */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.errors?.length) return false;
  for (const { field, message } of error.errors) form.setError(field as Path<V>, { message });
  return true;
}
