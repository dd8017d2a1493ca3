import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  /** The full accessible name, which also says the link opens a new tab. */
  label: string;
  className?: string;
  /** Shown after the text; the 'opens elsewhere' arrow unless told otherwise. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A link to another site, opened in a new tab without giving that page a handle on ours. */
export function ExternalLink({ href, label, className, icon, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={className}>
      {children}
      {icon ?? <ExternalIcon aria-hidden="true" size={16} />}
    </a>
  );
}
