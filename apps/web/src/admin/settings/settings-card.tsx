import { translateMessage } from '@kalvi/shared';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/** One card of the settings page: its own form and Save button, so each part saves on its own. */
export function SettingsCard({
  id,
  title,
  note,
  onSubmit,
  saving,
  children,
  aside,
}: {
  id: string;
  title: string;
  note: string;
  onSubmit: () => void;
  saving: boolean;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('adminsettings');
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-ui border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{note}</p>
        </div>
        {aside}
      </header>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        <div className="mt-5">
          <Button type="submit" loading={saving}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A field's message in the reader's language (the shared schemas speak English). */
export function useFieldError<V extends FieldValues>(errors: FieldErrors<V>) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ta' ? 'ta' : 'en';
  return (name: string): string | undefined => {
    let node: unknown = errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? translateMessage(message, language) : undefined;
  };
}
