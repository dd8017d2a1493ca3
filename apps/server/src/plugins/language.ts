import { type Language, languageFromHeader, translateMessage } from '@kalvi/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// request.user is declared there; imported for the type alone.
import type {} from './auth.ts';
import { PLUGIN } from './names.ts';
import { sessionCookie } from './session-cookie.ts';

/**
 * The language of a request (docs/decisions/110-languages.md): the signed-in learner's choice
 * when the route read the session, else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? languageFromHeader(request.headers['accept-language']);
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

function isEnvelope(payload: unknown): payload is Envelope {
  return typeof payload === 'object' && payload !== null && 'success' in payload;
}

/** Translates the sentences of an answer envelope in place: its message and each field's. */
export function translateEnvelope(payload: Envelope, language: Language): void {
  if (typeof payload.message === 'string') payload.message = translateMessage(payload.message, language);
  if (!Array.isArray(payload.errors)) return;
  for (const error of payload.errors as unknown[]) {
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      error.message = translateMessage(error.message, language);
    }
  }
}

/**
 * Every route and the error handler keep answering English; this hook turns the sentences of
 * the answer into the request's language just before it is written, so no module has to.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!isEnvelope(payload) || (payload.message === undefined && payload.errors === undefined))
        return payload;
      // A cache must not hand one language's sentence to a reader of the other.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      // A public route never reads the session, so its refusals (a schema's 400, a 404) went out
      // in the browser's language while a signed-in route's came in the account's. One rule for
      // both: a reader who presents a session gets the account's language here too.
      if (!request.user && (request.headers.authorization !== undefined || sessionCookie(request))) {
        // Best effort: a session that cannot be read now leaves the header's language.
        await app.optionalUser(request, reply).catch(() => undefined);
        reply.header('vary', `${String(reply.getHeader('vary'))}, Authorization, Cookie`);
      }
      const language = requestLanguage(request);
      reply.header('content-language', language);
      if (language !== 'en') translateEnvelope(payload, language);
      return payload;
    });
  },
  { name: PLUGIN.language, dependencies: [PLUGIN.auth] },
);
