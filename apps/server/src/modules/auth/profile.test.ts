import { AVATAR_MAX_BYTES } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { avatars } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
/** PNG bytes padded to `size`: a valid signature, so only the size can be the problem. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

const profile = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '9123456780',
  location: 'Chennai, India',
  bio: 'Learning React.',
  website: 'https://meena.dev',
  socialLinks: {
    linkedin: 'https://linkedin.com/in/meena',
    github: 'https://github.com/meena',
    twitter: '',
    instagram: '',
  },
};

describe('profile', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
  afterAll(() => app.close());

  const put = (auth: { authorization: string }, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/auth/profile', headers: auth, payload });
  const me = async (auth: { authorization: string }) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).json().user;

  it('saves every field and /me reads them back', async () => {
    const learner = await createTestUser(app, database);
    const res = await put(learner.auth, profile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile updated successfully!' });
    expect(await me(learner.auth)).toMatchObject({ ...profile, fullName: 'Meena Iyer', profilePicture: '' });
  });

  it('stores a name with markup exactly as given', async () => {
    const learner = await createTestUser(app, database);
    const name = '<script>alert(1)</script>';
    expect((await put(learner.auth, { ...profile, firstName: name })).statusCode).toBe(200);
    expect((await me(learner.auth)).firstName).toBe(name);
  });

  it('checks the fields on the server with the shared messages', async () => {
    const learner = await createTestUser(app, database);
    const cases: [object, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: '  ' }, 'lastName', 'Last name is required'],
      [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters'],
      [{ phone: '12345' }, 'phone', 'Phone number must be 10 digits'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Website must be a valid URL'],
      [
        { socialLinks: { ...profile.socialLinks, github: 'not a url' } },
        'socialLinks.github',
        'GitHub must be a valid URL',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(learner.auth, { ...profile, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect((await put(learner.auth, { ...profile, bio: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('keeps a state or union territory for checkout, and a client that leaves it out keeps it', async () => {
    const learner = await createTestUser(app, database);
    expect((await me(learner.auth)).stateCode).toBe('');
    expect((await put(learner.auth, { ...profile, stateCode: '29' })).json().user.stateCode).toBe('29');
    expect((await put(learner.auth, profile)).json().user.stateCode).toBe('29');
    expect((await put(learner.auth, { ...profile, stateCode: '96' })).json().user.stateCode).toBe('96');
    expect((await put(learner.auth, { ...profile, stateCode: '' })).statusCode).toBe(200);
    expect((await me(learner.auth)).stateCode).toBe('');
  });

  it('refuses a state code that does not exist, in the learner’s language', async () => {
    const learner = await createTestUser(app, database);
    for (const stateCode of ['00', '99', 'TN', '29 ', '2900']) {
      const res = await put(learner.auth, { ...profile, stateCode });
      if (stateCode === '29 ') {
        // Trimmed like every other field: a stray space is not a mistake.
        expect(res.statusCode, stateCode).toBe(200);
        continue;
      }
      expect(res.statusCode, stateCode).toBe(400);
      expect(res.json().errors, stateCode).toContainEqual({
        field: 'stateCode',
        message: 'Choose your state or union territory from the list',
      });
    }
    const tamil = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...learner.auth, 'accept-language': 'ta' },
      payload: { ...profile, stateCode: '99' },
    });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().errors).toContainEqual({
      field: 'stateCode',
      message: 'பட்டியலிலிருந்து உங்கள் மாநிலத்தையோ யூனியன் பிரதேசத்தையோ தேர்ந்தெடுங்கள்',
    });
    expect((await me(learner.auth)).stateCode).toBe('29');
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/auth/profile', payload: profile });
    expect(res.statusCode).toBe(401);
  });

  it('stores a photo checked by content and serves it at a versioned URL', async () => {
    const learner = await createTestUser(app, database);
    // The declared type is wrong on purpose: the bytes decide.
    const res = await put(learner.auth, { ...profile, profilePicture: dataUrl(PNG, 'image/jpeg') });
    expect(res.statusCode).toBe(200);
    const url = res.json().user.profilePicture as string;
    expect(url).toBe(`/api/auth/avatar/${learner.id}?v=1`);

    const photo = await app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    // Stored re-encoded (lib/images.ts): the same one pixel, as WebP.
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

    // Saving again with the URL it read keeps the photo and its URL.
    const again = await put(learner.auth, { ...profile, bio: 'Changed', profilePicture: url });
    expect(again.json().user.profilePicture).toBe(url);
    const replaced = await put(learner.auth, { ...profile, profilePicture: dataUrl(PNG) });
    expect(replaced.json().user.profilePicture).toBe(`/api/auth/avatar/${learner.id}?v=2`);
  });

  it('refuses a file that is not an image, whatever it claims', async () => {
    const learner = await createTestUser(app, database);
    for (const picture of [
      dataUrl(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml'),
      dataUrl(Buffer.from('just text, not a picture'), 'image/png'),
      // A BMP by its bytes: browsers show it, but the re-encoder cannot read it.
      dataUrl(Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]), 'image/bmp'),
      'https://elsewhere.example/me.png',
      'data:image/png,not-base64',
    ]) {
      const res = await put(learner.auth, { ...profile, profilePicture: picture });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Profile picture must be a JPEG, PNG, GIF, WebP or AVIF image');
    }
    expect(await database.db.select().from(avatars).where(eq(avatars.userId, learner.id))).toEqual([]);
  });

  it('takes a photo of exactly 5 MB and refuses one byte more with the product message', async () => {
    const learner = await createTestUser(app, database);
    expect(
      (await put(learner.auth, { ...profile, profilePicture: dataUrl(pngOfSize(AVATAR_MAX_BYTES)) }))
        .statusCode,
    ).toBe(200);
    const res = await put(learner.auth, {
      ...profile,
      profilePicture: dataUrl(pngOfSize(AVATAR_MAX_BYTES + 1)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Image size must be less than 5MB' });
  });

  it('answers a 6 MB and a 12 MB photo (over the body limit) with the same message, keeping the old profile', async () => {
    const learner = await createTestUser(app, database);
    await put(learner.auth, profile);
    for (const megabytes of [6, 12]) {
      const res = await put(learner.auth, {
        ...profile,
        firstName: 'Changed',
        profilePicture: dataUrl(pngOfSize(megabytes * 1024 * 1024)),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: 'Image size must be less than 5MB' });
    }
    expect((await me(learner.auth)).firstName).toBe('Meena');
  });

  it('answers 404 for a user without a photo', async () => {
    const learner = await createTestUser(app, database);
    const res = await app.inject({ method: 'GET', url: `/api/auth/avatar/${learner.id}?v=1` });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/auth/avatar/not-a-uuid' })).statusCode).toBe(400);
  });

  it("shows a learner's new name on their reviews at once, even after the list was cached", async () => {
    const course = await insertCourse(app, database, { courseFee: 0 });
    const learner = await createTestUser(app, database, { firstName: 'Old', lastName: 'Name' });
    const review = { course_id: course.id, rating: 5, comment: 'Worth it' };
    const posted = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: learner.auth,
      payload: review,
    });
    expect(posted.statusCode).toBe(201);
    const names = async () =>
      (await app.inject({ method: 'GET', url: `/api/reviews/course/${course.id}` }))
        .json()
        .data.map((r: { user_name: string }) => r.user_name);
    expect(await names()).toEqual(['Old Name']);
    expect((await put(learner.auth, profile)).statusCode).toBe(200);
    expect(await names()).toEqual(['Meena Iyer']);
  });
});
