import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A record page's way back to the list it was opened from (one level up the address). */
export function BackLink({ children }: { children: ReactNode }) {
  return (
    <Link to=".." relative="path" className="text-sm text-primary-800 underline">
      {children}
    </Link>
  );
}
