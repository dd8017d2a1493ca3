import { financialYear } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { documentSerials, payments } from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';
import { nextSerial } from './serials.ts';

/** Invoice serials: per financial year, gap-free, never shared (docs/decisions/179). */
describe('invoice serials', () => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
    // A second instance on the same database, as behind a load balancer.
    ({ app: other } = await testApp({ database }));
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  const counter = async (kind: 'invoice' | 'credit_note', fy: string) => {
    const [row] = await app.db
      .select()
      .from(documentSerials)
      .where(and(eq(documentSerials.kind, kind), eq(documentSerials.financialYear, fy)));
    return row?.last ?? 0;
  };

  it('starts each financial year at 1 and returns a rolled-back number to the series', async () => {
    const april = new Date('2031-04-01T00:00:00+05:30');
    const march = new Date('2031-03-31T23:59:00+05:30');
    expect(await app.db.transaction((tx) => nextSerial(tx, 'invoice', march))).toBe('INV/3031/000001');
    expect(await app.db.transaction((tx) => nextSerial(tx, 'invoice', april))).toBe('INV/3132/000001');
    expect(await app.db.transaction((tx) => nextSerial(tx, 'credit_note', april))).toBe('CN/3132/000001');
    await expect(
      app.db.transaction(async (tx) => {
        expect(await nextSerial(tx, 'invoice', april)).toBe('INV/3132/000002');
        throw new Error('the completion failed after taking its number');
      }),
    ).rejects.toThrow('completion failed');
    expect(await app.db.transaction((tx) => nextSerial(tx, 'invoice', april))).toBe('INV/3132/000002');
  });

  it('gives 12 concurrent payments on two instances 12 different serials with no gap', async () => {
    const fy = financialYear(new Date());
    const before = await counter('invoice', fy);
    const bought = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const instance = i % 2 === 0 ? app : other;
        const learner = await createTestUser(instance, database);
        const course = await insertCourse(instance, database, { courseFee: 499 });
        return buy(instance, learner, { courseId: course.id, buyerState: '29' });
      }),
    );
    const serials: string[] = [];
    for (const { orderId } of bought) {
      const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment?.invoiceSerial).toMatch(/^INV\/\d{4}\/\d{6}$/);
      expect(payment?.invoiceSerial?.length).toBeLessThanOrEqual(16);
      serials.push(payment?.invoiceSerial ?? '');
    }
    const numbers = serials.map((s) => Number(s.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
    expect(await counter('invoice', fy)).toBe(before + 12);
  });
});
