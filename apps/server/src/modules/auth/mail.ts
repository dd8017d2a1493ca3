import { OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES, SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';

/** Escapes text placed into the HTML part: a first name is whatever the visitor typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;max-width:520px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${SITE.themeColor}">${SITE.brand}</p>${body}
<p style="margin:24px 0 0;font-size:13px;color:#64748b">${SITE.legalName} · ${SITE.email}</p></div>`;
}

export function otpMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: `${code} is your ${SITE.brand} verification code`,
    text: [
      `Hi ${firstName},`,
      '',
      `Your ${SITE.brand} verification code is ${code}.`,
      `It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`,
      '',
      'If you did not ask to create an account, you can ignore this e-mail.',
      '',
      `${SITE.brand} · ${SITE.email}`,
    ].join('\n'),
    html: layout([
      `Hi ${escapeHtml(firstName)},`,
      `Your ${SITE.brand} verification code is:`,
      `<strong style="font-size:28px;letter-spacing:6px">${code}</strong>`,
      `It expires in ${OTP_TTL_MINUTES} minutes and can be used once.`,
      'If you did not ask to create an account, you can ignore this e-mail.',
    ]),
  };
}

export function resetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE.brand} password`,
    text: [
      `Hi ${firstName},`,
      '',
      `Someone asked to reset the password of your ${SITE.brand} account. To choose a new one, open:`,
      link,
      '',
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      `${SITE.brand} · ${SITE.email}`,
    ].join('\n'),
    html: layout([
      `Hi ${escapeHtml(firstName)},`,
      `Someone asked to reset the password of your ${SITE.brand} account.`,
      `<a href="${escapeHtml(link)}" style="display:inline-block;background:${SITE.themeColor};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Choose a new password</a>`,
      `Or paste this address into your browser: ${escapeHtml(link)}`,
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ]),
  };
}
