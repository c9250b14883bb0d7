import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** 128 random bits in hex: the only names the store writes or reads. */
export const STORAGE_KEY = /^[0-9a-f]{32}$/;

/** A record's attachments under `<dataDir>/uploads/files/<random>`; names and types live in the database. */
export function createFileStore(dataDir: string) {
  const folder = path.join(dataDir, 'uploads', 'files');
  const fileOf = (key: string) => (STORAGE_KEY.test(key) ? path.join(folder, key) : null);

  return {
    folder,

    /** Streams an upload to a new random name (via a temporary file); returns its key and size. */
    async save(stream: Readable): Promise<{ key: string; size: number }> {
      await mkdir(folder, { recursive: true });
      const key = randomBytes(16).toString('hex');
      const temporary = path.join(folder, `.${key}.tmp`);
      try {
        await pipeline(stream, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        const { size } = await stat(temporary);
        await rename(temporary, path.join(folder, key));
        return { key, size };
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },

    async remove(key: string | null): Promise<void> {
      const file = key ? fileOf(key) : null;
      if (file) await unlink(file).catch(() => {});
    },

    /** A stream of the stored bytes, or null when the file is gone. */
    async open(key: string): Promise<Readable | null> {
      const file = fileOf(key);
      if (!file) return null;
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
  };
}

/** A display name without folders, control characters or path tricks; at most 255 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((c) => c > '\u001f' && c !== '\u007f' && c !== '"').join('');
  const cleaned = kept.trim().slice(0, 255);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : 'file';
}

/** The declared type when it looks like one, else the generic binary type. */
export function safeMime(mime: string | undefined): string {
  const value = (mime ?? '').toLowerCase().trim();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(value)
    ? value
    : 'application/octet-stream';
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
