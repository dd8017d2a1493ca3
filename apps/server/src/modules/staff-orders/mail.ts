import { formatPaise, SITE } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { account, greeting } from '../../mail/template.ts';
import { escapeHtml, layout } from '../auth/mail.ts';

export type MailLanguage = 'en' | 'ta';

/** A learner as a staff e-mail addresses them: an account, so a proven address. */
export interface Addressee {
  email: string;
  firstName: string;
  language: MailLanguage;
}

/** The learner's address, first name and chosen language (English until they choose). */
export async function addressee(db: Tx, userId: string): Promise<Addressee | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return { email: row.email, firstName: row.firstName, language: row.language === 'ta' ? 'ta' : 'en' };
}

/** The refund e-mail: what was refunded, for what, and when the money arrives. */
export function refundMail(
  lang: MailLanguage,
  to: Addressee,
  args: { amount: number; item: string; full: boolean },
): Pick<MailMessage, 'subject' | 'text' | 'html' | 'language'> {
  const amount = formatPaise(args.amount);
  const lines =
    lang === 'ta'
      ? {
          subject: `${SITE.brand}: ${amount} பணம் திருப்பி அனுப்பப்பட்டது`,
          hello: greeting('ta', account(to.firstName)),
          what: `"${args.item}" க்காக நீங்கள் செலுத்திய தொகையில் ${amount} திருப்பி அனுப்பியுள்ளோம்.`,
          access: args.full
            ? 'முழுத் தொகையும் திருப்பி அனுப்பப்பட்டதால், இதற்கான உங்கள் சேர்க்கை முடிவடைந்தது.'
            : 'இது பகுதித் தொகை மட்டுமே; உங்கள் சேர்க்கை தொடர்கிறது.',
          when: 'பணம் 5 முதல் 7 வேலை நாட்களுக்குள் நீங்கள் செலுத்திய அதே வழியில் உங்கள் கணக்கை வந்தடையும்.',
        }
      : {
          subject: `${SITE.brand}: ${amount} refunded`,
          hello: greeting('en', account(to.firstName)),
          what: `We have refunded ${amount} of your payment for "${args.item}".`,
          access: args.full
            ? 'As the whole amount was refunded, your enrolment in it has ended.'
            : 'This is a partial refund; your enrolment continues.',
          when: 'The money reaches you in 5 to 7 working days, the same way you paid.',
        };
  const body = [lines.hello, lines.what, lines.access, lines.when];
  return {
    subject: lines.subject,
    text: body.join('\n\n'),
    html: layout(body.map(escapeHtml), lang),
    language: lang,
  };
}

/** Mail goes after the change is saved; a mail failure is logged, never undoes the change. */
export async function sendQuietly(
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: MailMessage,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, to: message.to, subject: message.subject }, 'staff console mail not delivered');
  }
}
