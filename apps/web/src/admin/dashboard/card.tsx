import type { ReactNode } from 'react';

/** One box of the dashboard: a small title over its figures. */
export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`min-w-0 rounded-ui border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className ?? ''}`}
    >
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
