import { SITE } from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { type Greeted, greeting } from '../../mail/template.ts';
import { escapeHtml, layout } from './mail.ts';

/**
 * Sent instead of a code when someone asks to register an address that already has an account:
 * the page answers as for a new address, so only the owner learns of it (docs/decisions/102).
 * In Tamil and English, since we cannot tell which the owner reads. It greets the owner by the
 * account's own name, never by the one typed in the request, and echoes nothing of that request.
 */
export function accountExistsMail(to: string, owner: Greeted, appUrl: string): MailMessage {
  const resetLink = `${appUrl}/`;
  const tamil = [
    greeting('ta', owner),
    `இந்த மின்னஞ்சல் முகவரியில் ஏற்கெனவே ${SITE.brand} கணக்கு உள்ளது. யாரோ இதே முகவரியில் புதிய கணக்கு தொடங்க முயன்றனர்.`,
    'நீங்கள்தான் என்றால், இங்கே உள்நுழையுங்கள்; கடவுச்சொல் மறந்துவிட்டால், உள்நுழையும் சாளரத்தில் "கடவுச்சொல் மறந்துவிட்டதா?" என்பதைத் தேர்ந்தெடுங்கள்:',
    resetLink,
    'நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: உங்கள் கணக்கில் எதுவும் மாறவில்லை.',
  ];
  const english = [
    greeting('en', owner),
    `This e-mail address already has a ${SITE.brand} account, and someone just tried to register a new account with it.`,
    'If that was you, sign in here instead; if you forgot your password, choose "Forgot password?" in the sign-in window:',
    resetLink,
    'If it was not you, you can ignore this e-mail: nothing about your account has changed.',
  ];
  const html = (lines: string[]) =>
    lines.map((line) =>
      line === resetLink ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line),
    );
  return {
    to,
    subject: `${SITE.brand}: உங்கள் கணக்கு ஏற்கெனவே உள்ளது · You already have an account`,
    text: [...tamil, '', '---', '', ...english].join('\n'),
    html: layout([...html(tamil), '<hr style="border:0;border-top:1px solid #e2e8f0">', ...html(english)]),
  };
}
