import { eq, sql } from 'drizzle-orm';
import { instructorPhotos } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pictureValues, readPicture } from '../../lib/stored-picture.ts';
import type { Tx } from '../../lib/tx.ts';
import { decodePhoto, NOT_AN_IMAGE } from '../auth/profile.ts';

/**
 * An instructor's photo is uploaded, not linked: the pages' Content-Security-Policy shows images
 * from our own origin only, so a photo on another site would not show (docs/decisions/122).
 * The bytes are checked and re-encoded the way a profile photo is (decodePhoto: at most 5 MB, an
 * image by content, stored without its metadata).
 */

export const NOT_A_PHOTO = 'The photo must be a JPEG, PNG, GIF, WebP or AVIF image';
export const UPLOAD_THE_PHOTO = 'Please upload the photo from your computer';
export const NO_PHOTO = 'This instructor has no photo';

export type PhotoChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'new'; data: Buffer; contentType: string };

/** What the form's `photo` asks for, against the record's current photo address. */
export async function photoChange(photo: string, current: string): Promise<PhotoChange> {
  if (photo === current) return { kind: 'keep' };
  if (photo === '') return { kind: 'remove' };
  if (!photo.startsWith('data:')) throw badRequest(UPLOAD_THE_PHOTO);
  try {
    return { kind: 'new', ...(await decodePhoto(photo)) };
  } catch (error) {
    // decodePhoto speaks of a profile picture; here it is the instructor's photo. Other refusals stay as they are.
    if (error instanceof AppError && error.message === NOT_AN_IMAGE) throw badRequest(NOT_A_PHOTO);
    throw error;
  }
}

/** Applies the change; answers the record's new photo address (with a version, so caches refresh). */
export async function applyPhoto(
  tx: Tx,
  instructorId: string,
  change: PhotoChange,
  current: string,
): Promise<string> {
  if (change.kind === 'keep') return current;
  if (change.kind === 'remove') {
    await tx.delete(instructorPhotos).where(eq(instructorPhotos.instructorId, instructorId));
    return '';
  }
  const stored = pictureValues(change);
  const [row] = await tx
    .insert(instructorPhotos)
    .values({ instructorId, ...stored })
    .onConflictDoUpdate({ target: instructorPhotos.instructorId, set: { ...stored, updatedAt: sql`now()` } })
    .returning({ updatedAt: instructorPhotos.updatedAt });
  return `/api/instructors/${instructorId}/photo?v=${row?.updatedAt.getTime() ?? Date.now()}`;
}

export const findPhoto = ({ db }: DbDeps, instructorId: string) =>
  readPicture(db, instructorPhotos, instructorPhotos.instructorId, instructorId);
