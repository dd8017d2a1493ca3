import { formatDate, SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { account, greeting } from '../../mail/template.ts';
import { escapeHtml, layout } from '../auth/mail.ts';
import type { Addressee, MailLanguage } from '../orders/mail.ts';

/** The e-mail every enrolled learner gets when staff cancel an event, in the learner's language. */
export function eventCancelledMail(
  lang: MailLanguage,
  to: Addressee,
  args: { title: string; startDate: Date; paid: boolean },
): Pick<MailMessage, 'subject' | 'text' | 'html' | 'language'> {
  const when = formatDate(args.startDate, lang, 'fullDate');
  const lines =
    lang === 'ta'
      ? {
          subject: `${SITE.brand}: "${args.title}" நிகழ்வு ரத்து செய்யப்பட்டது`,
          hello: greeting('ta', account(to.firstName)),
          what: `${when} அன்று நடக்கவிருந்த "${args.title}" நிகழ்வு ரத்து செய்யப்பட்டுள்ளது. சிரமத்திற்கு வருந்துகிறோம்.`,
          money: args.paid
            ? 'நீங்கள் செலுத்திய முழுத் தொகையும் திருப்பி அனுப்பப்படும்; அனுப்பியதும் உங்களுக்கு மின்னஞ்சல் வரும்.'
            : 'இது இலவச நிகழ்வு என்பதால் நீங்கள் செய்ய வேண்டியது எதுவும் இல்லை.',
        }
      : {
          subject: `${SITE.brand}: "${args.title}" has been cancelled`,
          hello: greeting('en', account(to.firstName)),
          what: `"${args.title}", planned for ${when}, has been cancelled. We are sorry for the trouble.`,
          money: args.paid
            ? 'Everything you paid will be refunded; you will get an e-mail when it is on its way.'
            : 'It was a free event, so there is nothing you need to do.',
        };
  const body = [lines.hello, lines.what, lines.money];
  return {
    subject: lines.subject,
    text: body.join('\n\n'),
    html: layout(body.map(escapeHtml), lang),
    language: lang,
  };
}
