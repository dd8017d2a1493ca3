import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Extra content under the intro: search boxes, stats, buttons. */
  children?: ReactNode;
  className?: string;
}

/** The band at the top of a page: its one h1, and the browser tab's title. */
export function PageHeader({ title, intro, children, className }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <section className={cn('bg-gradient-to-br from-primary-900 to-primary-700 text-white', className)}>
      <title>{t('pageTitle', { title })}</title>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-base text-white/85 sm:text-lg">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
