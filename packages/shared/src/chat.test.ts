import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_CATEGORIES, type FaqEntry, findFaqAnswer, scoreFaqEntry } from './chat.ts';

function answerTo(message: string): FaqEntry | undefined {
  return findFaqAnswer(message)?.entry;
}

describe('the FAQ', () => {
  it('has the 46 entries of the seven categories with their exact counts', () => {
    const counts = Object.fromEntries(
      FAQ_CATEGORIES.map((c) => [c, FAQ.filter((e) => e.category === c).length]),
    );
    expect(counts).toEqual({
      'Learning Process & Training': 10,
      'Registration & Payment': 7,
      'Internship & Certification': 6,
      'Courses & Trainings Available': 7,
      'Upcoming Events & Offers': 6,
      'Support & Communication': 5,
      'Membership & Rewards': 5,
    });
    expect(FAQ).toHaveLength(46);
    expect(new Set(FAQ.map((e) => e.id)).size).toBe(46);
  });

  it('gives every entry a question, an answer and lower-case keywords', () => {
    for (const entry of FAQ) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.length).toBeGreaterThan(20);
      expect(entry.keywords.length).toBeGreaterThan(0);
      for (const keyword of entry.keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });

  it('states the documented facts and the refund policy', () => {
    const all = FAQ.map((e) => e.answer).join('\n');
    for (const fact of [
      '1.5 to 2 hours',
      '3-5 real projects',
      '4 GB RAM',
      'within 24 hours on weekdays',
      'every month',
      'Tamil or English',
      'UPI, net banking, debit or credit cards, or EMI',
      'within 3 days of purchase',
      'workshop and bootcamp payments are non-refundable',
      '1-week FREE trial',
    ]) {
      expect(all).toContain(fact);
    }
  });
});

describe('chat scoring (docs/product/feeds-and-chat.md#chat-scoring)', () => {
  const entry: FaqEntry = {
    id: 1,
    category: 'Registration & Payment',
    question: 'What payment methods do you accept?',
    answer: 'UPI and cards.',
    keywords: ['upi', 'net banking'],
  };

  it('gives 2 points per keyword and 1 per question word longer than 3 letters', () => {
    // keywords: upi (2), net banking (2); question words: payment (1), accept (1); 'you' and 'do' are too short.
    expect(scoreFaqEntry('Do you accept UPI or net banking for payment?', entry)).toBe(6);
    expect(scoreFaqEntry('do you', entry)).toBe(0);
  });

  it('matches keywords as words, allowing plural and verb endings, never inside other words', () => {
    expect(scoreFaqEntry('UPIs?', entry)).toBe(2);
    expect(scoreFaqEntry('coupit', entry)).toBe(0);
  });

  it('answers the questions learners actually type', () => {
    const cases: [string, string][] = [
      ['What payment methods do you accept?', 'What payment methods do you accept?'],
      ['can i pay with gpay or upi', 'What payment methods do you accept?'],
      ['Are classes in Tamil?', 'Are classes taught in Tamil or English?'],
      ['How long is each session?', 'How long is each live session?'],
      ['how many projects will i do', 'How many projects will I build?'],
      ['What laptop RAM is needed?', 'What laptop or computer do I need?'],
      ['Is there EMI option', 'Can I pay the fee in EMI instalments?'],
      ['I want a refund', 'What is your refund policy?'],
      ['Do you give a certificate?', 'Do I get a certificate after the course?'],
      ['Do you have internship?', 'Do you offer internships?'],
      ['When does the next batch start?', 'When does the next batch start?'],
      ['do you teach ethical hacking', 'Do you offer Cyber Security training?'],
      ['Where is your office located?', 'Where is your office?'],
      ['I missed yesterday class', 'What happens if I miss a live class?'],
      ['is there a free trial', 'Is there a free trial before I pay?'],
    ];
    for (const [message, question] of cases) {
      expect(answerTo(message)?.question, message).toBe(question);
    }
  });

  it('falls back when nothing scores above 1', () => {
    for (const message of ['asdf qwerty zxcv', 'hello', '', '   ', '???', 'what']) {
      expect(findFaqAnswer(message), message).toBeNull();
    }
  });

  it('picks the first of equally good entries, so answers are stable', () => {
    const twin = { ...entry, id: 2, answer: 'second' };
    expect(findFaqAnswer('upi', [entry, twin])?.entry.id).toBe(1);
  });
});
