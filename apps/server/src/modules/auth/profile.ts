import { AVATAR_MAX_BYTES, PHOTO_MAX_PX, type ProfileInput, type User } from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { avatars, users } from '../../db/schema.ts';
import type { CacheDeps, DbDeps } from '../../lib/deps.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { pictureValues, readPicture } from '../../lib/stored-picture.ts';
import type { Tx } from '../../lib/tx.ts';
import { REVIEWS_CACHE } from '../../plugins/read-cache.ts';
import { avatarUrl, findUserById, toUser } from './service.ts';

export const PHOTO_TOO_LARGE = 'Image size must be less than 5MB';
export const NOT_AN_IMAGE = 'Profile picture must be a JPEG, PNG, GIF, WebP or AVIF image';

/**
 * Formats every browser shows in an <img> and the re-encoder reads (BMP is not one:
 * docs/decisions/165-image-reencoding.md); decided by the bytes, never by the name or declared type.
 */
const DISPLAYABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

const DATA_URL = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,/i;

export const photoTooLarge = () => new AppError(413, PHOTO_TOO_LARGE);

/** The image inside a data URL, checked for size and by content, re-encoded for storing. */
export async function decodePhoto(dataUrl: string): Promise<{ data: Buffer; contentType: string }> {
  const prefix = DATA_URL.exec(dataUrl);
  if (!prefix) throw badRequest(NOT_AN_IMAGE);
  const base64 = dataUrl.slice(prefix[0].length);
  // Size first, from the length alone, before decoding anything large.
  if (Math.floor((base64.length * 3) / 4) - 2 > AVATAR_MAX_BYTES) throw photoTooLarge();
  const data = Buffer.from(base64, 'base64');
  if (data.length > AVATAR_MAX_BYTES) throw photoTooLarge();
  const type = await fileTypeFromBuffer(data);
  if (!type || !DISPLAYABLE.has(type.mime)) throw badRequest(NOT_AN_IMAGE);
  return reencodeImage(data, PHOTO_MAX_PX);
}

/**
 * Saves the profile. `profilePicture`: a data URL is a new photo; '' or the current photo's own
 * URL (a client echoing what it read) leaves the photo as it is.
 */
export async function updateProfile(deps: CacheDeps, userId: string, input: ProfileInput): Promise<User> {
  const { db } = deps;
  const current = await findUserById(db, userId);
  if (!current) throw unauthorized();
  const picture = input.profilePicture;
  const photo = picture?.startsWith('data:') ? await decodePhoto(picture) : undefined;
  if (picture && !photo && picture !== avatarUrl(userId, current.avatarVersion)) {
    throw badRequest(NOT_AN_IMAGE);
  }

  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    location: input.location,
    bio: input.bio,
    website: input.website,
    socialLinks: input.socialLinks,
    // Left out by a client that does not know it: the state stays (docs/decisions/187).
    ...(input.stateCode !== undefined && { stateCode: input.stateCode }),
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    if (photo) {
      const stored = pictureValues(photo);
      await tx
        .insert(avatars)
        .values({ userId, ...stored })
        .onConflictDoUpdate({ target: avatars.userId, set: { ...stored, updatedAt: new Date() } });
    }
    const [saved] = await tx
      .update(users)
      // A new photo gets a new URL, so caches holding the old one never show it again.
      .set(photo ? { ...fields, avatarVersion: sql`${users.avatarVersion} + 1` } : fields)
      .where(eq(users.id, userId))
      .returning();
    return saved;
  });
  if (!row) throw unauthorized();
  // Review lists show the reviewer's name: a rename must not wait for the cache to expire.
  deps.readCache.invalidate(REVIEWS_CACHE);
  return toUser(db, row);
}

/**
 * A state given at checkout fills a profile that has none, so the next checkout on any device
 * starts from it; a state the learner chose on the profile is never replaced (docs/decisions/187).
 */
export async function fillEmptyProfileState(tx: Tx, userId: string, stateCode: string): Promise<void> {
  await tx
    .update(users)
    .set({ stateCode })
    .where(and(eq(users.id, userId), eq(users.stateCode, '')));
}

/** Records the learner's language; their answers and e-mails follow it from now on. */
export async function updateLanguage({ db }: DbDeps, userId: string, language: 'en' | 'ta'): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ preferredLanguage: language, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthorized();
  return toUser(db, row);
}

export const findAvatar = ({ db }: DbDeps, userId: string) =>
  readPicture(db, avatars, avatars.userId, userId);
