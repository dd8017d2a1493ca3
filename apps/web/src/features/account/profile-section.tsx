import type { ReactNode } from 'react';

/** One card of the profile page below the form: a section named by its heading, with an optional introduction. */
export function ProfileSection({
  id,
  title,
  intro,
  testId,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-ui border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-8"
      data-testid={testId}
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 mb-4 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
