import sharp, { type Metadata } from 'sharp';
import { expect } from 'vitest';

/**
 * Pictures for the upload tests, made by sharp in the test itself (no binary fixtures): a phone
 * photo with EXIF and a GPS position, a decompression bomb and a damaged file.
 */

/** Written into the photo's GPS data, so the test can look for it in the served bytes. */
export const GPS_MARKER = 'KALVI-GPS-MARKER';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/**
 * A JPEG `width` × `height` as stored by a camera held on its side: EXIF orientation 6 (turn
 * 90° clockwise to view), a GPS position, and a red left half and blue right half as stored.
 * Viewed the right way up it is `height` wide and `width` high, red on top.
 */
export async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: blue, left: half, top: 0 }])
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSMapDatum: GPS_MARKER },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  // The test is only worth something if the upload really carries what must go.
  const meta = await sharp(photo).metadata();
  expect(meta.orientation).toBe(6);
  expect(meta.exif?.includes(GPS_MARKER)).toBe(true);
  return photo;
}

/** A JPEG of a few hundred bytes whose header claims 20,000 × 20,000 pixels (400 megapixels). */
export async function decompressionBomb(): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: RED } })
    .jpeg()
    .toBuffer();
  const bomb = Buffer.from(small);
  // Baseline frame header: FF C0, length (2), precision (1), height (2), width (2).
  const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
  bomb.writeUInt16BE(20_000, frame + 5);
  bomb.writeUInt16BE(20_000, frame + 7);
  return bomb;
}

/** A JPEG by its magic number that breaks off 200 bytes in, inside its header. */
export async function damagedJpeg(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: BLUE } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([photo.subarray(0, 200), Buffer.from('the rest of this file was lost')]);
}

/** The served picture holds pixels only: no EXIF, GPS, XMP or ICC, and WebP as stored. */
export async function expectStripped(served: Buffer): Promise<Metadata> {
  const meta = await sharp(served).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(served.includes(GPS_MARKER)).toBe(false);
  expect(served.includes('Exif')).toBe(false);
  expect(served.includes('PhoneCo')).toBe(false);
  return meta;
}

/** The colour at the top and at the bottom of the middle column: which way up the picture is. */
export async function topAndBottom(served: Buffer): Promise<{ top: string; bottom: string }> {
  const { data, info } = await sharp(served).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colour = (y: number) => {
    const at = (y * info.width + Math.floor(info.width / 2)) * info.channels;
    return (data[at] ?? 0) > (data[at + 2] ?? 0) ? 'red' : 'blue';
  };
  return { top: colour(2), bottom: colour(info.height - 3) };
}
