import { type Language, OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES, SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, type Greeted, layout, localisedMail, UNPROVEN } from '../../mail/template.ts';

export { escapeHtml, layout };

const codeStyle = 'font-size:28px;letter-spacing:6px';
const buttonStyle = `display:inline-block;background:${SITE.themeColor};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold`;

/**
 * The registration code, in the language the visitor registers in. Nobody has proven the address
 * yet, so the mail greets no one by name: anyone may type any address and any "first name"
 * (docs/decisions/166-no-unproven-text-in-mail-and-no-tokens-in-logs.md#decision).
 */
export function otpMail(to: string, code: string, language: Language = 'en'): MailMessage {
  const code$ = `<strong style="${codeStyle}">${code}</strong>`;
  return localisedMail(to, language, UNPROVEN, {
    en: {
      subject: `${code} is your ${SITE.brand} verification code`,
      paragraphs: [
        `Your ${SITE.brand} verification code is ${code}.`,
        `It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`,
        'If you did not ask to create an account, you can ignore this e-mail.',
      ],
      html: [
        `Your ${SITE.brand} verification code is:`,
        code$,
        `It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`,
        'If you did not ask to create an account, you can ignore this e-mail.',
      ],
    },
    ta: {
      subject: `${code} — உங்கள் ${SITE.brand} சரிபார்ப்புக் குறியீடு`,
      paragraphs: [
        `உங்கள் ${SITE.brand} சரிபார்ப்புக் குறியீடு ${code}.`,
        `இது ${OTP_TTL_MINUTES} நிமிடங்களில் காலாவதியாகும்; ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.`,
        'நீங்கள் கணக்கு தொடங்கக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
      ],
      html: [
        `உங்கள் ${SITE.brand} சரிபார்ப்புக் குறியீடு:`,
        code$,
        `இது ${OTP_TTL_MINUTES} நிமிடங்களில் காலாவதியாகும்; ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.`,
        'நீங்கள் கணக்கு தொடங்கக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
      ],
    },
  });
}

/** The password reset link, to an account's address, in the learner's language. */
export function resetMail(to: string, owner: Greeted, link: string, language: Language = 'en'): MailMessage {
  const href = escapeHtml(link);
  return localisedMail(to, language, owner, {
    en: {
      subject: `Reset your ${SITE.brand} password`,
      paragraphs: [
        `Someone asked to reset the password of your ${SITE.brand} account. To choose a new one, open:`,
        link,
        `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      html: [
        `Someone asked to reset the password of your ${SITE.brand} account.`,
        `<a href="${href}" style="${buttonStyle}">Choose a new password</a>`,
        `Or paste this address into your browser: ${href}`,
        `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
    },
    ta: {
      subject: `உங்கள் ${SITE.brand} கடவுச்சொல்லை மாற்றுங்கள்`,
      paragraphs: [
        `உங்கள் ${SITE.brand} கணக்கின் கடவுச்சொல்லை மாற்ற ஒருவர் கேட்டுள்ளார். புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க இதைத் திறங்கள்:`,
        link,
        `இந்த இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும்; ${RESET_TOKEN_TTL_MINUTES} நிமிடங்களில் காலாவதியாகும்.`,
        'நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
      ],
      html: [
        `உங்கள் ${SITE.brand} கணக்கின் கடவுச்சொல்லை மாற்ற ஒருவர் கேட்டுள்ளார்.`,
        `<a href="${href}" style="${buttonStyle}">புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்</a>`,
        `அல்லது இந்த முகவரியை உங்கள் browser-இல் ஒட்டுங்கள்: ${href}`,
        `இந்த இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும்; ${RESET_TOKEN_TTL_MINUTES} நிமிடங்களில் காலாவதியாகும்.`,
        'நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
      ],
    },
  });
}
