import { describe, expect, it } from 'vitest';
import { batchCancelledMail, batchMovedMail } from './mail.ts';

/** The batch mails in both languages (docs/decisions/216): what the learner reads, in their language. */
describe('batch mails', () => {
  const to = { email: 'kavya@example.com', firstName: 'Kavya', language: 'en' as const };

  it('tells of a cancelled batch with the reason and, when paid, the refund or a move', () => {
    const args = {
      course: 'React.js',
      startDate: '2027-01-04',
      paid: true,
      reason: 'The instructor is unwell',
    };
    const en = batchCancelledMail('en', to, args);
    expect(en.subject).toBe('Kalvi: Your batch of "React.js" is cancelled');
    expect(en.text).toContain('4 January 2027');
    expect(en.text).toContain('Why: The instructor is unwell');
    expect(en.text).toContain('refund queue');
    const ta = batchCancelledMail('ta', { ...to, language: 'ta' }, { ...args, paid: false });
    expect(ta.language).toBe('ta');
    expect(ta.subject).toContain('தொகுப்பு ரத்து செய்யப்பட்டது');
    expect(ta.text).toContain('காரணம்: The instructor is unwell');
    expect(ta.text).not.toContain('திருப்பித் தரும் வரிசை');
  });

  it('tells of a move, saying who made it', () => {
    const args = { course: 'React.js', fromDate: '2027-01-04', toDate: '2027-02-01', byStaff: false };
    // The subject is also the notification's title in the bell, so it starts as a sentence does.
    expect(batchMovedMail('en', to, args).subject).toBe('Kalvi: Your new batch of "React.js"');
    expect(batchMovedMail('en', to, args).text).toContain('You have moved from the 4 January 2027 batch');
    expect(batchMovedMail('en', to, { ...args, byStaff: true }).text).toContain('The academy has moved you');
    expect(batchMovedMail('ta', to, { ...args, byStaff: true }).text).toContain('அகாடமி உங்களை');
  });
});
