import type { ReactNode } from 'react';

/**
 * A person in a console table: their name (or a link to them) above their e-mail. The cell keeps
 * a minimum width, so on a phone the table scrolls sideways instead of cutting the name and the
 * e-mail into a column of short pieces; the e-mail breaks only where it must.
 */
export function PersonCell({ name, email }: { name: ReactNode; email: string }) {
  return (
    <div className="min-w-52">
      {name}
      <span className="block text-xs wrap-anywhere text-slate-600">{email}</span>
    </div>
  );
}
