import { type HeaderUser, headerUserSchema } from '@kalvi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from './service.ts';

/**
 * Who a server-rendered page is for (docs/decisions/155-server-rendering.md): the session the
 * request's cookie names, resolved as GET /api/auth/me resolves it, reduced to what the header
 * shows. Null when signed out or the session is bad, expired or revoked.
 */
export async function pageViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<HeaderUser | null> {
  await app.optionalUser(request, reply);
  if (!request.user) return null;
  const user = await currentUser({ db: app.db }, request.user.id);
  return user ? headerUserSchema.parse(user) : null;
}
