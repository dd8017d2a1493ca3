import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/** True when a parsed JSON value, query or params object holds a string with U+0000 anywhere. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v));
  }
  return false;
}

/**
 * PostgreSQL text cannot store U+0000, so a NUL byte in any field would reach the database
 * and fail there as a 500. No real input contains one: refuse it up front with a 400.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw badRequest('The request contains an invalid character');
    }
  });
}
