import { AlertTriangle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { Button } from './button';

export interface ErrorStateProps {
  /** The sentence to show, usually the server's message. */
  message: string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ message, title, onRetry, retrying, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <div className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <AlertTriangle aria-hidden="true" size={28} />
      </div>
      <h2 className="text-lg font-semibold text-ink">{title ?? t('states.error')}</h2>
      <p className="max-w-md text-slate-600">{message}</p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry} loading={retrying}>
          {t('states.tryAgain')}
        </Button>
      )}
    </div>
  );
}
