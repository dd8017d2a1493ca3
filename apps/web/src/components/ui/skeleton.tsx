import { cn } from '../../lib/cn';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-ui bg-slate-200', className)} />;
}
