import type { FastifyRequest } from 'fastify';
import { documented, endpoint, PHOTO_MAX_BYTES, serverMessage } from '@doorline/api-client';
import { object, string, unknown } from 'superstruct';
import { removeMyPhoto, setMyPhoto } from '../../domain/account/account.js';
import { PHOTO_NAME, photoKey } from '../../storage/index.js';
import { bindArea } from '../bind.js';
import { fileError, readFilePart, type UploadWords } from '../upload.js';
import { API_PREFIX } from '../route.js';
import { routeModule } from '../route-modules.js';

const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);
export const PHOTO_TOO_LARGE = serverMessage('photoTooLarge', { megabytes: MAX_MB });

const PHOTO: UploadWords = { noun: 'photo', tooLarge: PHOTO_TOO_LARGE };

/** Reads the one `file` part of a multipart upload, at most 5 MB. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const { part, result: buffer } = await readFilePart(request, PHOTO, (part) => part.toBuffer());
  // A photo cut at the limit is refused even when the reader did not say so itself (the multipart
  // stream can end before its limit error reaches `toBuffer` on a busy machine).
  if (part.file.truncated) throw fileError(PHOTO_TOO_LARGE);
  if (buffer.length === 0) throw fileError(serverMessage('fileEmpty'));
  return buffer;
}

/** The user's own photo (spec §7 "Users"): upload, removal, and serving the stored files. */
/** A photo's bytes (WebP), by the name `GET /users/me` gives; served raw, outside the JSON routes. */
export const photoFile = endpoint({
  method: 'GET',
  path: '/files/photos/:name',
  params: object({
    name: documented(string(), { description: "The photo file's name, as `GET /users/me` gives it." }),
  }),
  response: unknown(),
  access: 'public',
  fileAnswer: true,
});

export default routeModule((app, context) => {
  const { database, config, files: store } = context;
  const db = database.db;

  bindArea(
    app,
    context,
    'photos',
    {
      addPhoto: async ({ user, request }) =>
        setMyPhoto(db, store, user.id, await readUpload(request), config.now()),
      removePhoto: ({ user }) => removeMyPhoto(db, store, user.id, config.now()),
    },
    { uploadBytes: PHOTO_MAX_BYTES },
  );

  // Public like any <img> source: the 128-bit random name is the only way to reach a photo.
  app.get<{ Params: { name: string } }>(
    `${API_PREFIX}/files/photos/:name`,
    { config: { guard: photoFile.access, endpoint: photoFile } },
    async (request, reply) => {
      const { name } = request.params;
      const photo = PHOTO_NAME.test(name) ? await store.read(photoKey(name)) : null;
      if (!photo) return reply.code(404).send({ message: 'Not found' });
      return (
        reply
          .header('Content-Type', 'image/webp')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          // A new upload gets a new name, so a file never changes.
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .send(photo.bytes)
      );
    },
  );
});
