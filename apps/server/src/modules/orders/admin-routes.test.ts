import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { advisorRequests, auditLog, courseEnrollments } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { insertCourse } from '../courses/fixture.ts';
import { ALREADY_REQUESTED, REFUNDED } from './admin-service.ts';
import { buy } from './fixture.ts';

/** The console routes of orders, refunds, leads and reviews: guarded by role, audited, in TEST MODE. */
describe('staff console routes: orders, leads, reviews', () => {
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;
  let learner: TestAccount;
  const mailer = recordingMailer();

  beforeAll(async () => {
    ({ app, database } = await testApp({ mailer }));
    staff = await createAccountWithRole(app, database, 'staff');
    learner = await createAccountWithRole(app, database, 'learner');
  });
  afterAll(() => app.close());

  const audits = (entityId: string, action: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

  it('refunds through the route: 401 signed out, 403 for a learner, then one refund and one audit entry', async () => {
    const buyer = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 799, originalCourseFee: 799 });
    const { orderId, verify } = await buy(app, buyer, { courseId: course.id });
    expect(verify).toBe(200);
    const url = `/api/admin/orders/${orderId}/refunds`;
    const payload = { idempotencyKey: unique('console-key-'), reason: 'Within the 3 days' };

    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, payload, headers: learner.auth })).statusCode).toBe(403);

    const found = await app.inject({
      url: `/api/admin/orders?q=${encodeURIComponent(buyer.email)}`,
      headers: staff.auth,
    });
    expect(found.json().data.map((o: { id: string }) => o.id)).toEqual([orderId]);

    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url, payload, headers: staff.auth }),
      app.inject({ method: 'POST', url, payload, headers: staff.auth }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // Either press may be the one that refunds (on PostgreSQL they truly race); the other is told
    // it was already requested. The one that refunded answers the order as it now stands.
    const answers = [first.json(), second.json()];
    expect(answers.map((a) => a.message).sort()).toEqual([ALREADY_REQUESTED, REFUNDED].sort());
    const refunded = answers.find((a) => a.message === REFUNDED);
    expect(refunded.data).toMatchObject({ refunded: 79900, enrolled: false });
    expect(refunded.data.refunds).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, buyer.id), eq(courseEnrollments.courseId, course.id))),
    ).toHaveLength(0);
    expect(await audits(orderId, 'order.refund')).toHaveLength(1);
    expect((await mailer.inbox.next(buyer.email, /refunded/)).subject).toContain('₹799 refunded');

    const tooLong = await app.inject({
      method: 'POST',
      url,
      headers: staff.auth,
      payload: { idempotencyKey: 'short' },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('exports leads as CSV and audits a lead change', async () => {
    const email = `${unique('csv')}@example.com`;
    const [lead] = await database.db
      .insert(advisorRequests)
      .values({
        email,
        fullName: '@SUM(1+1)',
        graduationYear: 2023,
        jobTitle: 'Student',
        program: 'Data Science',
        mobile: '9876501234',
      })
      .returning();
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${lead?.id}`,
      headers: staff.auth,
      payload: { status: 'contacted', notes: 'Call back Monday' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await audits(lead?.id ?? '', 'lead.update')).toHaveLength(1);

    const csv = await app.inject({
      url: `/api/admin/leads/export?q=${encodeURIComponent(email)}`,
      headers: staff.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="kalvi-leads-/);
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body).toContain(`"'@SUM(1+1)"`);
    expect(csv.body).toContain('"contacted"');
    const refused = await app.inject({ url: '/api/admin/leads/export', headers: learner.auth });
    expect(refused.statusCode).toBe(403);
  });
});
