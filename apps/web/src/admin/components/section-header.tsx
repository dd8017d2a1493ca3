import type { ReactNode } from 'react';

/** A console page's title, one line about it, and its actions on the right. */
export function SectionHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p>}
      </div>
      {actions}
    </header>
  );
}
