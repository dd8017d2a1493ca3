import { IMAGE_MAX_MEGAPIXELS } from '@kalvi/shared';
import sharp from 'sharp';
import { badRequest } from './errors.ts';

/**
 * Every uploaded picture (profile photo, instructor photo, course picture) is decoded and
 * written anew before it is stored, so what is served holds pixels only: no EXIF, GPS, XMP or
 * camera details, turned the way the camera meant, in sRGB, no larger than its place needs.
 * The bytes as uploaded are never stored (docs/decisions/165-image-reencoding.md).
 */

export const IMAGE_UNREADABLE =
  'This image could not be read: the file may be damaged. Please choose another';
export const TOO_MANY_PIXELS = `This image has too many pixels: at most ${IMAGE_MAX_MEGAPIXELS} megapixels. Please choose a smaller one`;

/** What every picture is stored and served as: small, and keeps transparency. */
export const STORED_IMAGE_TYPE = 'image/webp';
const WEBP_QUALITY = 82;
const MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * The picture re-encoded as WebP, at most `maxSide` pixels wide and high (never enlarged).
 * An animated GIF or WebP keeps its first frame. Called after the caller's own checks of size
 * and type by content; answers 400 for a picture too large to decode or one that fails to.
 */
export async function reencodeImage(
  input: Buffer,
  maxSide: number,
): Promise<{ data: Buffer; contentType: typeof STORED_IMAGE_TYPE }> {
  // The header alone says how large the picture would be once decoded.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(IMAGE_UNREADABLE);
    });
  if (!header.width || !header.height) throw badRequest(IMAGE_UNREADABLE);
  if (header.width * header.height > MAX_PIXELS) throw badRequest(TOO_MANY_PIXELS);
  try {
    const data = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', autoOrient: true })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { data, contentType: STORED_IMAGE_TYPE };
  } catch {
    throw badRequest(IMAGE_UNREADABLE);
  }
}
