import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema } from './auth.ts';
import { discountPercent, formatInr, formatStat } from './format.ts';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows first, last, the neighbours and ellipses', () => {
    expect(pageWindow(5, 10, 1)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageWindow(1, 10, 2)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageWindow(10, 10, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(pageWindow(1, 1, 2)).toEqual([1]);
  });

  it('always holds the current, first and last page once each, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 }), (total, radius) => {
        const current = Math.ceil(total / 2);
        const pages = pageWindow(current, total, radius).filter((p): p is number => typeof p === 'number');
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }),
    );
  });
});

describe('display rules', () => {
  it('rounds the discount and gives none without a higher original price', () => {
    expect(discountPercent(2999, 4999)).toBe(40);
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('formats stats and rupees as the product shows them', () => {
    expect(formatStat(999)).toBe('999+');
    expect(formatStat(12500)).toBe('12K+');
    expect(formatInr(124999)).toBe('₹1,24,999');
  });
});

describe('auth schemas carry the product messages', () => {
  it('reports missing and invalid login fields', () => {
    const result = loginSchema.safeParse({ email: 'nope', password: '123' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    // Sign-in only bounds the password: one set under the older 6-character rule must still work.
    expect(messages).toEqual(['Invalid email']);
    expect(
      loginSchema.safeParse({ email: 'a@example.com', password: 'x'.repeat(129) }).error?.issues[0]?.message,
    ).toBe('Password must be at most 128 characters');
    expect(loginSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  it('needs matching passwords, a 10-digit phone and a 6-digit code to register', () => {
    const result = registerFormSchema.safeParse({
      firstName: 'Anbu',
      lastName: 'Selvan',
      email: 'ANBU@example.com',
      phone: '98765',
      password: 'secret-one',
      confirmPassword: 'secret-two',
      otp: '12a456',
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Phone number must be 10 digits');
    expect(messages).toContain('OTP must be 6 digits');
    expect(
      registerFormSchema
        .safeParse({ password: 'short12', confirmPassword: 'short12' })
        .error?.issues.map((i) => i.message),
    ).toContain('Password must be at least 8 characters');
    expect(
      registerFormSchema.safeParse({
        firstName: 'Anbu',
        lastName: 'Selvan',
        email: 'ANBU@example.com',
        phone: '9876543210',
        password: 'secret-one',
        confirmPassword: 'secret-one',
        otp: '123456',
      }).data?.email,
    ).toBe('anbu@example.com');
  });
});
