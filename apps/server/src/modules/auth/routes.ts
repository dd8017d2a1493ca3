import {
  changePasswordSchema,
  failureSchema,
  forgotPasswordSchema,
  LOGGED_OUT,
  loginSchema,
  messageAnswerSchema,
  OTP_SENT,
  otpRequestSchema,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
  registerSchema,
  resetPasswordSchema,
  sessionAnswerSchema,
  sessionStateAnswerSchema,
  userAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer, answerMessage } from '../../lib/answer.ts';
import { cacheHook } from '../../lib/cache-control.ts';
import { unauthorized } from '../../lib/errors.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { SESSION_ABSOLUTE_MS, signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { clearSessionCookie, cookieIsSecure, setSessionCookie } from '../../plugins/session-cookie.ts';
import { type AuthFlowDeps, completeReset, sendRegistrationCode, sendResetLink, signIn } from './flows.ts';
import { authLimits } from './limits.ts';
import { loginThrottle } from './login-throttle.ts';
import { changePassword } from './passwords.ts';
import { currentUser, register, revokeSession } from './service.ts';

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
  const flows: AuthFlowDeps = {
    db,
    mailer,
    secret,
    appUrl: app.config.appUrl,
    throttle: loginThrottle(app.redis),
    issueSession: (userId) => app.sessionTokens.issue(userId),
    log: app.log,
  };
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
      await sendRegistrationCode({ ...flows, log: request.log }, request.body, requestLanguage(request));
      return answerMessage(OTP_SENT);
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
      const { token, user } = await register(flows, request.body, requestLanguage(request));
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
        summary: 'Sign in with e-mail and password (403 for a disabled account)',
        security: [],
        body: loginSchema,
        response: {
          200: sessionAnswerSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, user } = await signIn(flows, request.body, request.ip);
      startBrowserSession(reply, token);
      return { success: true as const, token, user };
    },
  );

  r.get(
    '/api/auth/me',
    signedInRoute(app, 'auth', {
      operationId: 'getCurrentUser',
      summary: 'The signed-in user with profile and enrolments',
      response: { 200: userAnswerSchema },
      cache: 'no-store',
    }),
    async (request) => {
      const user = await currentUser({ db }, signedIn(request).id);
      if (!user) throw unauthorized();
      return { success: true as const, user };
    },
  );

  // A page asks whether its visitor is signed in without a 401 logged as an error in the
  // browser's console for the one who is not: the answer is always a 200 (docs/product/api-contract.md).
  r.get(
    '/api/auth/session',
    {
      onRequest: app.optionalUser,
      ...cacheHook('no-store'),
      schema: {
        tags: ['auth'],
        operationId: 'getSession',
        summary: 'Whom the session signs in: the user as /api/auth/me gives it, or null (always 200)',
        security: [...USER_SECURITY, {}],
        response: { 200: sessionStateAnswerSchema },
      },
    },
    async (request) => {
      const user = request.user ? await currentUser({ db }, request.user.id) : null;
      return answer({ user });
    },
  );

  r.post(
    '/api/auth/logout',
    signedInRoute(app, 'auth', {
      operationId: 'logout',
      summary: 'End this session (the token stops working)',
      response: { 200: messageAnswerSchema },
    }),
    async (request, reply) => {
      await revokeSession({ db }, signedIn(request).sessionId);
      clearSessionCookie(reply, cookieOptions);
      return answerMessage(LOGGED_OUT);
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
      await sendResetLink({ ...flows, log: request.log }, request.body.email, requestLanguage(request));
      return answerMessage(RESET_LINK_SENT);
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
      await completeReset(flows, request.body.token, request.body.password);
      // Every session just ended, this browser's included.
      clearSessionCookie(reply, cookieOptions);
      return answerMessage(PASSWORD_RESET_DONE);
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      ...signedInRoute(app, 'auth', {
        operationId: 'changePassword',
        summary: 'Change the password (needs the current one); ends the other sessions',
        body: changePasswordSchema,
        response: { 200: messageAnswerSchema, 400: failureSchema, 429: failureSchema },
      }),
      // Each try costs two argon2 runs and may be a guess at the current password from a stolen session.
      preHandler: [changePasswordPerSession, changePasswordPerAccount],
    },
    async (request) => {
      await changePassword({ db }, signedIn(request), request.body);
      return answerMessage(PASSWORD_CHANGED);
    },
  );
}

export const authModule = fp(authRoutes, {
  name: 'auth-routes',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
