import { hasTamil, PHOTO_MAX_PX, translateMessage } from '@kalvi/shared';
import { COURSE_IMAGE_MAX_PX } from '@kalvi/shared/admin';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { courseBody } from '../modules/courses/admin-fixture.ts';
import { accountsByRole, type TestAccount } from '../test/accounts.ts';
import { createTestUser, testApp, unique } from '../test/harness.ts';
import { damagedJpeg, decompressionBomb, expectStripped, phonePhoto, topAndBottom } from '../test/images.ts';
import { IMAGE_UNREADABLE, TOO_MANY_PIXELS } from './images.ts';

/**
 * The three upload paths (profile photo, course picture, instructor photo) store a re-encoded
 * picture: no EXIF or GPS served, turned upright, no larger than its place needs, and a bomb or
 * a damaged file refused with the picture saved before still served (docs/decisions/165-image-reencoding.md).
 */

interface Subject {
  /** Uploads the bytes; the answer carries the picture's public address on success. */
  upload(bytes: Buffer): Promise<LightMyRequestResponse>;
  /** The public address the record holds now. */
  current(): Promise<string>;
}

interface UploadPath {
  name: string;
  maxSide: number;
  /** A new user, course or instructor record to upload to. */
  subject(): Promise<Subject>;
}

describe('uploaded pictures are re-encoded', () => {
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;
  beforeAll(async () => {
    ({ app, database } = await testApp());
    ({ staff } = await accountsByRole(app, database));
  });
  afterAll(() => app.close());

  const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
  const body = (res: LightMyRequestResponse) => res.json();

  const paths: UploadPath[] = [
    {
      name: 'profile photo',
      maxSide: PHOTO_MAX_PX,
      async subject() {
        const learner = await createTestUser(app, database);
        const profile = { firstName: 'Meena', lastName: 'Iyer' };
        return {
          upload: (bytes) =>
            app.inject({
              method: 'PUT',
              url: '/api/auth/profile',
              headers: learner.auth,
              payload: { ...profile, profilePicture: dataUrl(bytes) },
            }),
          current: async () =>
            body(await app.inject({ url: '/api/auth/me', headers: learner.auth })).user.profilePicture,
        };
      },
    },
    {
      name: 'course picture',
      maxSide: COURSE_IMAGE_MAX_PX,
      async subject() {
        const made = await app.inject({
          method: 'POST',
          url: '/api/admin/courses',
          headers: staff.auth,
          payload: courseBody({ title: unique('Pictured ') }),
        });
        const { id } = body(made).data;
        return {
          upload: (bytes) =>
            app.inject({
              method: 'PUT',
              url: `/api/admin/courses/${id}/image`,
              headers: { ...staff.auth, 'content-type': 'image/jpeg' },
              payload: bytes,
            }),
          current: async () =>
            body(await app.inject({ url: `/api/admin/courses/${id}`, headers: staff.auth })).data.imageUrl,
        };
      },
    },
    {
      name: 'instructor photo',
      maxSide: PHOTO_MAX_PX,
      async subject() {
        const name = unique('Photographed ');
        const made = await app.inject({
          method: 'POST',
          url: '/api/admin/instructors',
          headers: staff.auth,
          payload: { name },
        });
        const { id } = body(made).data;
        return {
          upload: (bytes) =>
            app.inject({
              method: 'PUT',
              url: `/api/admin/instructors/${id}`,
              headers: staff.auth,
              payload: { name, photo: dataUrl(bytes) },
            }),
          current: async () =>
            body(await app.inject({ url: `/api/admin/instructors/${id}`, headers: staff.auth })).data
              .photoUrl,
        };
      },
    },
  ];

  const served = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return res.rawPayload;
  };

  describe.each(paths)('$name', ({ maxSide, subject }) => {
    it('serves a phone photo without its EXIF or GPS, upright, at its size', async () => {
      const record = await subject();
      // Stored 400 × 200 on its side: upright it is 200 wide and 400 high, within every limit.
      const saved = await record.upload(await phonePhoto(400, 200));
      expect(saved.statusCode).toBe(200);
      const bytes = await served(await record.current());
      const meta = await expectStripped(bytes);
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(await topAndBottom(bytes)).toEqual({ top: 'red', bottom: 'blue' });
    });

    it('shrinks an oversized picture to its longest side, keeping the proportions', async () => {
      const record = await subject();
      const large = await sharp({
        create: { width: 3000, height: 1500, channels: 3, background: { r: 10, g: 120, b: 60 } },
      })
        .jpeg()
        .toBuffer();
      expect((await record.upload(large)).statusCode).toBe(200);
      const meta = await sharp(await served(await record.current())).metadata();
      expect([meta.width, meta.height]).toEqual([maxSide, maxSide / 2]);
    });

    it('refuses a decompression bomb and a damaged file, keeping the picture it had', async () => {
      const record = await subject();
      expect((await record.upload(await phonePhoto(40, 20))).statusCode).toBe(200);
      const before = await record.current();
      const kept = await served(before);

      for (const [bytes, message] of [
        [await decompressionBomb(), TOO_MANY_PIXELS],
        [await damagedJpeg(), IMAGE_UNREADABLE],
      ] as const) {
        const refused = await record.upload(bytes);
        expect(refused.statusCode).toBe(400);
        expect(body(refused).message).toBe(message);
        expect(await record.current()).toBe(before);
        expect((await served(before)).equals(kept)).toBe(true);
      }
    });
  });

  it('says each refusal in Tamil to a Tamil reader', async () => {
    for (const [bytes, message] of [
      [await decompressionBomb(), TOO_MANY_PIXELS],
      [await damagedJpeg(), IMAGE_UNREADABLE],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/instructors',
        headers: { ...staff.auth, 'accept-language': 'ta' },
        payload: { name: unique('Tamil '), photo: dataUrl(bytes) },
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(translateMessage(message, 'ta'));
      expect(hasTamil(message)).toBe(true);
    }
    expect(translateMessage(TOO_MANY_PIXELS, 'ta')).toContain('50 மெகாபிக்சல்கள்');
  });
});
