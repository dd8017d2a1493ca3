import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../modules/courses/fixture.ts';
import { createTestUser, testApp, unique } from '../test/harness.ts';
import { expectStripped, phonePhoto } from '../test/images.ts';
import type { Database } from './client.ts';
import { reencodeStoredImages } from './reencode-images.ts';
import { avatars, courseImages, instructorPhotos, instructors } from './schema.ts';

/** The one-off pass over pictures stored as uploaded, before uploads were re-encoded. */
describe('npm run images:reencode', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
  afterAll(() => app.close());

  it('strips the pictures stored as uploaded, at the same address, and leaves what it cannot read', async () => {
    const photo = await phonePhoto(2000, 1000);
    const stored = { contentType: 'image/jpeg', data: photo };
    const learner = await createTestUser(app, database);
    await database.db.insert(avatars).values({ userId: learner.id, ...stored });
    const course = await insertCourse(app, database);
    await database.db.insert(courseImages).values({ courseId: course.id, ...stored });
    const [record] = await database.db
      .insert(instructors)
      .values({ name: unique('Stored photo ') })
      .returning();
    if (!record) throw new Error('no instructor record');
    await database.db.insert(instructorPhotos).values({ instructorId: record.id, ...stored });
    const bmpOwner = await createTestUser(app, database);
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]);
    await database.db.insert(avatars).values({ userId: bmpOwner.id, contentType: 'image/bmp', data: bmp });

    const first = await reencodeStoredImages(database.db);
    const byStore = Object.fromEntries(first.map((r) => [r.store, r]));
    expect(byStore.avatars?.reencoded).toContain(learner.id);
    expect(byStore.avatars?.unreadable).toContain(bmpOwner.id);
    expect(byStore.course_images?.reencoded).toContain(course.id);
    expect(byStore.instructor_photos?.reencoded).toContain(record.id);

    for (const [url, longest] of [
      [`/api/auth/avatar/${learner.id}?v=1`, 512],
      [`/api/course-images/${course.id}?v=1`, 1280],
      [`/api/instructors/${record.id}/photo?v=1`, 512],
    ] as const) {
      const served = await app.inject({ url });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await expectStripped(served.rawPayload);
      // Upright: stored 2000 × 1000 on its side, so it stands taller than wide.
      expect([meta.width, meta.height]).toEqual([longest / 2, longest]);
    }
    const left = await app.inject({ url: `/api/auth/avatar/${bmpOwner.id}?v=1` });
    expect(left.rawPayload.equals(bmp)).toBe(true);

    // A second run finds nothing left to do.
    const again = await reencodeStoredImages(database.db);
    for (const report of again) {
      expect(report.reencoded).not.toContain(learner.id);
      expect(report.reencoded).not.toContain(course.id);
      expect(report.reencoded).not.toContain(record.id);
    }
    const avatar = await app.inject({ url: `/api/auth/avatar/${learner.id}?v=1` });
    expect((await sharp(avatar.rawPayload).metadata()).format).toBe('webp');
  });
});
