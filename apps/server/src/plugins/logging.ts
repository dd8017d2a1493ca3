import type { FastifyRequest } from 'fastify';

/**
 * Log lines never carry secrets (docs/decisions/104): reset and invoice links put a token in the
 * query string, and a header, body or error may hold a password, a code or a session. Query
 * values of the names below are masked in the logged URL; the paths are censored by pino.
 */
const SECRET_QUERY = new Set([
  'token',
  'code',
  'otp',
  'password',
  'signature',
  'key',
  'secret',
  'access_token',
]);
const CENSOR = '[redacted]';

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'currentPassword', 'newPassword', 'confirmPassword', 'otp', 'token'].flatMap((k) => [
    k,
    `*.${k}`,
    `body.${k}`,
  ]),
];

/** The URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponentSafe(eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
      return SECRET_QUERY.has(name) && eq >= 0 ? `${pair.slice(0, eq)}=${CENSOR}` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Pino options for the server's logger: the level, the censored paths and a safe request line. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
