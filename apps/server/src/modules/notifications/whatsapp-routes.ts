import {
  failureSchema,
  indianMobile,
  savedPreferencesAnswerSchema,
  WHATSAPP_CODE_SENT,
  WHATSAPP_CODES_PER_ACCOUNT_HOUR,
  WHATSAPP_CODES_PER_NUMBER_HOUR,
  WHATSAPP_OPTED_IN,
  WHATSAPP_OPTED_OUT,
  whatsappConfirmInputSchema,
  whatsappOptInInputSchema,
} from '@kalvi/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { AppError } from '../../lib/errors.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { whatsappSender } from '../../whatsapp/sender.ts';
import { type NotifyDeps, optOutWhatsapp, preferences } from './service.ts';
import { confirmCode, type NumberDeps, requestCode } from './whatsapp-number.ts';

export const CODES_PER_ACCOUNT_LIMITED = (minutes: number) =>
  `Too many codes were sent from this account. Please try again in ${minutes} minutes.`;
export const CODES_PER_NUMBER_LIMITED = (minutes: number) =>
  `Too many codes were sent to this number. Please try again in ${minutes} minutes.`;

/**
 * How many codes go out an hour, per account and per number (docs/decisions/197): each code is a
 * message to a number not yet proved, so neither one account nor many together can make Kalvi
 * message a stranger more than a few times. Counted after the body is valid, as the auth routes'
 * limits are (modules/auth/limits.ts).
 */
function codeLimits(app: FastifyInstance) {
  const limited = (
    name: string,
    max: number,
    key: (r: FastifyRequest) => string,
    say: (m: number) => string,
  ) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: '1 hour',
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw new AppError(429, say(Math.ceil(result.ttlInSeconds / 60)));
    };
  };
  const account = (request: FastifyRequest) => signedIn(request).id;
  const number = (request: FastifyRequest) => indianMobile((request.body as { phone: string }).phone) ?? '';
  return [
    limited('whatsapp-code-account', WHATSAPP_CODES_PER_ACCOUNT_HOUR, account, CODES_PER_ACCOUNT_LIMITED),
    limited('whatsapp-code-number', WHATSAPP_CODES_PER_NUMBER_HOUR, number, CODES_PER_NUMBER_LIMITED),
  ];
}

/** The learner's WhatsApp number: given, proved by its code, turned off (docs/decisions/177, 197). */
export function whatsappNumberRoutes(app: FastifyInstance, notify: NotifyDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: NumberDeps = {
    ...notify,
    secret: app.config.jwtSecret,
    sender: whatsappSender(app.config),
    log: app.log,
  };

  r.put(
    '/api/notifications/whatsapp',
    {
      ...signedInRoute(app, 'notifications', {
        operationId: 'optInWhatsapp',
        summary:
          'Give an Indian mobile number for WhatsApp: a code goes to it, and nothing else until the code comes back',
        body: whatsappOptInInputSchema,
        response: {
          200: savedPreferencesAnswerSchema,
          400: failureSchema,
          429: failureSchema,
          503: failureSchema,
        },
      }),
      preHandler: codeLimits(app),
    },
    async (request) => {
      const userId = signedIn(request).id;
      const { sent } = await requestCode(deps, userId, request.body.phone);
      return answer(await preferences(deps, userId), sent ? WHATSAPP_CODE_SENT : WHATSAPP_OPTED_IN);
    },
  );

  r.post(
    '/api/notifications/whatsapp/confirm',
    {
      ...signedInRoute(app, 'notifications', {
        operationId: 'confirmWhatsapp',
        summary: 'Confirm my WhatsApp number with the code sent to it; then WhatsApp messages are on',
        body: whatsappConfirmInputSchema,
        response: { 200: savedPreferencesAnswerSchema, 400: failureSchema, 429: failureSchema },
      }),
      config: perAccountPerMinute(20),
    },
    async (request) => {
      const userId = signedIn(request).id;
      await confirmCode(deps, userId, request.body.code);
      return answer(await preferences(deps, userId), WHATSAPP_OPTED_IN);
    },
  );

  r.delete(
    '/api/notifications/whatsapp',
    signedInRoute(app, 'notifications', {
      operationId: 'optOutWhatsapp',
      summary: 'Stop WhatsApp messages, or drop a number not yet confirmed',
      response: { 200: savedPreferencesAnswerSchema },
    }),
    async (request) => {
      const data = await optOutWhatsapp(deps, signedIn(request).id);
      return answer(data, WHATSAPP_OPTED_OUT);
    },
  );
}
