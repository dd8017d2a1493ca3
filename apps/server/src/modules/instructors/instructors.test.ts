import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, courses } from '../../db/schema.ts';
import { accountsByRole, createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { insertEvent } from '../orders/fixture.ts';
import { NOT_A_PHOTO, UPLOAD_THE_PHOTO } from './photo.ts';
import { LINKED_ELSEWHERE, NOT_AN_INSTRUCTOR, SAME_NAME } from './service.ts';

/** A 1x1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Instructor records: list, create, edit, link an account, and what each is assigned to. */
describe('instructor records in the console', () => {
  let app: FastifyInstance;
  let database: Database;
  let by: Awaited<ReturnType<typeof accountsByRole>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    by = await accountsByRole(app, database);
  });
  afterAll(() => app.close());

  const create = (payload: object, headers = by.staff.auth) =>
    app.inject({ method: 'POST', url: '/api/admin/instructors', headers, payload });
  const save = (id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/admin/instructors/${id}`, headers: by.staff.auth, payload });

  it('answers 401 signed out and 403 to learners and instructors', async () => {
    const payload = { name: unique('Nobody ') };
    expect((await app.inject({ method: 'POST', url: '/api/admin/instructors', payload })).statusCode).toBe(
      401,
    );
    expect((await create(payload, by.learner.auth)).statusCode).toBe(403);
    expect((await create(payload, by.instructor.auth)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/admin/instructors', headers: by.instructor.auth })).statusCode,
    ).toBe(403);
  });

  it('creates a record once however often Create is pressed, and audits it', async () => {
    const name = unique('Meena Sundaram ');
    const payload = { name, title: 'Data engineer', bio: 'Teaches SQL' };
    const answers = await Promise.all([create(payload), create(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(SAME_NAME);
    const made = answers.find((a) => a.statusCode === 201)?.json().data;
    expect(made).toMatchObject({ name, title: 'Data engineer', account: null, courses: [], events: [] });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.id), eq(auditLog.action, 'instructor.create')));
    expect(entries).toHaveLength(1);
    // Another case of the same name is the same person.
    expect((await create({ name: name.toUpperCase() })).statusCode).toBe(409);

    const list = await app.inject({
      url: `/api/admin/instructors?q=${encodeURIComponent(name.slice(6))}`,
      headers: by.staff.auth,
    });
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([made.id]);
  });

  it('takes an uploaded photo checked by its bytes, serves it, and refuses anything else', async () => {
    const made = await create({ name: unique('Photo '), photo: `data:image/png;base64,${PNG}` });
    expect(made.statusCode).toBe(201);
    const { id, photoUrl } = made.json().data;
    expect(photoUrl).toMatch(new RegExp(`^/api/instructors/${id}/photo\\?v=\\d+$`));
    const served = await app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    // Stored re-encoded (lib/images.ts): the same one pixel, as WebP.
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

    // Sending the current address back keeps the photo; '' removes it.
    expect((await save(id, { name: made.json().data.name, photo: photoUrl })).json().message).toBe(
      'Nothing to change',
    );
    const removed = await save(id, { name: made.json().data.name, photo: '' });
    expect(removed.json().data.photoUrl).toBe('');
    expect((await app.inject({ url: photoUrl })).statusCode).toBe(404);

    const link = await create({ name: unique('Linked photo '), photo: 'https://example.com/a.jpg' });
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toBe(UPLOAD_THE_PHOTO);
    const text = Buffer.from('not an image at all').toString('base64');
    const notImage = await create({ name: unique('Text photo '), photo: `data:image/png;base64,${text}` });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(NOT_A_PHOTO);
  });

  it('links an instructor account by e-mail, only one record per account and only a teaching role', async () => {
    const learner = await createTestUser(app, database);
    const notYet = await create({ name: unique('Learner '), accountEmail: learner.email });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(NOT_AN_INSTRUCTOR);
    expect(
      (await create({ name: unique('Ghost '), accountEmail: 'nobody-here@example.com' })).statusCode,
    ).toBe(404);

    const teacher = await createAccountWithRole(app, database, 'instructor');
    const linked = await create({ name: unique('Linked '), accountEmail: teacher.email.toUpperCase() });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data.account).toMatchObject({ id: teacher.id, email: teacher.email });
    const twice = await create({ name: unique('Linked again '), accountEmail: teacher.email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LINKED_ELSEWHERE);
  });

  it('shows the courses and events assigned, and a new name reaches them and the catalogue', async () => {
    const made = (await create({ name: unique('Arjun '), title: 'Mentor' })).json().data;
    const course = await insertCourse(app, database, { instructorId: made.id, instructorName: made.name });
    const event = await insertEvent(database, { instructorId: made.id, instructorName: made.name });
    const detail = (
      await app.inject({ url: `/api/admin/instructors/${made.id}`, headers: by.staff.auth })
    ).json().data;
    expect(detail.courses.map((c: { id: string }) => c.id)).toEqual([course.id]);
    expect(detail.events.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect(detail).toMatchObject({ courseCount: 1, eventCount: 1 });

    // The catalogue caches the course as it was.
    const before = await app.inject({ url: `/api/courses/${course.id}` });
    expect(before.statusCode).toBe(200);
    const name = unique('Arjun Kumar ');
    const saved = await save(made.id, { name, title: 'Lead mentor' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name, title: 'Lead mentor' });
    const [copy] = await database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(copy).toMatchObject({ instructorName: name, instructorTitle: 'Lead mentor' });
    expect(JSON.stringify((await app.inject({ url: `/api/courses/${course.id}` })).json())).toContain(name);

    const again = await save(made.id, { name, title: 'Lead mentor' });
    expect(again.json().message).toBe('Nothing to change');
    const updates = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.id), eq(auditLog.action, 'instructor.update')));
    expect(updates).toHaveLength(1);
    expect(updates[0]?.before).toMatchObject({ title: 'Mentor' });
    expect((await save('00000000-0000-4000-8000-000000000000', { name: 'X Y' })).statusCode).toBe(404);
  });
});
