import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../lib/api-errors';
import { localisedResolver } from '../../../lib/localised-resolver';
import { toast } from '../../../lib/toast';

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
