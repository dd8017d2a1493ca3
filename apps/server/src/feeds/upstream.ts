/** A call to a public service failed, timed out, was refused by our own spacing, or made no sense. */
export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamOptions {
  /** The service's name, for logs. */
  name: string;
  timeoutMs: number;
  /** The least time between the starts of two calls, as the service asks. */
  spacingMs: number;
  userAgent: string;
  accept: string;
  /** The most bytes read from one answer (docs/decisions/109); a longer one is an error. */
  maxBytes?: number;
}

/** Larger than any answer the services give today (Codeforces' problem set is about 2 MB). */
export const MAX_UPSTREAM_BYTES = 16 * 1024 * 1024;

/** The body as text, read no further than `maxBytes`: a service cannot make us buffer without end. */
async function readCapped(response: Response, maxBytes: number, name: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new UpstreamError(`${name} answered ${declared} bytes, more than the ${maxBytes} we read`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new UpstreamError(`${name} answered more than the ${maxBytes} bytes we read`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches a URL's body as text; rejects with an UpstreamError on anything but a 2xx in time. */
export type FetchText = (url: string) => Promise<string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One outside service: every call waits for its turn so calls start at least `spacingMs`
 * apart (a small per-host queue), carries a descriptive User-Agent, and gives up after
 * `timeoutMs` (which covers reading the body too). A call whose turn is further away than
 * the timeout is refused at once: the caller serves its last good copy sooner instead.
 */
export function upstream(options: UpstreamOptions): FetchText {
  let nextSlot = 0;
  return async (url) => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    if (slot - now > options.timeoutMs) {
      throw new UpstreamError(`${options.name}: too many calls waiting for their turn`);
    }
    nextSlot = slot + options.spacingMs;
    if (slot > now) await sleep(slot - now);

    try {
      const response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: options.accept },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = await readCapped(response, options.maxBytes ?? MAX_UPSTREAM_BYTES, options.name);
      if (!response.ok) {
        throw new UpstreamError(`${options.name} answered HTTP ${response.status}: ${body.slice(0, 200)}`);
      }
      return body;
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new UpstreamError(`${options.name} did not answer within ${options.timeoutMs} ms`, {
          cause: error,
        });
      }
      throw new UpstreamError(`${options.name} could not be reached`, { cause: error });
    }
  };
}

/** JSON.parse, with an answer that is not JSON reported as the service's failure. */
export function parseJson(body: string, service: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new UpstreamError(`${service} answered something that is not JSON`, { cause: error });
  }
}
