import { randomUUID } from 'node:crypto';
import { splitTax } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creditNotes } from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';

/** Every refund issues a credit note reversing its share of the tax (CGST Act s.34, docs/decisions/178). */
describe('credit notes', () => {
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
    ({ staff } = await accountsByRole(app, database));
  });
  afterAll(() => app.close());

  async function paid(fee: number, buyerState: string) {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: fee });
    const { orderId } = await buy(app, learner, { courseId: course.id, buyerState });
    return { learner, orderId };
  }
  const refund = (orderId: string, amount?: number) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: staff.auth,
      payload: { amount, reason: 'Asked by the learner', idempotencyKey: randomUUID() },
    });
  const orders = async (learner: { auth: Record<string, string> }) =>
    (await app.inject({ method: 'GET', url: '/api/payments/orders', headers: learner.auth })).json().data;

  it('issues one per partial refund, in proportion, and the notes of a full refund add up to the invoice', async () => {
    const { learner, orderId } = await paid(1180, '33');
    expect((await refund(orderId, 33_333)).statusCode).toBe(200);
    expect((await refund(orderId)).statusCode).toBe(200); // the rest
    const notes = await app.db.select().from(creditNotes).where(eq(creditNotes.userId, learner.id));
    expect(notes).toHaveLength(2);
    const [first, second] = notes.sort((a, b) => a.serial.localeCompare(b.serial));
    expect(first).toMatchObject({ amount: 33_333, taxable: 28_248, cgst: 2_543, sgst: 2_542, igst: 0 });
    expect(first?.serial).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(Number(second?.serial.slice(-6))).toBe(Number(first?.serial.slice(-6)) + 1);
    const invoice = splitTax(118_000, 18, 'intra');
    for (const line of ['amount', 'taxable', 'cgst', 'sgst', 'igst'] as const) {
      expect((first?.[line] ?? 0) + (second?.[line] ?? 0), line).toBe(
        line === 'amount' ? 118_000 : invoice[line],
      );
    }
    for (const n of notes) expect(n.taxable + n.cgst + n.sgst + n.igst).toBe(n.amount);

    // Staff see them on the order, the learner beside the invoice.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: staff.auth,
    });
    const shown = detail
      .json()
      .data.refunds.map((r: { creditNote: { number: string } | null }) => r.creditNote?.number);
    expect(shown.sort()).toEqual([first?.serial, second?.serial]);
    const [mine] = await orders(learner);
    expect(mine.creditNotes.map((n: { number: string }) => n.number)).toEqual([
      first?.serial,
      second?.serial,
    ]);
  });

  it('prints a credit note naming the invoice, the place of supply and each tax reversed, for its owner only', async () => {
    const { learner, orderId } = await paid(1180, '29');
    expect((await refund(orderId, 59_000)).statusCode).toBe(200);
    const [mine] = await orders(learner);
    const [note] = mine.creditNotes;
    const res = await app.inject({ method: 'GET', url: note.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `kalvi-credit-note-${note.number.replaceAll('/', '-')}.pdf`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against invoice: ${mine.invoiceNumber}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST @ 18% reversed');
    expect(text).toContain('500.00');
    expect(text).toContain('90.00');

    const other = await createTestUser(app, database);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/payments/credit-notes/${note.id}`,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/payments/credit-notes/${randomUUID()}`,
      headers: other.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
