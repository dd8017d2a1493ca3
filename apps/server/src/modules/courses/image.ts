import {
  type AdminCourse,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_MAX_PX,
  COURSE_IMAGE_TYPES,
} from '@kalvi/shared/admin';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { courseImages, courses } from '../../db/schema.ts';
import { writeThenInvalidate } from '../../lib/cached-write.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { reencodeImage } from '../../lib/images.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import { pictureValues, readPicture } from '../../lib/stored-picture.ts';
import type { Tx } from '../../lib/tx.ts';
import { COURSES_CACHE } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { findCourseRow, presentCourse } from './admin-queries.ts';
import { type AdminCourseDeps, auditCourse } from './admin-service.ts';

/**
 * A course's picture: the bytes of the request body, at most 2 MB, kept only when they are a
 * JPEG, PNG or WebP picture by their magic numbers (file-type), whatever the file was called or
 * the browser declared, then re-encoded without its metadata (lib/images.ts). Stored in the
 * database like profile photos, so every instance serves it and a backup carries it.
 */

export const IMAGE_TOO_LARGE = 'The picture must be at most 2 MB';
export const NOT_A_PICTURE = 'The picture must be a JPEG, PNG or WebP image';
export const PICTURE_SAVED = 'Picture saved';
export const PICTURE_REMOVED = 'Picture removed';

const ACCEPTED: ReadonlySet<string> = new Set(COURSE_IMAGE_TYPES);

export const imageTooLarge = () => new AppError(413, IMAGE_TOO_LARGE);

/** The picture re-encoded; 413 past the size, 415 for anything not a picture by its bytes, 400 unreadable. */
export async function checkPicture(data: unknown): Promise<{ data: Buffer; contentType: string }> {
  if (!Buffer.isBuffer(data) || data.length === 0) throw new AppError(415, NOT_A_PICTURE);
  if (data.length > COURSE_IMAGE_MAX_BYTES) throw imageTooLarge();
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, NOT_A_PICTURE);
  return reencodeImage(data, COURSE_IMAGE_MAX_PX);
}

/** Saves the picture; its new version gives it a new address, so caches never show the old one. */
export async function saveCoursePicture(
  deps: AdminCourseDeps,
  actor: AdminActor,
  id: string,
  body: unknown,
): Promise<AdminCourse> {
  await assertOwnsCourse(deps.db, actor, id);
  const picture = await checkPicture(body);
  return writeThenInvalidate(deps, [COURSES_CACHE], async (tx) => {
    const locked = await findCourseRow(tx, id, true);
    const stored = { ...pictureValues(picture), updatedAt: new Date() };
    await tx
      .insert(courseImages)
      .values({ courseId: id, ...stored })
      .onConflictDoUpdate({ target: courseImages.courseId, set: stored });
    return bumpVersion(tx, actor, locked, locked.imageVersion + 1, picture);
  });
}

/** Removes the picture: the course is drawn from its title again. */
export async function removeCoursePicture(
  deps: AdminCourseDeps,
  actor: AdminActor,
  id: string,
): Promise<AdminCourse> {
  await assertOwnsCourse(deps.db, actor, id);
  return writeThenInvalidate(deps, [COURSES_CACHE], async (tx) => {
    const locked = await findCourseRow(tx, id, true);
    if (locked.imageVersion === 0) return presentCourse(tx, locked);
    await tx.delete(courseImages).where(eq(courseImages.courseId, id));
    return bumpVersion(tx, actor, locked, 0, null);
  });
}

async function bumpVersion(
  tx: Tx,
  actor: AdminActor,
  locked: typeof courses.$inferSelect,
  version: number,
  picture: { data: Buffer; contentType: string } | null,
): Promise<AdminCourse> {
  const [row] = await tx
    .update(courses)
    .set({ imageVersion: version, updatedAt: new Date() })
    .where(eq(courses.id, locked.id))
    .returning();
  if (!row) throw new Error('course update returned nothing');
  const before = await presentCourse(tx, locked);
  const after = await presentCourse(tx, row);
  await auditCourse(
    tx,
    actor,
    'course.image',
    locked.id,
    { imageUrl: before.imageUrl },
    {
      imageUrl: after.imageUrl,
      ...(picture && { contentType: picture.contentType, bytes: picture.data.length }),
    },
  );
  return after;
}

/** The stored picture, for the public address. */
export const findCoursePicture = ({ db }: DbDeps, courseId: string) =>
  readPicture(db, courseImages, courseImages.courseId, courseId);
