import type { HeaderUser } from './auth.ts';

/*
 * The contract between the server and the web's server entry (docs/decisions/155-server-rendering.md):
 * apps/web/src/entry-server.tsx exports a ServerEntry, apps/server/src/plugins/server-render.ts
 * imports its build and writes the page's ServerState block, which apps/web/src/lib/server-state.ts reads.
 */

/** What a shared link shows before any script runs: the page's title and description, for people and previews. */
export interface PageHead {
  title: string | null;
  description: string;
  type: 'website' | 'article';
  image: string | null;
}

/** One answer the server rendered the page with, handed to the browser's query client. */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

/** What the web's renderer gives back for one page. */
export interface RenderedPage {
  html: string;
  head: PageHead;
  language: string;
  /** The answers the page was rendered with, for the browser's query client. */
  state: RenderedQuery[];
}

/** How the server answers the web app's API calls in-process (a Fetch-shaped function). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What the web's server entry (apps/web/src/entry-server.tsx, built to dist-server/) exports. */
export interface ServerEntry {
  /** The paths rendered on the server. */
  SERVER_RENDERED: readonly string[];
  /**
   * Paths rendered for the reader the session cookie names (the classroom): their in-process API
   * calls carry the cookie, and their page is private. Optional for older builds.
   */
  SESSION_RENDERED?: readonly string[];
  /** The cookie a language switch may set; it wins over the browser's Accept-Language. */
  LANGUAGE_COOKIE: string;
  pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): string;
  configureApi(transport: ApiTransport): void;
  /** `user` is whom the session cookie signs in, null when nobody. */
  renderPage(url: string, language: string, user: HeaderUser | null): Promise<RenderedPage>;
}

/** The id of the page's JSON block that carries the ServerState to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'kalvi-ssr';

/** What the server rendered the page with, as the page's JSON block carries it to the browser. */
export interface ServerState {
  language: string;
  queries: RenderedQuery[];
  /** Whom the session cookie signed in, as the header shows them; null when nobody. */
  user?: HeaderUser | null;
}
