import { SERVER_STATE_ELEMENT_ID, type ServerState } from '@kalvi/shared';

let read: ServerState | null | undefined;

/**
 * The page's JSON block, parsed once: the language module needs it before the entry's own code
 * runs. A JSON block rather than a script that runs: the page's Content-Security-Policy allows no
 * inline script. Read once and kept, even when absent: the entry is a module script, which runs
 * only after the whole document is parsed, and the server sends the block with the page's HTML.
 */
export function serverState(): ServerState | null {
  if (read === undefined) {
    const json =
      typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
    read = json ? (JSON.parse(json) as ServerState) : null;
  }
  return read;
}
