import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

/** The message the server gave for one field of a question or answer form, if any. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors?.find((e) => e.field === field)?.message : undefined;
}

/**
 * The end of a question or answer form: a refusal that belongs to no field (the fields show
 * their own), then the submit and cancel buttons.
 */
export function PostFormFooter({
  error,
  failed,
  submitLabel,
  pending,
  onCancel,
}: {
  error: Error | null;
  failed: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('classroom');
  const fieldless = error && !fieldErrorOf(error, 'title') && !fieldErrorOf(error, 'body');
  return (
    <>
      {fieldless && <Alert tone="error">{messageOf(error, failed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('questions.form.cancel')}
        </Button>
      </div>
    </>
  );
}
