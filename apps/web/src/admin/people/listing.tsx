import type { ReactNode } from 'react';

/** A titled list on a record's page, or one line saying there is nothing in it. */
export function Listing(props: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={props.title}>
      <h2 className="mb-2 text-lg font-bold">{props.title}</h2>
      {props.count === 0 ? (
        <p className="rounded-ui border border-slate-200 bg-white p-3 text-sm text-slate-600">
          {props.empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-ui border border-slate-200 bg-white text-sm">
          {props.children}
        </ul>
      )}
    </section>
  );
}
