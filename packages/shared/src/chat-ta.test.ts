import { describe, expect, it } from 'vitest';
import { FAQ, findFaqAnswer } from './chat.ts';
import { bilingualFaq, faqIn, isTamilText, TAMIL_FAQ_IDS } from './chat-ta.ts';

const BOTH = bilingualFaq(FAQ);
const questionOf = (message: string) => {
  const found = findFaqAnswer(message, BOTH);
  return found ? found.entry.question : null;
};

describe('the chatbot in Tamil', () => {
  it('has every one of the 46 entries in Tamil, written in Tamil', () => {
    expect(TAMIL_FAQ_IDS.sort((a, b) => a - b)).toEqual(FAQ.map((e) => e.id));
    for (const entry of FAQ) {
      const tamil = faqIn(entry, 'ta');
      expect(isTamilText(tamil.question), `${entry.id}`).toBe(true);
      expect(isTamilText(tamil.answer), `${entry.id}`).toBe(true);
      expect(tamil.answer).not.toBe(entry.answer);
      expect(faqIn(entry, 'en')).toEqual({ question: entry.question, answer: entry.answer });
    }
  });

  it('keeps the facts of each English answer: numbers, addresses and e-mail', () => {
    for (const entry of FAQ) {
      const facts = entry.answer.match(/\d+|[\w.]+@[\w.]+\w/g) ?? [];
      const tamil = faqIn(entry, 'ta').answer;
      for (const fact of facts) expect(tamil, `${entry.id}: ${fact}`).toContain(fact.replace(/[.,]$/, ''));
    }
  });

  it('understands questions in Tamil script', () => {
    expect(questionOf('கட்டணம் எவ்வளவு?')).toBe('Are there any offers or discounts right now?');
    expect(questionOf('வகுப்புகள் தமிழில் நடக்குமா?')).toBe('Are classes taught in Tamil or English?');
    expect(questionOf('EMI தவணையில் கட்டலாமா?')).toBe('Can I pay the fee in EMI instalments?');
    expect(questionOf('சான்றிதழ் கிடைக்குமா?')).toBe('Do I get a certificate after the course?');
    expect(questionOf('பணத்தைத் திருப்பித் தருவீர்களா?')).toBe('What is your refund policy?');
  });

  it('understands common romanised Tamil', () => {
    expect(questionOf('fees evlo')).toBe('Are there any offers or discounts right now?');
    expect(questionOf('tamil la class irukka')).toBe('Are classes taught in Tamil or English?');
    expect(questionOf('internship kidaikuma')).toBe('Do you offer internships?');
    expect(questionOf('class miss aana enna pannanum')).toBe('What happens if I miss a live class?');
  });

  it('still answers English questions as before', () => {
    expect(questionOf('Do you accept UPI?')).toBe('What payment methods do you accept?');
    expect(findFaqAnswer('zzz qqq', BOTH)).toBeNull();
  });
});
