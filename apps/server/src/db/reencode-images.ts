import { PHOTO_MAX_PX } from '@kalvi/shared';
import { COURSE_IMAGE_MAX_PX } from '@kalvi/shared/admin';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { reencodeImage } from '../lib/images.ts';
import type { Db } from './client.ts';
import { avatars, courseImages, instructorPhotos } from './schema.ts';

/**
 * The one-off pass over pictures stored before uploads were re-encoded
 * (docs/decisions/165-image-reencoding.md): each is re-encoded in place, as a new upload would
 * be, unless it already is what the re-encoder writes. Its address stays the same; the bytes
 * behind it change. A picture that cannot be read (a BMP, a damaged file) is left and listed.
 */

const STORES = [
  { name: 'avatars', table: avatars, key: avatars.userId, maxSide: PHOTO_MAX_PX },
  { name: 'course_images', table: courseImages, key: courseImages.courseId, maxSide: COURSE_IMAGE_MAX_PX },
  {
    name: 'instructor_photos',
    table: instructorPhotos,
    key: instructorPhotos.instructorId,
    maxSide: PHOTO_MAX_PX,
  },
] as const;

export interface StoreReport {
  store: (typeof STORES)[number]['name'];
  reencoded: string[];
  alreadyClean: number;
  unreadable: string[];
}

/** Already what the re-encoder writes: WebP, no metadata, within its size. */
async function isClean(bytes: Buffer, maxSide: number): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return (
    meta?.format === 'webp' &&
    !meta.exif &&
    !meta.xmp &&
    !meta.icc &&
    meta.width <= maxSide &&
    meta.height <= maxSide
  );
}

export async function reencodeStoredImages(db: Db): Promise<StoreReport[]> {
  const reports: StoreReport[] = [];
  for (const { name, table, key, maxSide } of STORES) {
    const report: StoreReport = { store: name, reencoded: [], alreadyClean: 0, unreadable: [] };
    // One picture in memory at a time: the ids first, then each picture's bytes.
    const ids = await db.select({ id: key }).from(table);
    for (const { id } of ids) {
      const [row] = await db
        .select({ base64: sql<string>`encode(${table.data}, 'base64')` })
        .from(table)
        .where(eq(key, id));
      if (!row) continue;
      const bytes = Buffer.from(row.base64, 'base64');
      if (await isClean(bytes, maxSide)) {
        report.alreadyClean += 1;
        continue;
      }
      const image = await reencodeImage(bytes, maxSide).catch(() => undefined);
      if (!image) {
        report.unreadable.push(id);
        continue;
      }
      // Base64 text decoded by the database, as on upload (modules/auth/profile.ts).
      await db
        .update(table)
        .set({
          contentType: image.contentType,
          data: sql`decode(${image.data.toString('base64')}, 'base64')`,
        })
        .where(eq(key, id));
      report.reencoded.push(id);
    }
    reports.push(report);
  }
  return reports;
}
