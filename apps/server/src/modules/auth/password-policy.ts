import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/errors.ts';

/**
 * Refuses the common and breached passwords of zxcvbn-ts's list (about 50,000 of the passwords
 * seen most in breaches), as OWASP ASVS 6.2.4 asks (docs/decisions/100). Server-side only: the
 * list is large, and the web app shows the server's refusal instead of shipping it.
 */
const common = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD = {
  en: 'This password is too common and appears in lists of leaked passwords. Please choose another.',
  ta: 'இந்தக் கடவுச்சொல் மிகவும் பொதுவானது; கசிந்த கடவுச்சொல் பட்டியல்களில் உள்ளது. வேறொன்றைத் தேர்ந்தெடுங்கள்.',
} as const;

/** True for a password on the list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** Throws the field error the forms show under the password box. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, COMMON_PASSWORD.en, [{ field, message: COMMON_PASSWORD.en }]);
  }
}
