import type { Language } from '@kalvi/shared';
import { LOGIN_INVALID, SIGN_IN_DISABLED } from '@kalvi/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, forbidden, unauthorized, unavailable } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { account } from '../../mail/template.ts';
import { accountExistsMail } from './account-exists-mail.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { otpMail, resetMail } from './mail.ts';
import { createResetToken, discardResetToken, resetPassword } from './passwords.ts';
import { checkCredentials, createOtp, discardOtp, type RegisterDeps, toUser } from './service.ts';
import { throttledMessage } from './throttle-messages.ts';

/**
 * The account flows that span the database, the mailer and the sign-in throttle
 * (docs/product/accounts-and-sessions.md). Routes parse and answer; these own the rules.
 */
export interface AuthFlowDeps extends RegisterDeps {
  mailer: Mailer;
  appUrl: string;
  throttle: LoginThrottle;
  log: FastifyBaseLogger;
}

export const MAIL_DOWN = 'We could not send the e-mail right now. Please try again in a few minutes.';

/**
 * A registration code, or (for an address that has an account) a note to its owner: the same
 * answer after the same kind of work either way (docs/decisions/102). A code whose e-mail could
 * not be sent is discarded, so the learner can ask again at once.
 */
export async function sendRegistrationCode(
  deps: AuthFlowDeps,
  input: { email: string; firstName: string },
  language: Language,
): Promise<void> {
  const created = await createOtp(deps.db, deps.secret, input);
  const mail = created.registered
    ? accountExistsMail(input.email, account(created.firstName), deps.appUrl)
    : otpMail(input.email, created.code, language);
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err }, 'registration code e-mail failed');
    if (!created.registered) await discardOtp(deps.db, input.email, created.codeHash);
    throw unavailable(MAIL_DOWN);
  }
}

/** Sign-in behind the per-account and per-address throttle (docs/decisions/101). */
export async function signIn(deps: AuthFlowDeps, input: { email: string; password: string }, ip: string) {
  const wait = await deps.throttle.reserve(input.email, ip);
  if (wait > 0) throw new AppError(429, throttledMessage(wait));
  const row = await checkCredentials(deps.db, input.email, input.password);
  if (!row) throw unauthorized(LOGIN_INVALID);
  await deps.throttle.succeeded(input.email, ip);
  // Said only to someone who knows the password, so it tells a stranger nothing (docs/decisions/122).
  if (row.disabledAt) throw forbidden(SIGN_IN_DISABLED);
  const token = await deps.issueSession(row.id);
  return { token, user: await toUser(deps.db, row) };
}

/**
 * E-mails a reset link when the address has an account, in the account's language. Sent after
 * the caller answers, so neither the answer nor its timing says whether the address exists.
 */
export async function sendResetLink(deps: AuthFlowDeps, email: string, language: Language): Promise<void> {
  const created = await createResetToken(deps.db, email);
  if (!created) return;
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(created.token)}`;
  void deps.mailer
    .send(resetMail(email, account(created.firstName), link, created.language ?? language))
    .catch(async (err: unknown) => {
      deps.log.error({ err }, 'password reset e-mail failed');
      await discardResetToken(deps.db, created.tokenId).catch(() => {});
    });
}

/** A completed reset: the owner proved they hold the mailbox, so the throttle forgets the guesses. */
export async function completeReset(deps: AuthFlowDeps, token: string, password: string): Promise<void> {
  const email = await resetPassword(deps, token, password);
  await deps.throttle.clearAccount(email);
}
