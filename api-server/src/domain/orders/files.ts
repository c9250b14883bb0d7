import { randomBytes } from 'node:crypto';

/** A new record file's `storage_key`: 128 random bits in hex (its key in the store is `files/<key>`). */
export const newStorageKey = () => randomBytes(16).toString('hex');

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
