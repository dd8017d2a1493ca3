import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eventEnrollments, events, refundRequests } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { buy, insertEvent, registerLearners } from '../orders/fixture.ts';
import {
  type AdminEventDeps,
  cancelAdminEvent,
  createAdminEvent,
  listAdminEvents,
  updateAdminEvent,
} from './admin-service.ts';
import { eventCancelledMail } from './mail.ts';

const DAY = 86_400_000;

describe('staff events', () => {
  let app: FastifyInstance;
  let database: Database;
  let deps: AdminEventDeps;
  let staff: TestAccount;
  const mailer = recordingMailer();

  beforeAll(async () => {
    ({ app, database } = await testApp({ mailer }));
    deps = { db: app.db, log: app.log, readCache: app.readCache, jobs: app.jobs };
    staff = await createAccountWithRole(app, database, 'staff');
  });
  afterAll(() => app.close());

  const input = (fields: Record<string, unknown> = {}) => ({
    title: 'React in a weekend',
    description: 'Two days of components and hooks',
    type: 'workshop' as const,
    mode: 'online' as const,
    location: '',
    joinUrl: 'https://meet.example/react',
    category: 'Web Development',
    startDate: new Date(Date.now() + 10 * DAY).toISOString(),
    endDate: new Date(Date.now() + 11 * DAY).toISOString(),
    registrationDeadline: new Date(Date.now() + 9 * DAY).toISOString(),
    maxParticipants: 30,
    price: 499,
    originalPrice: 999,
    instructorName: 'Lakshmi N',
    ...fields,
  });

  it('creates an event that the public list shows, and edits it', async () => {
    const created = await createAdminEvent(deps, staff, input());
    expect(created).toMatchObject({
      title: 'React in a weekend',
      price: 499,
      seatsTaken: 0,
      cancelled: false,
    });
    const publicList = (await app.inject('/api/events?limit=50&search=React%20in%20a%20weekend')).json().data;
    expect(publicList.map((e: { _id: string }) => e._id)).toContain(created.id);

    const { before, after } = await updateAdminEvent(
      deps,
      staff,
      created.id,
      input({ title: 'React in two days' }),
    );
    expect(before.title).toBe('React in a weekend');
    expect(after.title).toBe('React in two days');
    const page = await listAdminEvents(deps, staff, { page: 1, limit: 50 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.pagination.items_per_page).toBe(50);
    // The coupon form's picker finds it by part of its title, in any case; '%' is a character, not a wildcard.
    const found = await listAdminEvents(deps, staff, { page: 1, limit: 20, search: 'react IN two' });
    expect(found.data.map((e) => e.id)).toContain(created.id);
    expect((await listAdminEvents(deps, staff, { page: 1, limit: 20, search: 'React%days' })).data).toEqual(
      [],
    );
  });

  it('refuses bad input and seats below those registered', async () => {
    await expect(
      createAdminEvent(deps, staff, input({ endDate: new Date(Date.now()).toISOString() })),
    ).rejects.toThrow('The end must be after the start');
    const event = await insertEvent(database, {
      maxParticipants: 5,
      price: 0,
      originalPrice: 0,
      isFree: true,
    });
    await registerLearners(app, database, event.id, 3);
    const lower = updateAdminEvent(
      deps,
      staff,
      event.id,
      input({ maxParticipants: 2, isFree: true, price: 0, originalPrice: 0 }),
    );
    await expect(lower).rejects.toMatchObject({
      statusCode: 409,
      message: 'Seats cannot go below the 3 already registered',
    });
    const kept = await updateAdminEvent(
      deps,
      staff,
      event.id,
      input({ maxParticipants: 3, isFree: true, price: 0, originalPrice: 0 }),
    );
    expect(kept.after.maxParticipants).toBe(3);
  });

  it('cancelling e-mails every enrolled learner and queues a refund for each paid seat', async () => {
    const event = await insertEvent(database, { maxParticipants: 5 });
    const payers = [await createTestUser(app, database), await createTestUser(app, database)];
    for (const payer of payers) expect((await buy(app, payer, { eventId: event.id })).verify).toBe(200);
    const free = await createTestUser(app, database);
    await database.db.insert(eventEnrollments).values({ userId: free.id, eventId: event.id });

    const result = await cancelAdminEvent(deps, staff, event.id);
    expect(result).toMatchObject({ learnersTold: 3, refundsQueued: 2 });
    expect(result.after.cancelled).toBe(true);
    for (const payer of payers) {
      const mail = await mailer.inbox.next(payer.email, /cancelled/);
      expect(mail.subject).toContain('has been cancelled');
      expect(mail.text).toContain('Everything you paid will be refunded');
    }
    expect((await mailer.inbox.next(free.email, /cancelled/)).text).toContain('free event');

    const queued = await database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.kind, 'event_cancelled'));
    expect(queued.filter((q) => q.details.eventId === event.id)).toHaveLength(2);
    const status = (await app.inject(`/api/events/${event.id}`)).json().data.status;
    expect(status).toBe('cancelled');
    await expect(cancelAdminEvent(deps, staff, event.id)).rejects.toMatchObject({ statusCode: 409 });
    const [row] = await database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.cancelled).toBe(true);
  });

  it('writes the cancellation in Tamil for a Tamil reader', () => {
    const mail = eventCancelledMail(
      'ta',
      { email: 'a@example.com', firstName: 'Kavya', language: 'ta' },
      { title: 'React', startDate: new Date('2026-12-05T04:30:00Z'), paid: true },
    );
    expect(mail.subject).toContain('ரத்து செய்யப்பட்டது');
    expect(mail.text).toContain('வணக்கம் Kavya');
    expect(mail.text).toContain('திருப்பி அனுப்பப்படும்');
  });
});
