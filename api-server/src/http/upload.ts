// Reading the one `file` part of a multipart upload: the order files and the user's photo.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { InvalidRequest } from './errors.js';

/** A 400 naming the `file` field. */
export const fileError = (message: string) => new InvalidRequest(message, [{ path: 'file', message }]);

/** How the messages name what is uploaded, and what they say when it is over its limit. */
export interface UploadWords {
  noun: 'file' | 'photo';
  tooLarge: string;
}

/** A failure of the multipart stream is the caller's: 400 naming the field, never 500. */
function multipartError(error: unknown, { noun, tooLarge }: UploadWords): InvalidRequest {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError(tooLarge);
  if (code === 'FST_FILES_LIMIT') return fileError('Send one file only');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return fileError(`Send the ${noun} as the only field, named "file"`);
  return fileError(`The upload could not be read; send the ${noun} as multipart/form-data`);
}

/** Hands the one `file` part to `read`; 400 when there is none or the stream fails. */
export async function readFilePart<T>(
  request: FastifyRequest,
  words: UploadWords,
  read: (part: MultipartFile) => Promise<T>,
): Promise<{ part: MultipartFile; result: T }> {
  if (!request.isMultipart())
    throw fileError(`Send the ${words.noun} as multipart/form-data in the "file" field`);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw fileError(`Choose a ${words.noun} to upload`);
    return { part, result: await read(part) };
  } catch (error) {
    if (error instanceof InvalidRequest) throw error;
    throw multipartError(error, words);
  }
}
