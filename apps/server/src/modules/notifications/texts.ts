import { type Language, type OptionalKind, SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { account, escapeHtml, localisedMail } from '../../mail/template.ts';

/** What a learner turns off, as the unsubscribe page names it. */
const KIND_NAMES: Record<OptionalKind, Record<Language, string>> = {
  answer: { en: 'answers to your questions', ta: 'உங்கள் கேள்விகளுக்கான பதில்கள்' },
  review: { en: 'project reviews', ta: 'திட்டப்பணி மதிப்பீடுகள்' },
  certificate: { en: 'certificate news', ta: 'சான்றிதழ் அறிவிப்புகள்' },
  reminder: { en: 'live session reminders', ta: 'நேரலை வகுப்பு நினைவூட்டல்கள்' },
  announcement: { en: 'announcements', ta: 'அறிவிப்புகள்' },
};

function page(language: Language, paragraphs: string[], form?: { action: string; button: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SITE.brand}</title></head><body><h1>${SITE.brand}</h1>${body}${button}</body></html>`;
}

/** GET of an unsubscribe link: says what the button does; nothing changes until it is pressed. */
export function confirmPage(language: Language, kind: OptionalKind, action: string): string {
  const what = KIND_NAMES[kind][language];
  return language === 'ta'
    ? page(
        'ta',
        [
          `${what} இனி மின்னஞ்சலில் வர வேண்டாமா?`,
          'Kalvi-இல் உள்ள அறிவிப்புகள் தொடர்ந்து வரும்; உங்கள் சுயவிவரப் பக்கத்தில் எப்போது வேண்டுமானாலும் மாற்றலாம்.',
        ],
        {
          action,
          button: 'மின்னஞ்சலை நிறுத்து',
        },
      )
    : page(
        'en',
        [
          `Stop getting ${what} by e-mail?`,
          'They still appear in Kalvi; you can change this on your profile at any time.',
        ],
        {
          action,
          button: 'Stop these e-mails',
        },
      );
}

export function donePage(language: Language, kind: OptionalKind): string {
  const what = KIND_NAMES[kind][language];
  return language === 'ta'
    ? page('ta', [`சரி: ${what} இனி மின்னஞ்சலில் வராது.`, 'மீண்டும் பெற, உங்கள் சுயவிவரப் பக்கத்தில் இயக்கலாம்.'])
    : page('en', [
        `Done: ${what} will no longer come by e-mail.`,
        'To get them again, turn them back on from your profile.',
      ]);
}

/** "Your question was answered", in the learner's language (the bell's title is its subject). */
export function answeredMail(
  to: { email: string; firstName: string; language: Language },
  args: { question: string; url: string },
): MailMessage {
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: {
      subject: `${SITE.brand}: your question "${args.question}" has an answer`,
      paragraphs: [`Someone answered your question "${args.question}".`, `Read it: ${args.url}`],
    },
    ta: {
      subject: `${SITE.brand}: "${args.question}" கேள்விக்குப் பதில் வந்துள்ளது`,
      paragraphs: [`உங்கள் "${args.question}" கேள்விக்கு ஒருவர் பதில் எழுதியுள்ளார்.`, `படிக்க: ${args.url}`],
    },
  });
}
