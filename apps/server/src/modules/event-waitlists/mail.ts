import { formatDate, formatInr, type Language, SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { account, localisedMail } from '../../mail/template.ts';

/** A deadline as the learner reads it, in India's time. */
const when = (at: Date, language: Language) => formatDate(at, language, 'dateTime');

/** "A seat is yours until ...": the waitlist's offer, in the learner's language (the bell shows its subject). */
export function seatOfferedMail(
  to: { email: string; firstName: string; language: Language },
  args: { event: string; expiresAt: Date; url: string; price: number | null },
): MailMessage {
  const en = when(args.expiresAt, 'en');
  const ta = when(args.expiresAt, 'ta');
  const price = args.price === null ? null : formatInr(args.price);
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: `${SITE.brand}: a seat at "${args.event}" is yours until ${en}`,
      paragraphs: [
        `A seat has freed up at "${args.event}" and you are first on its waitlist.`,
        price
          ? `It is held for you until ${en} (India time). Pay ${price} before then to take it.`
          : `It is held for you until ${en} (India time). Take it before then.`,
        'After that it goes to the next learner in line.',
        `Take your seat: ${args.url}`,
      ],
    },
    ta: {
      subject: `${SITE.brand}: "${args.event}" நிகழ்வில் ஓர் இடம் ${ta} வரை உங்களுக்காக`,
      paragraphs: [
        `"${args.event}" நிகழ்வில் ஓர் இடம் காலியாகியுள்ளது; காத்திருப்புப் பட்டியலில் நீங்கள்தான் முதலில் உள்ளீர்கள்.`,
        price
          ? `இந்த இடம் ${ta} (இந்திய நேரம்) வரை உங்களுக்காக வைக்கப்பட்டுள்ளது. அதற்குள் ${price} செலுத்தி இடத்தைப் பெற்றுக்கொள்ளுங்கள்.`
          : `இந்த இடம் ${ta} (இந்திய நேரம்) வரை உங்களுக்காக வைக்கப்பட்டுள்ளது. அதற்குள் இடத்தைப் பெற்றுக்கொள்ளுங்கள்.`,
        'அதன் பிறகு, வரிசையில் அடுத்துள்ளவருக்கு இந்த இடம் சென்றுவிடும்.',
        `இடத்தைப் பெற: ${args.url}`,
      ],
    },
  });
}
