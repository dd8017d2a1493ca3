import { type Language, SITE } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import { academySettings } from '../db/schema.ts';
import type { DbDeps } from '../lib/deps.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { escapeHtml } from './template.ts';

/** Who signs the academy's e-mails: the legal name and support address an admin keeps in the settings. */
export interface AcademyContact {
  legalName: string;
  email: string;
}

/**
 * The contact as the settings say now, read at each send: a support address changed in the
 * console is the one the next e-mail gives. Should the database not answer, the mail still
 * goes, signed with the address the academy started with.
 */
export async function academyContact({ db }: DbDeps): Promise<AcademyContact> {
  try {
    const [row] = await db
      .select({ legalName: academySettings.legalName, email: academySettings.email })
      .from(academySettings)
      .where(eq(academySettings.id, 1));
    if (row) return row;
  } catch {
    // Signed with the constants below.
  }
  return { legalName: SITE.legalName, email: SITE.email };
}

const HELP: Record<Language, (email: string) => string> = {
  en: (email) => `Questions? Write to ${email}.`,
  ta: (email) => `கேள்விகள் இருந்தால் ${email} க்கு எழுதுங்கள்.`,
};

/** The closing lines in the mail's language; a mail written in both (no language) gets both. */
function closingLines(language: Language | undefined, contact: AcademyContact): string[] {
  const help = language ? [HELP[language](contact.email)] : [HELP.ta(contact.email), HELP.en(contact.email)];
  return [...help, contact.legalName];
}

/** The message with the academy's signature under its text and inside its HTML layout. */
export function signed(message: MailMessage, contact: AcademyContact): MailMessage {
  const lines = closingLines(message.language, contact);
  const text = `${message.text}\n\n${lines.join('\n')}`;
  if (!message.html) return { ...message, text };
  const footer = `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${lines.map(escapeHtml).join('<br>')}</p>`;
  // layout() wraps every mail in one <div>: the signature goes last inside it, in its font.
  const html = /<\/div>\s*$/.test(message.html)
    ? message.html.replace(/<\/div>\s*$/, `${footer}</div>`)
    : `${message.html}${footer}`;
  return { ...message, text, html };
}

/** Every e-mail the server sends is signed here, so no mail carries a contact of its own. */
export function signingMailer(inner: Mailer, contact: () => Promise<AcademyContact>): Mailer {
  return {
    async send(message) {
      await inner.send(signed(message, await contact()));
    },
    close: () => inner.close(),
  };
}
