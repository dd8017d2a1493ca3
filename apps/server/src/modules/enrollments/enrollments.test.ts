import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eventEnrollments, events } from '../../db/schema.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { addEventEnrollment } from './queries.ts';

describe('event seats', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });

  it('never enrols more people than there are seats, whatever the concurrency', async () => {
    const now = Date.now();
    const [event] = await database.db
      .insert(events)
      .values({
        title: unique('Race'),
        description: 'race',
        type: 'workshop',
        mode: 'online',
        location: 'Online',
        category: 'Web Development',
        startDate: new Date(now + 86_400_000 * 5),
        endDate: new Date(now + 86_400_000 * 6),
        registrationDeadline: new Date(now + 86_400_000 * 4),
        maxParticipants: 3,
        isFree: true,
        instructorName: 'Test',
      })
      .returning({ id: events.id });
    if (!event) throw new Error('no event');
    const learners = await Promise.all(Array.from({ length: 20 }, () => createTestUser(app, database)));
    const outcomes = await Promise.all(
      learners.map((l) =>
        database.db.transaction((tx) =>
          addEventEnrollment(tx, { userId: l.id, eventId: event.id, paymentId: null, seatHeld: false }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'enrolled')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'full')).toHaveLength(17);
    const rows = await database.db
      .select()
      .from(eventEnrollments)
      .where(eq(eventEnrollments.eventId, event.id));
    expect(rows).toHaveLength(3);
    const [after] = await database.db.select().from(events).where(eq(events.id, event.id));
    expect(after?.seatsTaken).toBe(3);

    const first = learners[0];
    if (!first) throw new Error('no learner');
    const again = await database.db.transaction((tx) =>
      addEventEnrollment(tx, { userId: first.id, eventId: event.id, paymentId: null, seatHeld: false }),
    );
    expect(['already', 'full']).toContain(again);
  });
});
