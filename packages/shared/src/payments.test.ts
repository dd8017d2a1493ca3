import { describe, expect, it } from 'vitest';
import { createOrderSchema, enrollmentRecordSchema, invoiceLabel, splitGst } from './payments.ts';

describe('payment rules', () => {
  it('splits a GST-inclusive amount so the parts add back to the total', () => {
    expect(splitGst(49900, 18)).toEqual({ taxable: 42288, gst: 7612 });
    expect(splitGst(11800, 18)).toEqual({ taxable: 10000, gst: 1800 });
    for (const total of [100, 101, 99999, 149900, 1234567]) {
      const { taxable, gst } = splitGst(total, 18);
      expect(taxable + gst).toBe(total);
      expect(Math.abs(gst - taxable * 0.18)).toBeLessThanOrEqual(1);
    }
  });

  it('wants exactly one of a course or an event, and INR only', () => {
    const id = '3f0e8a4e-7c1d-4a4b-9b8e-2f6d1c0a9b7e';
    expect(createOrderSchema.safeParse({ courseId: id }).success).toBe(true);
    expect(createOrderSchema.safeParse({ eventId: id, amount: 999, currency: 'INR' }).success).toBe(true);
    expect(createOrderSchema.safeParse({}).success).toBe(false);
    expect(createOrderSchema.safeParse({ courseId: id, eventId: id }).success).toBe(false);
    expect(createOrderSchema.safeParse({ courseId: id, currency: 'USD' }).success).toBe(false);
  });

  it('checks the enrolment record with the product messages', () => {
    const base = {
      courseId: '3f0e8a4e-7c1d-4a4b-9b8e-2f6d1c0a9b7e',
      name: 'Priya',
      email: 'p@example.com',
      paymentId: 'pay_1',
    };
    expect(enrollmentRecordSchema.safeParse({ ...base, phone: '9876543210' }).success).toBe(true);
    expect(enrollmentRecordSchema.parse(base).phone).toBe('');
    const badPhone = enrollmentRecordSchema.safeParse({ ...base, phone: '12345' });
    expect(badPhone.error?.issues[0]?.message).toBe('Phone number must be 10 digits');
    expect(invoiceLabel(1001)).toBe('INV-1001');
  });
});
