import { BarChart3, Brain, Code2, GraduationCap, ShieldCheck, Smartphone } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { artForTitle } from './course-art';

describe('artForTitle', () => {
  it.each([
    ['Cyber Security Fundamentals', ShieldCheck],
    ['Web Application Security (OWASP Top 10)', ShieldCheck],
    ['Python Programming for AI', Brain],
    ['Machine Learning with Python & scikit-learn', Brain],
    ['Excel to SQL: Data Analysis Basics', BarChart3],
    ['React Native: Cross-Platform Apps', Smartphone],
    ['HTML & CSS Foundations in Tamil', Code2],
    ['Soft Skills for Interviews', GraduationCap],
  ])('chooses the picture of %s by its keywords', (title, icon) => {
    expect(artForTitle(title).icon).toBe(icon);
  });

  it('matches whole words only: "HTML" is not "ML", "Tamil" is not "AI"', () => {
    expect(artForTitle('HTML in Tamil').icon).toBe(Code2);
  });
});
