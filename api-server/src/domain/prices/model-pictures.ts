// A door model's picture (issue 43; docs/decisions.md "Issue 43: a model's picture"): an upload is
// checked and re-encoded as a user's photo is (`processPhoto`, within 800 × 800), stored under a new
// random name (`pictures/<hex>.webp`) in the same change as the model's row, and the picture it
// replaces is removed from the store with it. The row's write moves `catalogueChangedAt`, so the
// catalogue's stamp changes and what a check keeps (`kept.ts`) is read again. The change is on the
// model's audit trail (`model.changed`, the picture's address before and after).
import { MODEL_PICTURE_MAX_SIDE, type ProductModel } from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import { insertAuditEvent } from '../../db/queries/audit.js';
import { updateModel } from '../../db/queries/catalogue-edit.js';
import { lockModelPicture } from '../../db/queries/model-pictures.js';
import { findModel } from '../../db/queries/prices.js';
import { type FileStore, pictureKey, pictureUrlOfKey } from '../../storage/index.js';
import { newPhotoName, processPhoto } from '../account/photos.js';
import { invalidField, notFound } from '../errors.js';
import { modelOf } from './catalogue.js';
import { MODEL_NOT_FOUND } from './versions.js';

/** Sets the model's picture key (or none) in the store's change; the replaced picture's bytes go with it. */
async function setPicture(
  store: FileStore,
  actorId: number,
  modelId: number,
  picture: { key: string; webp: Buffer } | null,
): Promise<ProductModel> {
  const add = picture ? { key: picture.key, bytes: picture.webp, contentType: 'image/webp' } : null;
  return store.change(add, async (tx) => {
    const current = await lockModelPicture(tx, modelId);
    if (!current) throw notFound(MODEL_NOT_FOUND);
    const key = picture?.key ?? null;
    if (current.pictureKey === key) {
      // Nothing to remove and nothing changed (a picture removed twice): the row is left as it is.
      const row = await findModel(tx, modelId);
      return { result: modelOf(row!) };
    }
    const row = await updateModel(tx, modelId, { pictureKey: key });
    await insertAuditEvent(tx, {
      actorId,
      subjectType: 'model',
      subjectId: modelId,
      action: 'model.changed',
      before: { picture: pictureUrlOfKey(current.pictureKey) },
      after: { picture: pictureUrlOfKey(key) },
    });
    return { result: modelOf(row!), remove: [current.pictureKey] };
  });
}

/**
 * `PUT /prices/models/{id}/picture`: the upload as the model's picture (400 naming `file` for an
 * unusable image, 404 for no model); the picture it replaces is removed.
 */
export async function setModelPicture(
  db: Db,
  store: FileStore,
  actorId: number,
  modelId: number,
  upload: Buffer,
): Promise<ProductModel> {
  // An unknown model is a 404 before the image is decoded.
  if (!(await findModel(db, modelId))) throw notFound(MODEL_NOT_FOUND);
  const image = await processPhoto(upload, MODEL_PICTURE_MAX_SIDE);
  if (!image.ok) throw invalidField('file', image.message);
  return setPicture(store, actorId, modelId, { key: pictureKey(newPhotoName()), webp: image.webp });
}

/** `DELETE /prices/models/{id}/picture`: the model without a picture; its bytes are removed. */
export const removeModelPicture = (store: FileStore, actorId: number, modelId: number) =>
  setPicture(store, actorId, modelId, null);
