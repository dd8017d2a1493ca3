import { type Language, SITE } from '@kalvi/shared';
import type { MailMessage } from './mailer.ts';

/**
 * Every e-mail goes out in its reader's language (docs/decisions/110-languages.md): a mail is
 * written once per language as a `MailText` and this helper builds the message from the one
 * the reader chose. Later e-mails (orders, the classroom, staff) reuse it the same way.
 */
export interface MailText {
  subject: string;
  /** Paragraphs of the plain-text part. */
  paragraphs: string[];
  /** The same paragraphs for the HTML part, already escaped; defaults to the escaped text ones. */
  html?: string[];
}

/**
 * Whom a mail greets by name. An address is proven once its owner has spent the code we sent
 * there, so every account's address is, and an account's own first name may greet it. Before
 * that, whatever was typed beside an address may come from anyone: a mail to it greets no one
 * by name and carries no text a visitor typed
 * (docs/decisions/166-no-unproven-text-in-mail-and-no-tokens-in-logs.md#decision).
 */
export type Greeted = { proven: true; firstName: string } | { proven: false };

/** Nobody has proven the address yet: the mail greets without a name. */
export const UNPROVEN: Greeted = { proven: false };

/** The account behind a proven address, greeted by the first name stored in it. */
export const account = (firstName: string): Greeted => ({ proven: true, firstName });

/** The opening line: 'Hi Priya,' at a proven address, 'Hello,' at any other. */
export function greeting(language: Language, to: Greeted): string {
  if (!to.proven) return language === 'ta' ? 'வணக்கம்,' : 'Hello,';
  return language === 'ta' ? `வணக்கம் ${to.firstName},` : `Hi ${to.firstName},`;
}

/** Escapes text placed into the HTML part: a first name is whatever its owner typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(paragraphs: string[], language: Language = 'en'): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  // Tamil script needs a font that has it and a little more line height.
  const font = language === 'ta' ? "'Noto Sans Tamil',Latha,Arial,sans-serif" : 'Arial,sans-serif';
  const lineHeight = language === 'ta' ? '1.7' : '1.5';
  return `<div lang="${language}" style="font-family:${font};font-size:16px;line-height:${lineHeight};color:#0f172a;max-width:520px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${SITE.themeColor}">${SITE.brand}</p>${body}</div>`;
}

/** A message to `to` in `language`, greeting `greeted`, from the texts written for each language. */
export function localisedMail(
  to: string,
  language: Language,
  greeted: Greeted,
  texts: Record<Language, MailText>,
): MailMessage {
  const text = texts[language];
  const html = text.html ?? text.paragraphs.map(escapeHtml);
  const hello = greeting(language, greeted);
  return {
    to,
    subject: text.subject,
    text: [hello, '', ...text.paragraphs].join('\n'),
    html: layout([escapeHtml(hello), ...html], language),
    language,
  };
}
