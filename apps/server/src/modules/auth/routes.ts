import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  otpRequestSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from '@kalvi/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { failureSchema } from '../../lib/envelopes.ts';
import { AppError, notFound, unauthorized, unavailable } from '../../lib/errors.ts';
import { type AuthUser, SESSION_ABSOLUTE_MS } from '../../plugins/auth.ts';
import { clearSessionCookie, cookieIsSecure, setSessionCookie } from '../../plugins/session-cookie.ts';
import { REVIEWS_CACHE } from '../reviews/service.ts';
import { accountExistsMail } from './account-exists-mail.ts';
import { authLimits } from './limits.ts';
import { loginThrottle } from './login-throttle.ts';
import { otpMail, resetMail } from './mail.ts';
import { findAvatar, PHOTO_TOO_LARGE, updateProfile } from './profile.ts';
import {
  changePassword,
  checkCredentials,
  createOtp,
  createResetToken,
  discardOtp,
  discardResetToken,
  findUserById,
  MESSAGES,
  register,
  resetPassword,
  revokeSession,
  toUser,
} from './service.ts';
import { throttledMessage } from './throttle-messages.ts';

const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  bio: z.string(),
  website: z.string(),
  profilePicture: z.string(),
  socialLinks: z.object({
    linkedin: z.string(),
    github: z.string(),
    twitter: z.string(),
    instagram: z.string(),
  }),
  enrolledCourses: z.array(z.string()),
  enrolledEvents: z.array(z.string()),
});
const done = z.object({ success: z.literal(true), message: z.string() });
const session = z.object({ success: z.literal(true), token: z.string(), user: userSchema });
const withUser = z.object({ success: z.literal(true), user: userSchema, message: z.string().optional() });

const MAIL_DOWN = 'We could not send the e-mail right now. Please try again in a few minutes.';
const ok = (message: string) => ({ success: true as const, message });

/**
 * Per-client limits (the plugin's default key is the client address). Generous on purpose:
 * mobile carriers put many learners behind one address; the per-address and per-account
 * limits do the real guarding (docs/decisions/010).
 */
const perClient = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** Every /api/auth call of docs/product/accounts-and-sessions.md, with the rules of docs/product/validation-and-messages.md from the shared schemas. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const secret = deps.config.jwtSecret;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(deps.redis);
  const cookieOptions = { secure: cookieIsSecure(deps.config) };
  /** The answer carries the token for scripts and apps; browsers keep the httpOnly cookie. */
  const startBrowserSession = (reply: FastifyReply, token: string) =>
    setSessionCookie(reply, token, new Date(Date.now() + SESSION_ABSOLUTE_MS), cookieOptions);

  const { otpPerAddress, resetPerAddress, changePasswordPerSession, changePasswordPerAccount } =
    authLimits(app);
  r.post(
    '/api/auth/request-otp',
    {
      config: perClient(50, '15 minutes'),
      preHandler: otpPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit registration code (replaces any earlier code)',
        body: otpRequestSchema,
        response: {
          200: done,
          400: failureSchema,
          429: failureSchema,
          503: failureSchema,
        },
      },
    },
    async (request) => {
      const { email, firstName } = request.body;
      const created = await createOtp(db, secret, { email, firstName });
      // The same answer, after the same kind of work, whether or not the address has an account.
      const mail = created.registered
        ? accountExistsMail(email, created.firstName, deps.config.appUrl)
        : otpMail(email, firstName, created.code);
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        request.log.error({ err }, 'registration code e-mail failed');
        if (!created.registered) await discardOtp(db, email, created.codeHash);
        throw unavailable(MAIL_DOWN);
      }
      return ok(MESSAGES.otpSent);
    },
  );

  r.post(
    '/api/auth/register',
    {
      config: perClient(50, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Create the account with the e-mailed code',
        body: registerSchema,
        response: { 201: session, 400: failureSchema, 409: failureSchema, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await register(app, db, secret, request.body);
      startBrowserSession(reply, token);
      return reply.status(201).send({ success: true as const, token, user });
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: perClient(100, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: session, 400: failureSchema, 401: failureSchema, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await throttle.reserve(email, request.ip);
      if (wait > 0) throw new AppError(429, throttledMessage(wait));
      const row = await checkCredentials(db, email, password);
      if (!row) throw unauthorized(MESSAGES.invalidLogin);
      await throttle.succeeded(email, request.ip);
      const token = await app.sessionTokens.issue(row.id);
      startBrowserSession(reply, token);
      return { success: true as const, token, user: await toUser(db, row) };
    },
  );

  r.get(
    '/api/auth/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with profile and enrolments',
        security: [{ bearerAuth: [] }],
        response: { 200: withUser, 401: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findUserById(db, signedIn(request).id);
      if (!row) throw unauthorized();
      return { success: true as const, user: await toUser(db, row) };
    },
  );

  r.post(
    '/api/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'End this session (the token stops working)',
        security: [{ bearerAuth: [] }],
        response: { 200: done, 401: failureSchema },
      },
    },
    async (request, reply) => {
      await revokeSession(db, signedIn(request).sessionId);
      clearSessionCookie(reply, cookieOptions);
      return ok(MESSAGES.loggedOut);
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: perClient(30, '15 minutes'),
      preHandler: resetPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link; the answer is the same whether or not the address has an account',
        body: forgotPasswordSchema,
        response: { 200: done, 400: failureSchema, 429: failureSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      const created = await createResetToken(db, email);
      if (created) {
        const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(created.token)}`;
        // Sent after answering, so neither the answer nor its timing says whether the address exists.
        void deps.mailer.send(resetMail(email, created.firstName, link)).catch(async (err: unknown) => {
          request.log.error({ err }, 'password reset e-mail failed');
          await discardResetToken(db, created.tokenId).catch(() => {});
        });
      }
      return ok(MESSAGES.resetSent);
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: perClient(50, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an e-mailed token; ends every session',
        body: resetPasswordSchema,
        response: { 200: done, 400: failureSchema, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const email = await resetPassword(db, request.body.token, request.body.password);
      // The owner proved they hold the mailbox: whatever someone else's guessing left behind goes.
      await throttle.clearAccount(email);
      // Every session just ended, this browser's included.
      clearSessionCookie(reply, cookieOptions);
      return ok(MESSAGES.passwordReset);
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      // Each try costs two argon2 runs and may be a guess at the current password from a stolen session.
      preHandler: [app.requireUser, changePasswordPerSession, changePasswordPerAccount],
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one); ends the other sessions',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 200: done, 400: failureSchema, 401: failureSchema, 429: failureSchema },
      },
    },
    async (request) => {
      await changePassword(db, signedIn(request), request.body);
      return ok(MESSAGES.passwordChanged);
    },
  );

  r.put(
    '/api/auth/profile',
    {
      preHandler: app.requireUser,
      // Only the photo can make this body large, so "too large" is said about the photo.
      errorHandler: (error: FastifyError, _request, _reply) => {
        if (error.statusCode === 413) throw new AppError(413, PHOTO_TOO_LARGE);
        throw error;
      },
      schema: {
        tags: ['auth'],
        summary: 'Update the profile; profilePicture is an image data URL of at most 5 MB',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: withUser, 400: failureSchema, 401: failureSchema, 413: failureSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(db, signedIn(request).id, request.body);
      // Review lists show the reviewer's name: a rename must not wait for the cache to expire.
      app.readCache.invalidate(REVIEWS_CACHE);
      return { success: true as const, user, message: 'Profile updated successfully!' };
    },
  );

  r.get(
    '/api/auth/avatar/:userId',
    {
      schema: {
        tags: ['auth'],
        summary: 'A profile photo (the URL carries a version, so it is cached for good)',
        params: z.object({ userId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const avatar = await findAvatar(db, request.params.userId);
      if (!avatar) throw notFound('No profile photo');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('last-modified', avatar.updatedAt.toUTCString())
        .send(avatar.data);
    },
  );
}

/** The user that `app.requireUser` put on the request. */
function signedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
