import type { HeaderUser } from '@kalvi/shared';
import type { QueryKey } from '@tanstack/react-query';

/** One answer the server rendered the page with, handed to the browser's query client. */
export interface RenderedQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** What the server rendered the page with (entry-server.tsx), when it did. */
export interface ServerState {
  language: string;
  queries: RenderedQuery[];
  /** Whom the session cookie signed in, as the header shows them; null when nobody. */
  user?: HeaderUser | null;
}

let read: ServerState | null | undefined;

/**
 * The page's JSON block, parsed once: the language module needs it before the entry's own code
 * runs. A JSON block rather than a script that runs: the page's Content-Security-Policy allows no
 * inline script. Read once and kept, even when absent: the entry is a module script, which runs
 * only after the whole document is parsed, and the server sends the block with the page's HTML.
 */
export function serverState(): ServerState | null {
  if (read === undefined) {
    const json = typeof document === 'undefined' ? null : document.getElementById('kalvi-ssr')?.textContent;
    read = json ? (JSON.parse(json) as ServerState) : null;
  }
  return read;
}
