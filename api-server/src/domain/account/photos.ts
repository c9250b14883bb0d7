import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PHOTO_MAX_PIXELS, type ServerMessage, serverMessage } from '@doorline/api-client';
import sharp from 'sharp';
import { concurrencyLimit } from '../identity/concurrency.js';

/** Photos are served under this path; the file name alone changes with each upload. */
export const PHOTO_URL_PREFIX = '/api/files/photos/';
/** 128 random bits in hex, always WebP: the only names the server writes or serves. */
export const PHOTO_NAME = /^[0-9a-f]{32}\.webp$/;
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
 * decompression bomb is never decoded), turned upright, at most 512×512, WebP without metadata.
 */
export function processPhoto(input: Buffer): Promise<PhotoOutcome> {
  return limited(() => convert(input));
}

// Decoding a photo of up to 25 megapixels takes CPU and ~100 MB: a few at a time, the rest wait.
const limited = concurrencyLimit(Math.max(1, Math.min(2, availableParallelism())));

async function convert(input: Buffer): Promise<PhotoOutcome> {
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
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch (error) {
    return { ok: false, message: isPixelLimit(error) ? TOO_MANY_PIXELS : serverMessage('imageUnreadable') };
  }
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** The photo files under `<dataDir>/uploads/photos`. */
export function createPhotoStore(dataDir: string) {
  const folder = path.join(dataDir, 'uploads', 'photos');

  /** The file of a public URL path this store wrote, or null for anything else. */
  function fileOfUrl(url: string | null): string | null {
    if (!url?.startsWith(PHOTO_URL_PREFIX)) return null;
    const name = url.slice(PHOTO_URL_PREFIX.length);
    return PHOTO_NAME.test(name) ? path.join(folder, name) : null;
  }

  return {
    folder,

    /** Writes the photo under a new random name (via a temporary file) and returns its URL path. */
    async save(webp: Buffer): Promise<string> {
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, webp, { flag: 'wx', mode: 0o640 });
      await rename(temporary, path.join(folder, name));
      return PHOTO_URL_PREFIX + name;
    },

    /** Deletes the file behind a URL path; a missing file or a foreign URL is left alone. */
    async remove(url: string | null): Promise<void> {
      const file = fileOfUrl(url);
      if (!file) return;
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    /** The bytes of a photo by its file name, or null when the name is not one of ours or is gone. */
    async read(name: string): Promise<Buffer | null> {
      if (!PHOTO_NAME.test(name)) return null;
      try {
        return await readFile(path.join(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
