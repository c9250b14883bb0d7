import {
  documented,
  endpoint,
  MODEL_PICTURE_MAX_BYTES,
  PICTURE_REMOVED,
  PICTURE_SAVED,
  serverMessage,
} from '@doorline/api-client';
import { object, string, unknown } from 'superstruct';
import { removeModelPicture, setModelPicture } from '../../domain/prices/model-pictures.js';
import { PHOTO_NAME, pictureKey } from '../../storage/index.js';
import { bindArea } from '../bind.js';
import { API_PREFIX } from '../route.js';
import { routeModule } from '../route-modules.js';
import { readUploadedFile, type UploadWords } from '../upload.js';

/** What a picture's upload says when it is over its limit (5 MB). */
const UPLOAD: UploadWords = {
  noun: 'file',
  tooLarge: serverMessage('fileTooLarge', { megabytes: MODEL_PICTURE_MAX_BYTES / (1024 * 1024) }),
};

/**
 * A model's picture's bytes (WebP), by the name its `picture` address ends with; served raw, outside
 * the JSON routes, as a user's photo is.
 */
export const modelPictureFile = endpoint({
  method: 'GET',
  path: '/files/pictures/:name',
  params: object({
    name: documented(string(), {
      description: "The picture file's name, as a model's `picture` (`GET /prices/catalogue`) ends with.",
    }),
  }),
  response: unknown(),
  access: 'public',
  fileAnswer: true,
});

/**
 * A door model's picture (issue 43): uploaded, replaced and removed with `prices.manage` (the
 * contract's `priceAccess.managePrices`), and its bytes served to whoever has its address.
 */
export default routeModule((app, context) => {
  const { database, files: store } = context;
  const db = database.db;

  bindArea(
    app,
    context,
    'modelPictures',
    {
      setModelPicture: async ({ user, params, request }) => {
        const { bytes } = await readUploadedFile(request, UPLOAD);
        return { message: PICTURE_SAVED, data: await setModelPicture(db, store, user.id, params.id, bytes) };
      },
      removeModelPicture: async ({ user, params }) => ({
        message: PICTURE_REMOVED,
        data: await removeModelPicture(store, user.id, params.id),
      }),
    },
    { uploadBytes: MODEL_PICTURE_MAX_BYTES },
  );

  // Public like any <img> source, as a user's photo: an <img> sends no bearer token, and the 128-bit
  // random name, given only in the catalogue (which every signed-in user reads), is the only way to it.
  app.get<{ Params: { name: string } }>(
    `${API_PREFIX}/files/pictures/:name`,
    { config: { guard: modelPictureFile.access, endpoint: modelPictureFile } },
    async (request, reply) => {
      const { name } = request.params;
      const picture = PHOTO_NAME.test(name) ? await store.read(pictureKey(name)) : null;
      if (!picture) return reply.code(404).send({ message: 'Not found' });
      return (
        reply
          .header('Content-Type', 'image/webp')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          // A new upload gets a new name, so a file never changes.
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .send(picture.bytes)
      );
    },
  );
});
