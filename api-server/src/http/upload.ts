// Reading the one `file` part of a multipart upload: a record's or a customer's file, the user's photo.
import type { MultipartFile } from '@fastify/multipart';
import { FILE_MAX_BYTES, serverMessage, type ServerMessage } from '@doorline/api-client';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../domain/errors.js';
import { safeFileName, safeMime } from '../domain/orders/files.js';
import type { ReceivedUpload } from '../domain/orders/record-files.js';
import { InvalidRequest } from './errors.js';

/** A 400 naming the `file` field. */
export const fileError = (said: ServerMessage) =>
  new InvalidRequest(said.text, [fieldError('file', said)], said);

/** What is uploaded, and what the messages say when it is over its limit. */
export interface UploadWords {
  noun: 'file' | 'photo';
  tooLarge: ServerMessage;
}

/** The messages of each kind of upload, by what went wrong (the contract's `serverMessages`). */
const wordsOf = {
  file: {
    onlyField: 'fileOnlyField',
    unreadable: 'fileUnreadable',
    notMultipart: 'fileNotMultipart',
    choose: 'fileChoose',
  },
  photo: {
    onlyField: 'photoOnlyField',
    unreadable: 'photoUnreadable',
    notMultipart: 'photoNotMultipart',
    choose: 'photoChoose',
  },
} as const;

/** A failure of the multipart stream is the caller's: 400 naming the field, never 500. */
function multipartError(error: unknown, { noun, tooLarge }: UploadWords): InvalidRequest {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError(tooLarge);
  if (code === 'FST_FILES_LIMIT') return fileError(serverMessage('uploadOneFile'));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return fileError(serverMessage(wordsOf[noun].onlyField));
  return fileError(serverMessage(wordsOf[noun].unreadable));
}

/**
 * Hands the one `file` part to `read`; 400 when there is none, when another file follows it (issue 39:
 * refused, never dropped), or when the stream fails.
 */
export async function readFilePart<T>(
  request: FastifyRequest,
  words: UploadWords,
  read: (part: MultipartFile) => Promise<T>,
): Promise<{ part: MultipartFile; result: T }> {
  if (!request.isMultipart()) throw fileError(serverMessage(wordsOf[words.noun].notMultipart));
  try {
    const files = request.files();
    const first = await files.next();
    const part = first.done ? undefined : first.value;
    if (!part || part.fieldname !== 'file') throw fileError(serverMessage(wordsOf[words.noun].choose));
    const result = await read(part);
    // The rest of the body, read to its end: a second file is the reader's `files: 1` limit (FST_FILES_LIMIT).
    if (!(await files.next()).done) throw fileError(serverMessage('uploadOneFile'));
    return { part, result };
  } catch (error) {
    if (error instanceof InvalidRequest) throw error;
    throw multipartError(error, words);
  }
}

/** The one `file` part read into memory: 400 when there is none, it is empty, or it was cut at the limit. */
export async function readUploadedFile(request: FastifyRequest, words: UploadWords) {
  const { part, result: bytes } = await readFilePart(request, words, (part) => part.toBuffer());
  // Cut at the limit: refused even when the reader did not say so itself (as the photo's, photos.ts).
  if (part.file.truncated) throw fileError(words.tooLarge);
  if (bytes.length === 0) throw fileError(serverMessage('fileEmpty'));
  return { part, bytes };
}

/** What a record's or a customer's file upload says when it is over its limit (20 MB). */
export const FILE_TOO_LARGE = serverMessage('fileTooLarge', { megabytes: FILE_MAX_BYTES / (1024 * 1024) });

/**
 * A record's or a customer's file (issue 42): the one `file` part read into memory, with a safe name
 * and type; 400 for anything but one non-empty file of at most 20 MB.
 */
export async function readAttachedFile(request: FastifyRequest): Promise<ReceivedUpload> {
  const { part, bytes } = await readUploadedFile(request, { noun: 'file', tooLarge: FILE_TOO_LARGE });
  return { bytes, name: safeFileName(part.filename), mime: safeMime(part.mimetype) };
}
