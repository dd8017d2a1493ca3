import { formatDate, SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { account, escapeHtml, greeting, layout } from '../../mail/template.ts';
import type { Addressee, MailLanguage } from '../orders/mail.ts';

/** The mails of a cancelled batch and of a move between batches, in the learner's language (decision 216). */

type Mail = Pick<MailMessage, 'subject' | 'text' | 'html' | 'language'>;

function compose(lang: MailLanguage, subject: string, body: string[]): Mail {
  return { subject, text: body.join('\n\n'), html: layout(body.map(escapeHtml), lang), language: lang };
}

export function batchCancelledMail(
  lang: MailLanguage,
  to: Addressee,
  args: { course: string; startDate: string; paid: boolean; reason: string },
): Mail {
  const when = formatDate(args.startDate, lang, 'fullDate');
  if (lang === 'ta') {
    const body = [
      greeting('ta', account(to.firstName)),
      `${when} அன்று தொடங்கவிருந்த "${args.course}" தொகுப்பு ரத்து செய்யப்பட்டுள்ளது. அதன் எல்லா நேரலை வகுப்புகளும் ரத்தாகின்றன. சிரமத்திற்கு வருந்துகிறோம்.`,
      ...(args.reason ? [`காரணம்: ${args.reason}`] : []),
      args.paid
        ? 'நீங்கள் செலுத்திய தொகை திருப்பித் தரும் வரிசையில் சேர்க்கப்பட்டுள்ளது. பணத்துக்குப் பதிலாக இதே பாடநெறியின் வேறொரு தொகுப்புக்கு மாற விரும்பினால், உங்கள் தொகுப்புப் பக்கத்தில் மாறலாம் அல்லது இந்த மின்னஞ்சலுக்குப் பதில் எழுதுங்கள்.'
        : 'இதே பாடநெறியின் வேறொரு தொகுப்பில் நீங்கள் சேரலாம்.',
    ];
    return compose('ta', `${SITE.brand}: "${args.course}" தொகுப்பு ரத்து செய்யப்பட்டது`, body);
  }
  const body = [
    greeting('en', account(to.firstName)),
    `The batch of "${args.course}" that was to start on ${when} has been cancelled, with all its live sessions. We are sorry for the trouble.`,
    ...(args.reason ? [`Why: ${args.reason}`] : []),
    args.paid
      ? 'Your payment is in our refund queue. If you would rather move to another batch of the course instead, move from your batch page or reply to this e-mail.'
      : 'You are welcome to join another batch of the course.',
  ];
  return compose('en', `${SITE.brand}: Your batch of "${args.course}" is cancelled`, body);
}

export function batchMovedMail(
  lang: MailLanguage,
  to: Addressee,
  args: { course: string; fromDate: string; toDate: string; byStaff: boolean },
): Mail {
  const from = formatDate(args.fromDate, lang, 'fullDate');
  const into = formatDate(args.toDate, lang, 'fullDate');
  if (lang === 'ta') {
    const body = [
      greeting('ta', account(to.firstName)),
      `${args.byStaff ? 'அகாடமி உங்களை' : 'நீங்கள்'} "${args.course}" பாடநெறியின் ${from} தொகுப்பிலிருந்து ${into} அன்று தொடங்கும் தொகுப்புக்கு ${args.byStaff ? 'மாற்றியுள்ளது' : 'மாறியுள்ளீர்கள்'}.`,
      'உங்கள் கால அட்டவணையும் நாள்காட்டியும் புதிய தொகுப்பின் வகுப்புகளைக் காட்டும்.',
    ];
    return compose('ta', `${SITE.brand}: "${args.course}" - உங்கள் புதிய தொகுப்பு`, body);
  }
  const body = [
    greeting('en', account(to.firstName)),
    `${args.byStaff ? 'The academy has moved you' : 'You have moved'} from the ${from} batch of "${args.course}" to the batch starting on ${into}.`,
    'Your timetable and calendar now show the new batch’s sessions.',
  ];
  return compose('en', `${SITE.brand}: Your new batch of "${args.course}"`, body);
}
