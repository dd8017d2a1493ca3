import type { FastifyReply } from 'fastify';

/**
 * Asks the browser to save the answer as a file called `name` (a CSV, a PDF) instead of showing
 * it. How long it may be kept is the route's own declaration (`cache:`) or its handler's call.
 */
export function asDownload(reply: FastifyReply, type: string, name: string): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`);
}
