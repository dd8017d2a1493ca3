import { ApiError, type FieldError } from './api-errors';
import { currentLanguage } from './language';

export const API_BASE = '/api';

export interface RequestOptions {
  /** false for calls that must not carry the session, e.g. the password reset. */
  auth?: boolean;
  signal?: AbortSignal;
}

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

/**
 * The one way the web app talks to the server: JSON over fetch under /api, with the session
 * cookie when the learner has one. Resolves to the whole envelope so callers can read
 * `data`, `pagination` or `message`.
 */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  del: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('DELETE', path, body, options),
};
