import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        {icon ?? <Inbox aria-hidden="true" size={28} />}
      </div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description && <p className="max-w-md text-slate-600">{description}</p>}
      {action}
    </div>
  );
}
