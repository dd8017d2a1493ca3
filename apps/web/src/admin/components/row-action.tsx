import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { messageOf } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';

export interface RowActionProps<A extends { message: string }> {
  /** Sends the change; `form` holds the fields given as children. */
  send: (form: FormData) => Promise<A>;
  /** The answers to refresh afterwards, whether the change went through or not. */
  refresh: QueryKey;
  /** The button's text. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Asked before sending; "Cancel" sends nothing. */
  confirm?: string;
  /** The toast after a success; the server's message when not given. */
  success?: (answer: A) => string;
  /** Said when the server gives no message of its own. */
  failure: string;
  /** Show a failure under the button (a field the person must fix) instead of as a toast. */
  errorInline?: boolean;
  className?: string;
  /** The fields of the change, above the button. */
  children?: ReactNode;
}

/**
 * One change made from a console list (cancel an event, work a lead, hide a review, close a
 * request): a small form whose button sends once at a time (a double click makes one change),
 * then says how it went and refreshes the list.
 */
export function RowAction<A extends { message: string }>({
  send,
  refresh,
  label,
  variant = 'secondary',
  size = 'sm',
  confirm,
  success,
  failure,
  errorInline = false,
  className,
  children,
}: RowActionProps<A>) {
  const client = useQueryClient();
  const [error, setError] = useState('');
  // Set before the first await: a second click in the same frame finds it busy.
  const busy = useRef(false);
  const act = useMutation({
    mutationFn: send,
    onSuccess: (answer) => toast.success(success ? success(answer) : answer.message),
    onError: (err) => {
      const message = messageOf(err, failure);
      if (errorInline) setError(message);
      else toast.error(message);
    },
    onSettled: () => {
      busy.current = false;
      return client.invalidateQueries({ queryKey: refresh });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (confirm && !window.confirm(confirm)) return;
    busy.current = true;
    setError('');
    act.mutate(new FormData(event.currentTarget));
  };
  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-1', className)}>
      {children}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size={size} variant={variant} disabled={act.isPending}>
        {label}
      </Button>
    </form>
  );
}
