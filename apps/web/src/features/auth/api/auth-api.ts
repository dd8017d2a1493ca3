import type { LoginInput, OtpRequestInput, RegisterInput } from '@kalvi/shared';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/stores/auth-store';

/*
 * Sign-in and registration answer a token for scripts and apps: the browser's session is the
 * httpOnly cookie the same answer set, and the web app keeps no token (docs/decisions/107).
 */

/** POST /api/auth/login; on success this device is signed in. */
export async function signIn(values: LoginInput): Promise<void> {
  const res = await api.post('/auth/login', values);
  useAuthStore.getState().setSession(res.user);
}

/** POST /api/auth/request-otp: e-mails the code that registration asks for. */
export async function requestSignUpCode(values: OtpRequestInput): Promise<void> {
  await api.post('/auth/request-otp', values);
}

/** POST /api/auth/register; on success this device is signed in as the new learner. */
export async function registerAccount(values: RegisterInput): Promise<void> {
  const res = await api.post('/auth/register', values);
  useAuthStore.getState().setSession(res.user);
}

/** POST /api/auth/forgot-password, without the session: the e-mailed link is the proof. */
export async function requestPasswordReset(values: { email: string }): Promise<void> {
  await api.post('/auth/forgot-password', values, { auth: false });
}
