import { formatPaise, SITE } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { account, greeting } from '../../mail/template.ts';
import { escapeHtml, layout } from '../auth/mail.ts';
import type { UnhonouredCause } from './honour.ts';

export type MailLanguage = 'en' | 'ta';

/** A learner as a staff e-mail addresses them: an account, so a proven address. */
export interface Addressee {
  email: string;
  firstName: string;
  language: MailLanguage;
}

/** The learner's address, first name and chosen language (English until they choose). */
export async function addressee(tx: Tx, userId: string): Promise<Addressee | undefined> {
  const [row] = await tx
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

/** When refunded money reaches the learner, in both languages. */
const REFUND_ARRIVES: Record<MailLanguage, string> = {
  ta: 'பணம் 5 முதல் 7 வேலை நாட்களுக்குள் நீங்கள் செலுத்திய அதே வழியில் உங்கள் கணக்கை வந்தடையும்.',
  en: 'The money reaches you in 5 to 7 working days, the same way you paid.',
};

type StaffMail = Pick<MailMessage, 'subject' | 'text' | 'html' | 'language'>;

/** A mail of paragraphs: the text joined, the HTML escaped in the site's layout. */
function staffMail(lang: MailLanguage, subject: string, body: string[]): StaffMail {
  return { subject, text: body.join('\n\n'), html: layout(body.map(escapeHtml), lang), language: lang };
}

/** The refund e-mail: what was refunded, for what, and when the money arrives. */
export function refundMail(
  lang: MailLanguage,
  to: Addressee,
  args: { amount: number; item: string; full: boolean },
): StaffMail {
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
          when: REFUND_ARRIVES.ta,
        }
      : {
          subject: `${SITE.brand}: ${amount} refunded`,
          hello: greeting('en', account(to.firstName)),
          what: `We have refunded ${amount} of your payment for "${args.item}".`,
          access: args.full
            ? 'As the whole amount was refunded, your enrolment in it has ended.'
            : 'This is a partial refund; your enrolment continues.',
          when: REFUND_ARRIVES.en,
        };
  const body = [lines.hello, lines.what, lines.access, lines.when];
  return staffMail(lang, lines.subject, body);
}

/** Why a late payment could not be honoured, in the mail's two languages. */
function whyNotHonoured(lang: MailLanguage, cause: UnhonouredCause, item: string, amount: string): string {
  if (lang === 'ta') {
    const late = `"${item}" க்காக நீங்கள் செலுத்திய ${amount}, ஆர்டரின் நேரம் முடிந்த பிறகே எங்களை வந்தடைந்தது.`;
    const close = 'அதனால் அந்த விலையில் ஆர்டரை நிறைவு செய்ய முடியவில்லை.';
    if (cause === 'coupon_used_by_you')
      return `${late} அதற்குள் அந்தக் கூப்பனை நீங்கள் ஏற்கெனவே பயன்படுத்திவிட்டீர்கள்; ${close}`;
    if (cause === 'coupon_used_up') return `${late} அதற்குள் அந்தக் கூப்பன் முழுவதும் பயன்படுத்தப்பட்டுவிட்டது; ${close}`;
    if (cause === 'credit_spent')
      return `${late} அதற்குள் உங்கள் வரவுத்தொகை வேறொரு ஆர்டருக்குச் செலவாகிவிட்டது; ${close}`;
    return `"${item}" க்கான ஆர்டரில் நண்பரின் பரிந்துரைக் குறியீட்டைப் பயன்படுத்தியிருந்தீர்கள். அது முதல் வாங்குதலுக்கு மட்டுமே; உங்களின் மற்றொரு ஆர்டருக்கு ஏற்கெனவே கட்டணம் செலுத்தப்பட்டுவிட்டதால், அந்த விலையில் இதை நிறைவு செய்ய முடியவில்லை.`;
  }
  const late = `Your payment of ${amount} for "${item}" arrived after the order had lapsed,`;
  const close = 'so we could not complete the order at that price.';
  if (cause === 'coupon_used_by_you') return `${late} and by then you had already used its coupon, ${close}`;
  if (cause === 'coupon_used_up') return `${late} and by then its coupon had been used up, ${close}`;
  if (cause === 'credit_spent')
    return `${late} and by then your credit had been spent on another order, ${close}`;
  return `Your order for "${item}" used a friend's referral code, which is for a first purchase only, and another order of yours had been paid first, so we could not complete it at that price.`;
}

/** The refund of a payment that could not be honoured (docs/decisions/196-terms-kept-at-payment.md): why, and that nothing was bought. */
export function unhonouredMail(
  lang: MailLanguage,
  to: Addressee,
  args: { amount: number; item: string; cause: UnhonouredCause },
): StaffMail {
  const amount = formatPaise(args.amount);
  const lines =
    lang === 'ta'
      ? {
          subject: `${SITE.brand}: நீங்கள் செலுத்திய ${amount} திருப்பி அனுப்பப்படுகிறது`,
          refund: `முழுத் தொகையான ${amount} உங்களுக்குத் திருப்பி அனுப்பப்படுகிறது; இதில் நீங்கள் சேர்க்கப்படவில்லை. விரும்பும்போது இன்றைய விலையில் மீண்டும் வாங்கலாம்.`,
        }
      : {
          subject: `${SITE.brand}: your payment of ${amount} is being refunded`,
          refund: `We are refunding the whole amount, ${amount}, and you have not been enrolled. You are welcome to buy it again at today's price.`,
        };
  const body = [
    greeting(lang, account(to.firstName)),
    whyNotHonoured(lang, args.cause, args.item, amount),
    lines.refund,
    REFUND_ARRIVES[lang],
  ];
  return staffMail(lang, lines.subject, body);
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
