import { PAYMENT_NOT_RECORDED_MESSAGE } from '@kalvi/server/test-support';
import { describe, expect, it } from 'vitest';
import { insertCourse, insertLearners, post, signIn } from './helpers/fixtures.ts';
import { useInstanceBehindDatabaseProxy } from './helpers/outage.ts';
import { query } from './helpers/postgres.ts';

/** The order's state, its payments and the buyer's enrolment, read straight from PostgreSQL. */
async function recorded(url: string, providerOrderId: string) {
  const { rows } = await query<{ status: string; payments: number; enrolments: number }>(
    url,
    `select o.status,
       (select count(*)::int from payments p where p.order_id = o.id) as payments,
       (select count(*)::int from course_enrollments e
         where e.user_id = o.user_id and e.course_id = o.course_id) as enrolments
     from payment_orders o where o.provider_order_id = $1`,
    [providerOrderId],
  );
  return rows[0];
}

/**
 * Issue 18: a payment verified while the database is cut is refused with a sentence the learner
 * understands (paid, safe, do not pay again), nothing is half-written, and the same verification
 * records it once the database is back, without a restart.
 */
describe('a payment verified during a database outage', () => {
  const rig = useInstanceBehindDatabaseProxy();

  it('refuses it with a clear message, loses nothing, and records it once when retried after', async () => {
    const { database, proxy, instance } = rig();
    const courseId = await insertCourse(database.url, { fee: 499 });
    const [email = ''] = await insertLearners(database.url, 1);
    const token = await signIn(instance.url, email);
    const created = await post(instance.url, '/api/payments/create-order', { courseId }, token);
    expect(created.status).toBe(200);
    const orderId = ((await created.json()) as { order: { id: string } }).order.id;
    const paid = await post(instance.url, '/api/payments/test-gateway/pay', { order_id: orderId }, token);
    expect(paid.status).toBe(200);
    const signed = (await paid.json()) as Record<string, string>;

    await proxy.cut();

    const during = await post(instance.url, '/api/payments/verify-payment', signed, token);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('30');
    expect(((await during.json()) as { message: string }).message).toBe(PAYMENT_NOT_RECORDED_MESSAGE);
    // Read past the proxy (straight from PostgreSQL): nothing was half-written.
    expect(await recorded(database.url, orderId)).toEqual({ status: 'created', payments: 0, enrolments: 0 });
    expect(instance.process.exitCode).toBeNull();

    await proxy.restore();
    await instance.ready();

    const after = await post(instance.url, '/api/payments/verify-payment', signed, token);
    expect(after.status).toBe(200);
    const answer = (await after.json()) as { data: { enrolledCourses: string[]; amountPaid: number } };
    expect(answer.data.enrolledCourses).toContain(courseId);
    expect(answer.data.amountPaid).toBe(499);
    // A second retry (a double click) records nothing more.
    expect((await post(instance.url, '/api/payments/verify-payment', signed, token)).status).toBe(200);
    expect(await recorded(database.url, orderId)).toEqual({ status: 'paid', payments: 1, enrolments: 1 });
  });
});
