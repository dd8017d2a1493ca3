import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/**
 * True when a parsed JSON value, query or params object holds a string with U+0000 anywhere.
 * Walks with its own stack: a body nested 100,000 deep must not overflow the call stack.
 */
function hasNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item); // no spread: a million items would overflow it
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot store U+0000, so a NUL byte in any field would reach the database
 * and fail there as a 500. No real input contains one: refuse it up front with a 400.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback, not an async hook: it runs on every request (docs/decisions/158-api-near-the-floor.md).
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      return done(badRequest('The request contains an invalid character'));
    }
    done();
  });
}
