import { eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  advisorRequests,
  courseEnrollments,
  payments,
  refundRequests,
  refunds,
  users,
} from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { insertCourse } from '../courses/fixture.ts';
import { refundDeps } from '../orders/admin-fixture.ts';
import { refundOrder } from '../orders/admin-service.ts';
import { buy, insertEvent } from '../orders/fixture.ts';
import { dashboardFigures } from './service.ts';

/**
 * The fixture lives in March 2001, far from any other suite's rows (they share the database on
 * PostgreSQL): the rows bought today are moved there, and the figures are asked for as of
 * 20 March 2001, 11:30 in India.
 */
const NOW = new Date('2001-03-20T06:00:00Z');
const at = (iso: string) => new Date(iso);

describe('dashboard', () => {
  let app: FastifyInstance;
  let database: Database;
  let as: Record<'learner' | 'instructor' | 'staff' | 'admin', TestAccount>;
  const mailer = recordingMailer();

  beforeAll(async () => {
    ({ app, database } = await testApp({ mailer }));
    as = await accountsByRole(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is for staff and admins only', async () => {
    const get = (who?: TestAccount) =>
      app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: who?.auth ?? {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(as.learner)).statusCode).toBe(403);
    expect((await get(as.instructor)).statusCode).toBe(403);
    expect((await get(as.staff)).statusCode).toBe(200);
    const answer = await get(as.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().data.daily).toHaveLength(30);
  });

  it('counts revenue net of refunds by India day, registrations and enrolments', async () => {
    const buyer = await accountsByRole(app, database).then((r) => r.learner);
    const courseA = await insertCourse(app, database, { courseFee: 1499 });
    const courseB = await insertCourse(app, database, { courseFee: 999 });
    const a = await buy(app, buyer, { courseId: courseA.id });
    const b = await buy(app, buyer, { courseId: courseB.id });
    expect([a.verify, b.verify]).toEqual([200, 200]);
    const refund = await refundOrder(refundDeps(app, mailer), as.staff, a.orderId, {
      idempotencyKey: unique('dash-'),
      amount: 30_000,
    });
    expect(['pending', 'processed']).toContain(refund.refund.status);

    // Today in India (20 March) began at 19 March 18:30 UTC.
    await app.db
      .update(payments)
      .set({ createdAt: at('2001-03-20T04:00:00Z') })
      .where(eq(payments.orderId, a.orderId));
    await app.db
      .update(payments)
      .set({ createdAt: at('2001-03-10T04:00:00Z') })
      .where(eq(payments.orderId, b.orderId));
    await app.db
      .update(refunds)
      .set({ createdAt: at('2001-03-19T18:31:00Z') })
      .where(eq(refunds.orderId, a.orderId));
    await app.db
      .update(users)
      .set({ createdAt: at('2001-03-19T18:29:00Z') })
      .where(eq(users.id, buyer.id)); // 23:59 on the 19th
    await app.db
      .update(users)
      .set({ createdAt: at('2001-03-20T01:00:00Z') })
      .where(eq(users.id, as.admin.id));
    await app.db
      .update(courseEnrollments)
      .set({ createdAt: at('2001-03-20T04:00:00Z') })
      .where(eq(courseEnrollments.courseId, courseA.id));
    await app.db
      .update(courseEnrollments)
      .set({ createdAt: at('2001-02-01T04:00:00Z') }) // before the window
      .where(eq(courseEnrollments.courseId, courseB.id));

    const figures = await dashboardFigures({ db: app.db, production: false }, NOW);
    expect(a.amount).toBe(149_900);
    expect(b.amount).toBe(99_900);
    expect(figures.revenue.today).toEqual({ gross: 149_900, refunded: 30_000, net: 119_900 });
    expect(figures.revenue.days7).toEqual({ gross: 149_900, refunded: 30_000, net: 119_900 });
    expect(figures.revenue.days30).toEqual({ gross: 249_800, refunded: 30_000, net: 219_800 });
    expect(figures.registrations).toEqual({ today: 1, days7: 2, days30: 2 });
    expect(figures.enrolments).toEqual({ today: 1, days7: 1, days30: 1 });
    expect(figures.daily[0]?.day).toBe('2001-02-19');
    expect(figures.daily.at(-1)).toEqual({ day: '2001-03-20', net: 119_900, registrations: 1 });
    expect(figures.daily.find((d) => d.day === '2001-03-10')?.net).toBe(99_900);
    expect(figures.daily.find((d) => d.day === '2001-03-19')?.registrations).toBe(1);
  });

  it('counts leads by status, the refund queue, and seats of the next events', async () => {
    const before = await dashboardFigures({ db: app.db, production: false });
    const ids = await app.db
      .insert(advisorRequests)
      .values(
        ['contacted', 'contacted', 'closed'].map((status) => ({
          email: `${unique('lead')}@example.com`,
          fullName: 'Lead',
          graduationYear: 2020,
          jobTitle: 'Student',
          program: 'Web Development',
          mobile: '9876543210',
          status,
        })),
      )
      .returning({ id: advisorRequests.id });
    const soon = await insertEvent(database, {
      startDate: new Date(Date.now() + 60_000),
      endDate: new Date(Date.now() + 3_600_000),
      registrationDeadline: new Date(Date.now() + 30_000),
      maxParticipants: 8,
      seatsTaken: 3,
    });
    const after = await dashboardFigures({ db: app.db, production: false });
    expect(after.leads.contacted - before.leads.contacted).toBe(2);
    expect(after.leads.closed - before.leads.closed).toBe(1);
    expect(after.upcomingEvents[0]).toMatchObject({ id: soon.id, seatsTaken: 3, seats: 8 });
    const open = await app.db
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(isNull(refundRequests.resolvedAt));
    expect(after.refundQueue).toBe(open.length);
    await app.db.delete(advisorRequests).where(
      inArray(
        advisorRequests.id,
        ids.map((r) => r.id),
      ),
    );
  });
});
