import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { certificates, eventEnrollments, events } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';

const DAY = 86_400_000;

/** Event attendance: staff tick who came; each attendee of a certificate event gets one, once. */
describe('event attendance and event certificates', () => {
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;
  let instructor: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    [staff, instructor] = await Promise.all([
      createAccountWithRole(app, database, 'staff'),
      createAccountWithRole(app, database, 'instructor'),
    ]);
  });

  async function eventWith(learners: number, startsIn: number, certifications = true) {
    const now = Date.now();
    const [event] = await database.db
      .insert(events)
      .values({
        title: unique('Workshop '),
        description: 'A workshop',
        type: 'workshop',
        mode: 'online',
        location: 'Online',
        category: 'Web Development',
        startDate: new Date(now + startsIn),
        endDate: new Date(now + startsIn + DAY),
        registrationDeadline: new Date(now + startsIn - DAY),
        maxParticipants: 50,
        seatsTaken: learners,
        isFree: true,
        certifications,
        instructorName: 'Priya Raman',
      })
      .returning();
    if (!event) throw new Error('no event');
    const people = [];
    for (let i = 0; i < learners; i += 1) {
      const person = await createTestUser(app, database, { firstName: 'Arun', lastName: `Kumar ${i}` });
      await database.db.insert(eventEnrollments).values({ userId: person.id, eventId: event.id });
      people.push(person);
    }
    return { event, people };
  }

  const save = (who: TestAccount, eventId: string, marks: { userId: string; attended: boolean }[]) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/attendance/events/${eventId}`,
      headers: who.auth,
      payload: { marks },
    });

  it('is for staff: an instructor is refused', async () => {
    const { event } = await eventWith(0, -DAY);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/admin/attendance/events/${event.id}`,
      headers: instructor.auth,
    });
    expect(answer.statusCode).toBe(403);
  });

  it('lists the enrolled learners and issues each attendee one certificate, even on a double save', async () => {
    const { event, people } = await eventWith(3, -DAY);
    const [a, b, c] = people;
    if (!a || !b || !c) throw new Error('people missing');
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/attendance/events/${event.id}`,
      headers: staff.auth,
    });
    expect(
      list.json().data.map((p: { userId: string; attended: boolean }) => [p.userId, p.attended]),
    ).toEqual([
      [a.id, false],
      [b.id, false],
      [c.id, false],
    ]);
    const marks = [
      { userId: a.id, attended: true },
      { userId: b.id, attended: true },
    ];
    const [one, two] = await Promise.all([save(staff, event.id, marks), save(staff, event.id, marks)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().data.certificatesIssued + two.json().data.certificatesIssued).toBe(2);
    const held = await database.db.select().from(certificates).where(eq(certificates.eventId, event.id));
    expect(held.map((h) => h.userId).sort()).toEqual([a.id, b.id].sort());
    const first = held.find((h) => h.userId === a.id);
    expect(first?.recipientName).toBe('Arun Kumar 0');

    // Anyone verifies it; the learner sees it in My learning.
    const verified = await app.inject({ method: 'GET', url: `/api/certificates/${first?.id}` });
    expect(verified.json().data).toMatchObject({ kind: 'event', status: 'valid', title: event.title });
    const learning = await app.inject({ method: 'GET', url: '/api/enrollments/mine', headers: a.auth });
    expect(learning.json().data.events[0].certificateId).toBe(first?.id);

    // Unticked by mistake: revoked; ticked again: the same certificate is valid again.
    await save(staff, event.id, [{ userId: a.id, attended: false }]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/certificates/${first?.id}` })).json().data.status,
    ).toBe('revoked');
    const again = await save(staff, event.id, [{ userId: a.id, attended: true }]);
    expect(again.json().data.certificatesIssued).toBe(0);
    const [restored] = await database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.eventId, event.id), eq(certificates.userId, a.id)));
    expect(restored).toMatchObject({ id: first?.id, revokedAt: null });

    // The event list counts who is enrolled and who attended.
    const events = await app.inject({
      method: 'GET',
      url: '/api/admin/attendance/events?limit=50',
      headers: staff.auth,
    });
    expect(events.json().data.find((e: { id: string }) => e.id === event.id)).toMatchObject({
      enrolled: 3,
      attended: 2,
    });
  });

  it('refuses marks before the start, for someone not enrolled, and issues none for an event without certificates', async () => {
    const future = await eventWith(1, DAY);
    const early = await save(staff, future.event.id, [
      { userId: future.people[0]?.id ?? '', attended: true },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attendance can be marked once the event has started');

    const plain = await eventWith(1, -DAY, false);
    const stranger = await createTestUser(app, database, {});
    expect((await save(staff, plain.event.id, [{ userId: stranger.id, attended: true }])).statusCode).toBe(
      404,
    );
    const marked = await save(staff, plain.event.id, [{ userId: plain.people[0]?.id ?? '', attended: true }]);
    expect(marked.json().data).toEqual({ changed: 1, certificatesIssued: 0 });
    expect(
      await database.db.select().from(certificates).where(eq(certificates.eventId, plain.event.id)),
    ).toEqual([]);
  });
});
