import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { CHANGE_PASSWORD_LIMITED } from './throttle-messages.ts';

/**
 * The auth routes' own limits, beside the per-client ones (docs/decisions/010, 101): per e-mail
 * address for codes and reset links, and per session and per account for password changes, each
 * checked after the body is validated.
 */
export function authLimits(app: FastifyInstance) {
  const limited = (
    name: string,
    max: number,
    key: (request: FastifyRequest) => string,
    message: (minutes: number) => string,
  ) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: '15 minutes',
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, message(Math.ceil(result.ttlInSeconds / 60)));
      }
    };
  };
  const byAddress = (request: FastifyRequest) => (request.body as { email: string }).email;
  const bySignedIn = (pick: (user: AuthUser) => string) => (request: FastifyRequest) =>
    request.user ? pick(request.user) : request.ip;
  const tryAgain = (sentence: string) => (minutes: number) =>
    `${sentence} Please try again in ${minutes} minutes.`;

  return {
    otpPerAddress: limited('otp', 5, byAddress, tryAgain('Too many codes were requested for this email.')),
    resetPerAddress: limited(
      'reset',
      3,
      byAddress,
      tryAgain('Too many reset links were requested for this email.'),
    ),
    // Each try costs two argon2 runs and may be a guess at the current password from a stolen session.
    changePasswordPerSession: limited(
      'change-password-session',
      5,
      bySignedIn((u) => u.sessionId),
      CHANGE_PASSWORD_LIMITED.en,
    ),
    changePasswordPerAccount: limited(
      'change-password-account',
      10,
      bySignedIn((u) => u.id),
      CHANGE_PASSWORD_LIMITED.en,
    ),
  };
}
