/**
 * Whether an error means the database cannot be reached (refused, reset, ended by the server,
 * no free connection in time) rather than a fault in the query. Such requests answer 503 so
 * the learner reads "try again in a moment" instead of "something went wrong".
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Kalvi cannot reach its database right now. Nothing you saved is lost; please try again in a minute.';

/**
 * What a learner reads when the database fails just after they paid: the generic "nothing you
 * saved is lost" would leave them wondering whether to pay again (docs/decisions/141).
 */
export const PAYMENT_NOT_RECORDED_MESSAGE =
  'Kalvi cannot record your payment right now because its database is not answering. Your payment is safe and nothing is lost: please do not pay again. Try again in a minute to finish your enrolment.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own 503 sentence for a database outage, instead of the generic one. */
    outageMessage?: string;
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error in `cause`; walk a few levels.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception) and 57P01-57P03 (server shutting down).
      if (/^08\d{3}$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    }
    if (CONNECTION_MESSAGES.some((m) => current instanceof Error && current.message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
