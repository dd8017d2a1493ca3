import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, events, instructors } from '../../db/schema.ts';
import { accountsByRole, createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { testApp, unique } from '../../test/harness.ts';
import { insertEvent, registerLearners } from '../orders/fixture.ts';

/** The event desk through its routes: who may create and edit, the rules a save obeys, the audit and the public list. */

const DAY = 86_400_000;
const TAMIL = { 'accept-language': 'ta' };

describe('the event desk routes', () => {
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;
  let learner: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    ({ staff, learner } = await accountsByRole(app, database));
  });
  afterAll(() => app.close());

  const input = (fields: Record<string, unknown> = {}) => ({
    title: unique('Desk event '),
    description: 'An evening of Python questions',
    titleTa: 'Python கேள்வி மாலை',
    descriptionTa: 'Python பற்றிய கேள்விகளுக்கு ஒரு மாலை',
    type: 'meetup',
    mode: 'hybrid',
    location: 'Kalvi Hub, Anna Nagar, Chennai',
    venueState: '33',
    joinUrl: 'https://meet.jit.si/kalvi-desk-test',
    category: 'Programming',
    startDate: new Date(Date.now() + 10 * DAY).toISOString(),
    endDate: new Date(Date.now() + 10 * DAY + 3 * 3_600_000).toISOString(),
    registrationDeadline: new Date(Date.now() + 9 * DAY).toISOString(),
    maxParticipants: 40,
    price: 299,
    originalPrice: 499,
    certifications: true,
    instructorName: 'Kavitha S',
    ...fields,
  });

  const send = (method: 'POST' | 'PUT', url: string, who: TestAccount | null, payload: object, lang = {}) =>
    app.inject({ method, url, headers: { ...(who?.auth ?? {}), ...lang }, payload });

  async function instructorWithRecord(): Promise<{ account: TestAccount; recordId: string }> {
    const account = await createAccountWithRole(app, database, 'instructor');
    const [record] = await database.db
      .insert(instructors)
      .values({ name: unique('Instructor '), userId: account.id })
      .returning({ id: instructors.id });
    if (!record) throw new Error('no instructor record');
    return { account, recordId: record.id };
  }

  async function auditFor(entityId: string) {
    return database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'event'), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.createdAt));
  }

  it('staff create an event; the public list shows it at once, with its Tamil title; the audit names who', async () => {
    const body = input();
    // Read the public list first, so the cache holds a copy the create must drop.
    const before = await app.inject(`/api/events?limit=50&search=${encodeURIComponent(body.title)}`);
    expect(before.json().data).toHaveLength(0);

    const res = await send('POST', '/api/admin/events', staff, body);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      title: body.title,
      titleTa: body.titleTa,
      joinUrl: body.joinUrl,
      seatsTaken: 0,
      durationHours: 3,
    });

    const after = await app.inject(`/api/events?limit=50&search=${encodeURIComponent(body.title)}`);
    const listed = after.json().data;
    expect(listed.map((e: { _id: string }) => e._id)).toEqual([created.id]);
    expect(listed[0]).toMatchObject({ title_ta: body.titleTa, price: 299, original_price: 499 });
    // The online link is for enrolled learners only; the public answer never carries it.
    expect(after.body).not.toContain('kalvi-desk-test');

    const [entry] = await auditFor(created.id);
    expect(entry).toMatchObject({ action: 'event.create', actorEmail: staff.email, before: null });
    expect(entry?.after).toMatchObject({ title: body.title });
  });

  it('an edit shows on the public event at once and is audited with before and after', async () => {
    const created = (await send('POST', '/api/admin/events', staff, input())).json().data;
    await app.inject(`/api/events/${created.id}`);
    const res = await send(
      'PUT',
      `/api/admin/events/${created.id}`,
      staff,
      input({ title: 'Renamed meetup' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await app.inject(`/api/events/${created.id}`)).json().data.title).toBe('Renamed meetup');
    const [entry] = await auditFor(created.id);
    expect(entry?.action).toBe('event.update');
    expect(entry?.before).toMatchObject({ title: created.title });
    expect(entry?.after).toMatchObject({ title: 'Renamed meetup' });
  });

  it('refuses seats below those registered with 409, in English and in Tamil, and changes nothing', async () => {
    const event = await insertEvent(database, {
      maxParticipants: 5,
      price: 0,
      originalPrice: 0,
      isFree: true,
    });
    await registerLearners(app, database, event.id, 3);
    const free = { isFree: true, price: 0, originalPrice: 0 };
    const lower = await send(
      'PUT',
      `/api/admin/events/${event.id}`,
      staff,
      input({ ...free, maxParticipants: 2 }),
    );
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('Seats cannot go below the 3 already registered');
    expect(lower.json().errors).toEqual([
      { field: 'maxParticipants', message: 'Seats cannot go below the 3 already registered' },
    ]);
    const tamil = await send(
      'PUT',
      `/api/admin/events/${event.id}`,
      staff,
      input({ ...free, maxParticipants: 1 }),
      TAMIL,
    );
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().message).toBe('ஏற்கெனவே 3 பேர் சேர்ந்துள்ளனர்; இடங்களை அதைவிடக் குறைக்க முடியாது');

    const [row] = await database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.maxParticipants).toBe(5);
    expect(await auditFor(event.id)).toHaveLength(0);

    const exact = await send(
      'PUT',
      `/api/admin/events/${event.id}`,
      staff,
      input({ ...free, maxParticipants: 3 }),
    );
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a deadline after the start, an http link, an online event without a link, an in-person one without a venue', async () => {
    const start = Date.now() + 10 * DAY;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { registrationDeadline: new Date(start + 3_600_000).toISOString() },
        'registrationDeadline',
        'Registration must close before the event starts',
      ],
      [{ joinUrl: 'http://meet.example/plain' }, 'joinUrl', 'The online link must start with https://'],
      [{ joinUrl: 'javascript:alert(1)' }, 'joinUrl', 'The online link must start with https://'],
      [{ mode: 'online', joinUrl: '' }, 'joinUrl', 'An event held online needs its link'],
      [{ mode: 'offline', location: '' }, 'location', 'An event held in person needs its venue'],
      // An in-person event's state: missing, outside India, or no such code.
      ...['', '96', '99'].map((venueState): [Record<string, unknown>, string, string] => [
        { mode: 'offline', venueState },
        'venueState',
        'Choose the state or union territory where the event is held',
      ]),
    ];
    for (const [fields, field, message] of cases) {
      const res = await send('POST', '/api/admin/events', staff, input(fields));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    const tamil = await send(
      'POST',
      '/api/admin/events',
      staff,
      input({ joinUrl: 'http://x.example' }),
      TAMIL,
    );
    expect(tamil.json().errors).toContainEqual({
      field: 'joinUrl',
      message: 'ஆன்லைன் இணைப்பு https:// என்று தொடங்க வேண்டும்',
    });
    const unknown = await send(
      'POST',
      '/api/admin/events',
      staff,
      input({ instructorId: '6f1c2a57-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      { field: 'instructorId', message: 'Choose an instructor from the list' },
    ]);
  });

  it('an online event without a venue shows "Online"; an in-person event keeps no link', async () => {
    const online = await send('POST', '/api/admin/events', staff, input({ mode: 'online', location: '' }));
    expect(online.json().data.location).toBe('Online');
    // An online event is held nowhere: a state sent with it is not kept (docs/decisions/189).
    expect(online.json().data.venueState).toBe('');
    const offline = await send(
      'POST',
      '/api/admin/events',
      staff,
      input({ mode: 'offline', venueState: '29' }),
    );
    expect(offline.json().data).toMatchObject({ joinUrl: '', venueState: '29' });
  });

  it('signed out is 401, a learner 403, and neither creates anything', async () => {
    const body = input();
    expect((await send('POST', '/api/admin/events', null, body)).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/events', learner, body)).statusCode).toBe(403);
    const rows = await database.db.select().from(events).where(eq(events.title, body.title));
    expect(rows).toHaveLength(0);
  });

  it("an instructor creates events as their own, edits them, and cannot touch another's", async () => {
    const mine = await instructorWithRecord();
    const theirs = await instructorWithRecord();
    // Naming another record is ignored: an instructor's event is theirs.
    const res = await send(
      'POST',
      '/api/admin/events',
      mine.account,
      input({ instructorId: theirs.recordId }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.instructorId).toBe(mine.recordId);
    const edit = await send(
      'PUT',
      `/api/admin/events/${created.id}`,
      mine.account,
      input({ maxParticipants: 12 }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.instructorId).toBe(mine.recordId);

    const other = await send('PUT', `/api/admin/events/${created.id}`, theirs.account, input());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only manage your own courses and events');
    const read = await app.inject({ url: `/api/admin/events/${created.id}`, headers: theirs.account.auth });
    expect(read.statusCode).toBe(403);

    const options = await app.inject({ url: '/api/admin/events/instructors', headers: mine.account.auth });
    expect(options.json().data).toEqual([expect.objectContaining({ id: mine.recordId })]);
    const listed = await app.inject({ url: '/api/admin/events?limit=50', headers: theirs.account.auth });
    expect(listed.json().data.map((e: { id: string }) => e.id)).not.toContain(created.id);

    // An instructor account that no record names cannot create events.
    const unlinked = await createAccountWithRole(app, database, 'instructor');
    expect((await send('POST', '/api/admin/events', unlinked, input())).statusCode).toBe(403);
  });

  it('filters the desk: upcoming soonest first, past, cancelled', async () => {
    const soon = await insertEvent(database, {
      startDate: new Date(Date.now() + 2 * DAY),
      endDate: new Date(Date.now() + 3 * DAY),
      registrationDeadline: new Date(Date.now() + DAY),
    });
    const gone = await insertEvent(database, {
      startDate: new Date(Date.now() - 3 * DAY),
      endDate: new Date(Date.now() - 2 * DAY),
      registrationDeadline: new Date(Date.now() - 4 * DAY),
    });
    const off = await insertEvent(database, { cancelled: true });
    const ids = async (when: string) =>
      (await app.inject({ url: `/api/admin/events?limit=50&when=${when}`, headers: staff.auth }))
        .json()
        .data.map((e: { id: string }) => e.id);
    const upcoming = await ids('upcoming');
    expect(upcoming).toContain(soon.id);
    expect(upcoming).not.toContain(gone.id);
    expect(upcoming).not.toContain(off.id);
    expect(await ids('past')).toContain(gone.id);
    expect(await ids('cancelled')).toEqual(expect.arrayContaining([off.id]));
    expect(await ids('cancelled')).not.toContain(soon.id);
    const bad = await app.inject({ url: '/api/admin/events?when=soon', headers: staff.auth });
    expect(bad.statusCode).toBe(400);
  });
});
