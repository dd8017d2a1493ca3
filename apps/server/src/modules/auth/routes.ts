import {
  changePasswordSchema,
  failureSchema,
  forgotPasswordSchema,
  loginSchema,
  messageAnswerSchema,
  otpRequestSchema,
  registerSchema,
  resetPasswordSchema,
  sessionAnswerSchema,
  userAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/cache-control.ts';
import { AppError, unauthorized, unavailable } from '../../lib/errors.ts';
import { SESSION_ABSOLUTE_MS, signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { clearSessionCookie, cookieIsSecure, setSessionCookie } from '../../plugins/session-cookie.ts';
import { accountExistsMail } from './account-exists-mail.ts';
import { authLimits } from './limits.ts';
import { loginThrottle } from './login-throttle.ts';
import { otpMail, resetMail } from './mail.ts';
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

const MAIL_DOWN = 'We could not send the e-mail right now. Please try again in a few minutes.';
const ok = (message: string) => ({ success: true as const, message });

/**
 * Per-client limits (the plugin's default key is the client address). Generous on purpose:
 * mobile carriers put many learners behind one address; the per-address and per-account
 * limits do the real guarding (docs/decisions/010).
 */
const perClient = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** Every /api/auth call of docs/product/accounts-and-sessions.md, with the rules of docs/product/validation-and-messages.md from the shared schemas. */
async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer } = app;
  const secret = app.config.jwtSecret;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(app.redis);
  const cookieOptions = { secure: cookieIsSecure(app.config) };
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
        operationId: 'requestRegistrationCode',
        summary: 'E-mail a 6-digit registration code (replaces any earlier code)',
        security: [],
        body: otpRequestSchema,
        response: {
          200: messageAnswerSchema,
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
        ? accountExistsMail(email, created.firstName, app.config.appUrl)
        : otpMail(email, firstName, created.code);
      try {
        await mailer.send(mail);
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
        operationId: 'register',
        summary: 'Create the account with the e-mailed code',
        security: [],
        body: registerSchema,
        response: { 201: sessionAnswerSchema, 400: failureSchema, 409: failureSchema, 429: failureSchema },
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
        operationId: 'login',
        summary: 'Sign in with e-mail and password',
        security: [],
        body: loginSchema,
        response: { 200: sessionAnswerSchema, 400: failureSchema, 401: failureSchema, 429: failureSchema },
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
        operationId: 'getCurrentUser',
        summary: 'The signed-in user with profile and enrolments',
        security: USER_SECURITY,
        response: { 200: userAnswerSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
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
        operationId: 'logout',
        summary: 'End this session (the token stops working)',
        security: USER_SECURITY,
        response: { 200: messageAnswerSchema, 401: failureSchema },
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
        operationId: 'requestPasswordReset',
        summary: 'E-mail a reset link; the answer is the same whether or not the address has an account',
        security: [],
        body: forgotPasswordSchema,
        response: { 200: messageAnswerSchema, 400: failureSchema, 429: failureSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      const created = await createResetToken(db, email);
      if (created) {
        const link = `${app.config.appUrl}/reset-password?token=${encodeURIComponent(created.token)}`;
        // Sent after answering, so neither the answer nor its timing says whether the address exists.
        void mailer.send(resetMail(email, created.firstName, link)).catch(async (err: unknown) => {
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
        operationId: 'resetPassword',
        summary: 'Set a new password with an e-mailed token; ends every session',
        security: [],
        body: resetPasswordSchema,
        response: { 200: messageAnswerSchema, 400: failureSchema, 429: failureSchema },
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
        operationId: 'changePassword',
        summary: 'Change the password (needs the current one); ends the other sessions',
        security: USER_SECURITY,
        body: changePasswordSchema,
        response: { 200: messageAnswerSchema, 400: failureSchema, 401: failureSchema, 429: failureSchema },
      },
    },
    async (request) => {
      await changePassword(db, signedIn(request), request.body);
      return ok(MESSAGES.passwordChanged);
    },
  );
}

export const authModule = fp(authRoutes, {
  name: 'auth-routes',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
