import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AlertProps {
  tone: 'success' | 'error';
  children: ReactNode;
  className?: string;
}

/** A banner above a form: errors are announced at once, successes politely. */
export function Alert({ tone, children, className }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircle2 : AlertTriangle;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-ui border px-4 py-3 text-sm',
        tone === 'success'
          ? 'border-success-600/30 bg-success-50 text-success-800'
          : 'border-danger-600/30 bg-danger-50 text-danger-800',
        className,
      )}
    >
      <Icon aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
