import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PHOTO_MAX_PIXELS, type ServerMessage, serverMessage } from '@doorline/api-client';
import sharp from 'sharp';
import { PHOTO_NAME, PHOTO_URL_PREFIX } from '../../storage/index.js';

export { PHOTO_URL_PREFIX };
import { concurrencyLimit } from '../identity/concurrency.js';

/** The longest side of a stored photo, in pixels. */
export const PHOTO_MAX_SIDE = 512;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const UNSUPPORTED_IMAGE = serverMessage('imageUnsupported');
export const TOO_MANY_PIXELS = serverMessage('imageTooManyPixels', {
  megapixels: PHOTO_MAX_PIXELS / 1_000_000,
});

export type PhotoOutcome = { ok: true; webp: Buffer } | { ok: false; message: ServerMessage };

/**
 * Checks an upload by its content (not its name or declared type) and re-encodes it: JPEG, PNG or
 * WebP only, at most 25 megapixels (checked from the header, and `limitInputPixels` so that a
 * decompression bomb is never decoded), turned upright, within `maxSide` × `maxSide` (a user's photo:
 * 512; a door model's picture, issue 43: 800), WebP without metadata.
 */
export function processPhoto(input: Buffer, maxSide = PHOTO_MAX_SIDE): Promise<PhotoOutcome> {
  return limited(() => convert(input, maxSide));
}

// Decoding a photo of up to 25 megapixels takes CPU and ~100 MB: a few at a time, the rest wait.
const limited = concurrencyLimit(Math.max(1, Math.min(2, availableParallelism())));

async function convert(input: Buffer, maxSide: number): Promise<PhotoOutcome> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, options).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (error) {
    // sharp reads the header only, and refuses there already what is over `limitInputPixels`.
    return { ok: false, message: isPixelLimit(error) ? TOO_MANY_PIXELS : UNSUPPORTED_IMAGE };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, message: UNSUPPORTED_IMAGE };
  if (pixels > PHOTO_MAX_PIXELS) return { ok: false, message: TOO_MANY_PIXELS };
  try {
    const webp = await sharp(input, options)
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch (error) {
    return { ok: false, message: isPixelLimit(error) ? TOO_MANY_PIXELS : serverMessage('imageUnreadable') };
  }
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * A new photo's file name: 128 random bits, WebP. Its URL is `PHOTO_URL_PREFIX` and the name (a
 * model's picture's: `PICTURE_URL_PREFIX`).
 */
export const newPhotoName = () => `${randomBytes(16).toString('hex')}.webp`;

/** The file name of a photo URL this server gave, or null for anything else (none, a foreign URL). */
export function photoNameOfUrl(url: string | null): string | null {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return null;
  const name = url.slice(PHOTO_URL_PREFIX.length);
  return PHOTO_NAME.test(name) ? name : null;
}
