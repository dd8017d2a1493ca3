import { formatDate, type Language, SITE } from '@kalvi/shared';
import type { MailMessage } from './mailer.ts';
import { account, escapeHtml, localisedMail } from './template.ts';

/**
 * The classroom's e-mails to a learner (docs/decisions/131), each written in English and in
 * Tamil; the job queue picks the learner's language (users.preferred_language). A reader is an
 * account, so its address is proven and its own first name greets it.
 */
export interface Reader {
  email: string;
  firstName: string;
  language: Language;
}

/** A date and time as a learner in India reads it, in their language. */
export function when(date: Date, language: Language): string {
  return `${formatDate(date, language, 'fullDateTime')} IST`;
}

const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

/** Paragraphs for the text part and the same with live links for the HTML part. */
function both(parts: Array<string | { before: string; url: string }>): {
  paragraphs: string[];
  html: string[];
} {
  return {
    paragraphs: parts.map((p) => (typeof p === 'string' ? p : `${p.before} ${p.url}`.trim())),
    html: parts.map((p) =>
      typeof p === 'string' ? escapeHtml(p) : `${escapeHtml(p.before)} ${link(p.url)}`,
    ),
  };
}

const invoiceLine = (language: Language, url: string) =>
  language === 'ta'
    ? {
        before:
          'உங்கள் விலைப்பட்டியல் (இந்த இணைப்பு ஒரு மணி நேரம் மட்டுமே வேலை செய்யும்; அதன் பிறகு உங்கள் சுயவிவரத்தில் உள்ள "என் கற்றல்" பகுதியில் பதிவிறக்கலாம்):',
        url,
      }
    : {
        before:
          'Your invoice (this link works for one hour; after that, download it from "My learning" in your profile):',
        url,
      };

export function courseConfirmationMail(
  to: Reader,
  args: { course: string; learnUrl: string; invoiceUrl: string | null },
): MailMessage {
  const en = both([
    `You are enrolled in "${args.course}". The course is open now, at your own pace.`,
    { before: 'Start with the first lesson here:', url: args.learnUrl },
    'Before each live session we send you a reminder, 24 hours and 1 hour ahead. The join link opens 15 minutes before the start.',
    ...(args.invoiceUrl ? [invoiceLine('en', args.invoiceUrl)] : []),
  ]);
  const ta = both([
    `"${args.course}" பாடத்தில் நீங்கள் சேர்ந்துவிட்டீர்கள். பாடம் இப்போதே திறந்துள்ளது; உங்கள் வேகத்தில் கற்கலாம்.`,
    { before: 'முதல் பாடத்தை இங்கே தொடங்குங்கள்:', url: args.learnUrl },
    'ஒவ்வொரு நேரலை வகுப்புக்கும் 24 மணி நேரம் முன்பும் 1 மணி நேரம் முன்பும் நினைவூட்டல் அனுப்புவோம். இணையும் இணைப்பு தொடங்குவதற்கு 15 நிமிடம் முன்பு திறக்கும்.',
    ...(args.invoiceUrl ? [invoiceLine('ta', args.invoiceUrl)] : []),
  ]);
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: `${SITE.brand}: you are enrolled in "${args.course}"`,
      ...en,
    },
    ta: {
      subject: `${SITE.brand}: "${args.course}" பாடத்தில் சேர்ந்துவிட்டீர்கள்`,
      ...ta,
    },
  });
}

export function eventConfirmationMail(
  to: Reader,
  args: {
    event: string;
    startsAt: Date;
    online: boolean;
    location: string;
    eventsUrl: string;
    invoiceUrl: string | null;
  },
): MailMessage {
  const invoice = (language: Language) => (args.invoiceUrl ? [invoiceLine(language, args.invoiceUrl)] : []);
  const en = both([
    `Your seat at "${args.event}" is confirmed. It starts on ${when(args.startsAt, 'en')}.`,
    args.online
      ? 'It is online: the join link appears on the event, for you, from 15 minutes before the start.'
      : `Where: ${args.location}. Please come a few minutes early.`,
    'We send you a reminder 24 hours and 1 hour before it starts.',
    { before: 'The event and its details:', url: args.eventsUrl },
    ...invoice('en'),
  ]);
  const ta = both([
    `"${args.event}" நிகழ்வில் உங்கள் இடம் உறுதியானது. இது ${when(args.startsAt, 'ta')} அன்று தொடங்குகிறது.`,
    args.online
      ? 'இது இணைய வழி நிகழ்வு: தொடங்குவதற்கு 15 நிமிடம் முன்பிருந்து இணையும் இணைப்பு உங்களுக்கு நிகழ்வுப் பக்கத்தில் தெரியும்.'
      : `இடம்: ${args.location}. சில நிமிடங்கள் முன்னதாக வாருங்கள்.`,
    'தொடங்குவதற்கு 24 மணி நேரம் முன்பும் 1 மணி நேரம் முன்பும் நினைவூட்டல் அனுப்புவோம்.',
    { before: 'நிகழ்வும் அதன் விவரங்களும்:', url: args.eventsUrl },
    ...invoice('ta'),
  ]);
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: `${SITE.brand}: your seat at "${args.event}" is confirmed`,
      ...en,
    },
    ta: {
      subject: `${SITE.brand}: "${args.event}" நிகழ்வில் உங்கள் இடம் உறுதி`,
      ...ta,
    },
  });
}

export function reminderMail(
  to: Reader,
  args: { title: string; startsAt: Date; hoursBefore: 24 | 1; url: string },
): MailMessage {
  const soonEn = args.hoursBefore === 1 ? 'in one hour' : 'tomorrow';
  const soonTa = args.hoursBefore === 1 ? 'இன்னும் ஒரு மணி நேரத்தில்' : 'நாளை';
  const en = both([
    `"${args.title}" starts ${soonEn}, on ${when(args.startsAt, 'en')}.`,
    'The join link opens 15 minutes before the start.',
    { before: 'Open it here:', url: args.url },
  ]);
  const ta = both([
    `"${args.title}" ${soonTa} தொடங்குகிறது: ${when(args.startsAt, 'ta')}.`,
    'இணையும் இணைப்பு தொடங்குவதற்கு 15 நிமிடம் முன்பு திறக்கும்.',
    { before: 'இங்கே திறங்கள்:', url: args.url },
  ]);
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: `${SITE.brand}: "${args.title}" starts ${soonEn}`,
      ...en,
    },
    ta: {
      subject: `${SITE.brand}: "${args.title}" ${soonTa} தொடங்குகிறது`,
      ...ta,
    },
  });
}

export function projectReviewedMail(
  to: Reader,
  args: { lesson: string; course: string; approved: boolean; feedback: string; url: string },
): MailMessage {
  const feedback = args.feedback.trim();
  const en = both([
    args.approved
      ? `Your project "${args.lesson}" in "${args.course}" is approved. Well done: the lesson is complete.`
      : `Your project "${args.lesson}" in "${args.course}" has come back with feedback. Change what it asks and hand it in again.`,
    ...(feedback ? [`Your instructor wrote: ${feedback}`] : []),
    { before: 'Open the course:', url: args.url },
  ]);
  const ta = both([
    args.approved
      ? `"${args.course}" பாடத்தில் உங்கள் "${args.lesson}" திட்டப்பணி ஏற்கப்பட்டது. பாராட்டுகள்: இந்தப் பாடப்பகுதி முடிந்தது.`
      : `"${args.course}" பாடத்தில் உங்கள் "${args.lesson}" திட்டப்பணி கருத்துகளுடன் திருப்பி அனுப்பப்பட்டுள்ளது. சொன்ன மாற்றங்களைச் செய்து மீண்டும் சமர்ப்பியுங்கள்.`,
    ...(feedback ? [`உங்கள் பயிற்றுநர் எழுதியது: ${feedback}`] : []),
    { before: 'பாடத்தைத் திறக்க:', url: args.url },
  ]);
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: args.approved
        ? `${SITE.brand}: your project "${args.lesson}" is approved`
        : `${SITE.brand}: feedback on your project "${args.lesson}"`,
      ...en,
    },
    ta: {
      subject: args.approved
        ? `${SITE.brand}: உங்கள் "${args.lesson}" திட்டப்பணி ஏற்கப்பட்டது`
        : `${SITE.brand}: உங்கள் "${args.lesson}" திட்டப்பணிக்குக் கருத்துகள்`,
      ...ta,
    },
  });
}

export function certificateIssuedMail(
  to: Reader,
  args: { course: string; certificateId: string; verifyUrl: string },
): MailMessage {
  const en = both([
    `Congratulations: you have completed "${args.course}", and your certificate is ready.`,
    `Its ID is ${args.certificateId}. Anyone, an employer too, can check it at this address, where you can also download the PDF:`,
    { before: '', url: args.verifyUrl },
  ]);
  const ta = both([
    `வாழ்த்துகள்: "${args.course}" பாடத்தை முடித்துவிட்டீர்கள்; உங்கள் சான்றிதழ் தயார்.`,
    `அதன் அடையாள எண் ${args.certificateId}. வேலை தருபவர் உட்பட யார் வேண்டுமானாலும் இந்த முகவரியில் அதைச் சரிபார்க்கலாம்; PDF ஆகவும் இங்கே பதிவிறக்கலாம்:`,
    { before: '', url: args.verifyUrl },
  ]);
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: `${SITE.brand}: your certificate for "${args.course}"`,
      ...en,
    },
    ta: {
      subject: `${SITE.brand}: "${args.course}" பாடத்துக்கான உங்கள் சான்றிதழ்`,
      ...ta,
    },
  });
}
