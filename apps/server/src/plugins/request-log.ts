import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './logging.ts';

/** An answer slower than this is worth a line even when everything went well. */
export const SLOW_ANSWER_MS = 1000;

const DEBUG_LEVELS = new Set(['debug', 'trace']);

/**
 * One log line per answer only where it tells someone something: failures, server errors and
 * slow answers at warn, everything else at debug, and no "incoming request" line. Fastify's
 * default (two info lines per request) cost more CPU than serving a cached catalogue page
 * (docs/decisions/150-performance.md); the proxy's access log keeps the full record. Every
 * other framework log line (error handler, not found, stream errors) is unchanged.
 */
export class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    const worthWarning = Boolean(error) || reply.statusCode >= 500 || ms > SLOW_ANSWER_MS;
    if (!worthWarning && !DEBUG_LEVELS.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (worthWarning) reply.log.warn(error ? { ...line, err: error } : line, 'answer');
    else reply.log.debug(line, 'answer');
  }
}
