import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { showServerErrors } from './use-zod-form';

/**
 * The submit of a console create-or-edit page: saves once at a time (a double click sends one
 * create, not two), says so and goes back to the list; the server's field messages go under
 * their fields, any other failure to a toast.
 */
export function useSaveAndReturn<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  save: (values: Out) => Promise<{ message: string }>,
  failure: string,
) {
  const navigate = useNavigate();
  const sending = useRef(false);
  return form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await save(values);
      toast.success(answer.message);
      await navigate('..', { relative: 'path' });
    } catch (error: unknown) {
      if (!showServerErrors(form, error)) toast.error(messageOf(error, failure));
    } finally {
      sending.current = false;
    }
  });
}
