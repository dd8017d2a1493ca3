import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, courseEnrollments, instructors, paymentOrders } from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, unique } from '../../test/harness.ts';
import { courseBody, PNG, useAdminCoursesApp } from './admin-fixture.ts';

describe('staff courses', () => {
  const ctx = useAdminCoursesApp();
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;
  let admin: TestAccount;
  let instructor: TestAccount;
  let instructorRecord: string;
  beforeAll(async () => {
    ({ app, database } = ctx);
    ({ staff, admin, instructor } = await accountsByRole(app, database));
    const [record] = await database.db
      .insert(instructors)
      .values({ name: 'Meena Iyer', title: 'Data engineer', userId: instructor.id })
      .returning();
    if (!record) throw new Error('no instructor record');
    instructorRecord = record.id;
  });
  afterAll(() => app.close());

  const call = (
    who: TestAccount | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: who ? who.auth : {}, ...(payload && { payload }) });

  async function create(who: TestAccount, fields: Record<string, unknown> = {}) {
    const res = await call(who, 'POST', '/api/admin/courses', courseBody(fields));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; title: string; status: string; courseFee: number };
  }

  const catalogue = async (title: string) =>
    (await app.inject(`/api/courses?search=${encodeURIComponent(title)}`)).json().data as { id: string }[];

  const auditFor = (id: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'course'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.createdAt));

  it('creates a draft that the catalogue does not show; publishing shows it at once, unpublishing hides it', async () => {
    const title = unique('Kotlin for Android ');
    const course = await create(staff, { title, whatYouWillLearn: ['Activities', 'Jetpack Compose'] });
    expect(course).toMatchObject({ status: 'draft', title });
    // The catalogue's answer is cached now, without the draft...
    expect(await catalogue(title)).toHaveLength(0);

    // A double click: two publishes at once make one change (the row is locked, the second finds it published).
    const [published, again] = await Promise.all([
      call(staff, 'POST', `/api/admin/courses/${course.id}/publish`),
      call(staff, 'POST', `/api/admin/courses/${course.id}/publish`),
    ]);
    expect(published.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    // ...and the publish dropped that cached answer: the very next read shows the course.
    expect((await catalogue(title)).map((c) => c.id)).toEqual([course.id]);
    const detail = await app.inject(`/api/courses/${course.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.what_you_will_learn).toEqual([
      { description: 'Activities' },
      { description: 'Jetpack Compose' },
    ]);

    const entries = await auditFor(course.id);
    expect(entries.filter((e) => e.action === 'course.publish')).toHaveLength(1);
    const publish = entries.find((e) => e.action === 'course.publish');
    expect(publish?.before).toMatchObject({ status: 'draft' });
    expect(publish?.after).toMatchObject({ status: 'published' });
    expect(publish?.actorEmail).toBe(staff.email);
    expect(entries.map((e) => e.action)).toContain('course.create');

    // A learner enrols; unpublishing hides the course and keeps the learner's access.
    const learner = await createTestUser(app, database);
    await database.db.insert(courseEnrollments).values({ userId: learner.id, courseId: course.id });
    const hidden = await call(staff, 'POST', `/api/admin/courses/${course.id}/unpublish`);
    expect(hidden.json().data.status).toBe('draft');
    expect(await catalogue(title)).toHaveLength(0);
    expect((await app.inject(`/api/courses/${course.id}`)).statusCode).toBe(404);
    const classroom = await app.inject({ url: `/api/curriculum/${course.id}`, headers: learner.auth });
    expect(classroom.statusCode).toBe(200);
    expect(classroom.json().data.enrolled).toBe(true);
    expect((await app.inject(`/api/curriculum/${course.id}`)).statusCode).toBe(404);
    const mine = await app.inject({ url: '/api/enrollments/mine', headers: learner.auth });
    expect(JSON.stringify(mine.json())).toContain(course.id);
  });

  it('edits, duplicates as a draft "(copy)" and archives, each audited with before and after', async () => {
    const course = await create(admin, { title: unique('SQL basics ') });
    const edited = await call(
      admin,
      'PUT',
      `/api/admin/courses/${course.id}`,
      courseBody({
        title: course.title,
        titleTa: 'SQL அடிப்படைகள்',
        courseFee: 1999,
        originalCourseFee: 2999,
        graduation: 'Any graduate',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      courseFee: 1999,
      originalCourseFee: 2999,
      titleTa: 'SQL அடிப்படைகள்',
    });
    const update = (await auditFor(course.id)).find((e) => e.action === 'course.update');
    expect(update?.before).toMatchObject({ courseFee: 999 });
    expect(update?.after).toMatchObject({ courseFee: 1999, graduation: 'Any graduate' });

    const copy = await call(admin, 'POST', `/api/admin/courses/${course.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      title: `${course.title} (copy)`,
      titleTa: 'SQL அடிப்படைகள் (நகல்)',
      status: 'draft',
      courseFee: 1999,
      numStudents: 0,
    });
    expect(copy.json().data.id).not.toBe(course.id);

    const archived = await call(admin, 'POST', `/api/admin/courses/${course.id}/archive`);
    expect(archived.json().data.status).toBe('archived');
    const list = await call(
      admin,
      'GET',
      `/api/admin/courses?status=archived&search=${encodeURIComponent(course.title)}`,
    );
    expect(list.json().data.map((c: { id: string }) => c.id)).toEqual([course.id]);
    const drafts = await call(
      admin,
      'GET',
      `/api/admin/courses?status=draft&search=${encodeURIComponent(course.title)}`,
    );
    expect(drafts.json().data.map((c: { id: string }) => c.id)).toEqual([copy.json().data.id]);
  });

  it('refuses bad input with the field named, and an unknown course with 404', async () => {
    const bad = await call(
      staff,
      'POST',
      '/api/admin/courses',
      courseBody({ title: ' ', courseFee: 5000, originalCourseFee: 100 }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('title');
    expect(fields).toContain('courseFee');
    expect((await call(staff, 'GET', '/api/admin/courses/not-a-uuid')).statusCode).toBe(404);
    expect((await call(staff, 'POST', `/api/admin/courses/${crypto.randomUUID()}/publish`)).statusCode).toBe(
      404,
    );
    expect((await call(staff, 'GET', '/api/admin/courses?sort=price')).statusCode).toBe(400);
  });

  it('keeps an instructor to their own courses', async () => {
    const others = await create(staff, { title: unique('Not yours ') });
    expect((await call(instructor, 'GET', `/api/admin/courses/${others.id}`)).statusCode).toBe(403);
    expect((await call(instructor, 'PUT', `/api/admin/courses/${others.id}`, courseBody())).statusCode).toBe(
      403,
    );
    expect((await call(instructor, 'POST', `/api/admin/courses/${others.id}/publish`)).statusCode).toBe(403);
    expect((await call(instructor, 'POST', `/api/admin/courses/${others.id}/duplicate`)).statusCode).toBe(
      403,
    );

    // What an instructor creates is theirs whatever instructor the form named.
    const own = await create(instructor, { title: unique('Mine '), instructorId: null });
    const read = await call(instructor, 'GET', `/api/admin/courses/${own.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.instructorId).toBe(instructorRecord);
    const listed = (await call(instructor, 'GET', '/api/admin/courses?limit=50')).json().data as {
      id: string;
    }[];
    expect(listed.map((c) => c.id)).toContain(own.id);
    expect(listed.map((c) => c.id)).not.toContain(others.id);

    const learner = await createTestUser(app, database);
    expect((await app.inject({ url: '/api/admin/courses', headers: learner.auth })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/courses')).statusCode).toBe(401);
  });

  it('takes a picture checked by its bytes and serves it with long caching', async () => {
    const course = await create(staff, { title: unique('Pictured ') });
    const put = (body: Buffer, type: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/courses/${course.id}/image`,
        headers: { ...staff.auth, 'content-type': type },
        payload: body,
      });

    // A text file renamed .png, and a GIF: refused by their bytes whatever they claim to be.
    const renamed = await put(Buffer.from('this is not a picture at all'), 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('The picture must be a JPEG, PNG or WebP image');
    const gif = await put(
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
      'image/png',
    );
    expect(gif.statusCode).toBe(415);
    const tooLarge = await put(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The picture must be at most 2 MB');
    const other = await put(PNG, 'text/plain');
    expect(other.statusCode).toBe(415);

    // The same bytes sent as an anonymous file are taken: the bytes decide.
    const saved = await put(PNG, 'application/octet-stream');
    expect(saved.statusCode).toBe(200);
    const url = saved.json().data.imageUrl as string;
    expect(url).toBe(`/api/course-images/${course.id}?v=1`);
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    // Stored re-encoded (lib/images.ts): the same one pixel, as WebP.
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect((await auditFor(course.id)).map((e) => e.action)).toContain('course.image');

    const removed = await call(staff, 'DELETE', `/api/admin/courses/${course.id}/image`);
    expect(removed.json().data.imageUrl).toBeNull();
    expect((await app.inject(url)).statusCode).toBe(404);
  });

  it('prices each order when it is made: a new fee applies to new orders only', async () => {
    const course = await create(staff, { title: unique('Priced '), courseFee: 499, originalCourseFee: 499 });
    await call(staff, 'POST', `/api/admin/courses/${course.id}/publish`);
    const early = await createTestUser(app, database);
    const late = await createTestUser(app, database);
    const order = async (who: { auth: { authorization: string } }) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/payments/create-order',
          headers: who.auth,
          payload: { courseId: course.id },
        })
      ).json();

    const before = await order(early);
    expect(before.order.amount).toBe(49_900);
    const repriced = await call(
      staff,
      'PUT',
      `/api/admin/courses/${course.id}`,
      courseBody({ title: course.title, courseFee: 799, originalCourseFee: 999 }),
    );
    expect(repriced.statusCode).toBe(200);

    // The early learner pays the order they were shown, at its price.
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-gateway/pay',
      headers: early.auth,
      payload: { order_id: before.order.id },
    });
    expect(paid.statusCode).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/payments/verify-payment',
      headers: early.auth,
      payload: paid.json(),
    });
    expect(verified.statusCode).toBe(200);
    const [kept] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, before.order.id));
    expect(kept).toMatchObject({ amount: 49_900, status: 'paid' });

    const after = await order(late);
    expect(after.order.amount).toBe(79_900);
  });
});
