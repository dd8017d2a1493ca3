import { ApiError, type FieldError } from './api-errors';
import type { ApiAnswer, ApiArgs, ApiMethod, ApiPath, CallOptions } from './api-paths';
import { currentLanguage } from './language';

export const API_BASE = '/api';

export type RequestOptions = Pick<CallOptions, 'auth' | 'signal'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server-side renderer answers the public pages' queries in-process, from the same read
 * cache the API uses (docs/decisions/155-server-rendering.md); the browser keeps plain fetch.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  // The server answers its messages in the learner's language (docs/product/languages.md).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      // The session is the httpOnly cookie the server set; calls marked auth: false go without it.
      credentials: options.auth === false ? 'omit' : 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error occurred');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const said = isRecord(payload) && typeof payload.message === 'string' && payload.message !== '';
    const message = said ? (payload.message as string) : `Request failed with status ${response.status}`;
    const errors =
      isRecord(payload) && Array.isArray(payload.errors) ? (payload.errors as FieldError[]) : undefined;
    throw new ApiError(response.status, message, errors, said);
  }
  return payload as T;
}

/** The document's path with its `{names}` filled in and the query after it. */
function address(path: string, { params, query }: CallOptions): string {
  const filled = params
    ? path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))
    : path;
  if (!query) return filled;
  const search = new URLSearchParams(
    typeof query === 'string' || query instanceof URLSearchParams
      ? query
      : Object.entries(query).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)]],
        ),
  );
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function typed<M extends ApiMethod>(method: M) {
  const verb = method.toUpperCase();
  return <P extends ApiPath<M>>(path: P, ...args: ApiArgs<M, P>): Promise<ApiAnswer<M, P>> => {
    const [body, options = {}] = (method === 'get' ? [undefined, args[0]] : args) as [unknown, CallOptions?];
    return request(verb, address(path, options), body, options);
  };
}

/**
 * The one way the web app talks to the server: JSON over fetch under /api, with the session
 * cookie when the learner has one. A call names a path as the OpenAPI document spells it
 * (`api.get('/courses/{id}', { params: { id } })`) and resolves to the whole envelope the
 * document describes for it, so callers can read `data`, `pagination` or `message`
 * (docs/decisions/204-web-calls-typed-from-openapi.md).
 */
export const api = {
  get: typed('get'),
  post: typed('post'),
  put: typed('put'),
  patch: typed('patch'),
  del: typed('delete'),
};
