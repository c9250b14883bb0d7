// A door model's picture (issue 43; docs/decisions.md "Issue 43: a model's picture"): uploaded,
// replaced and removed by `prices.manage`, checked and re-encoded by the server as a user's photo is
// (JPEG, PNG or WebP by content; stored as WebP within 800 × 800). The model's `picture` (the
// catalogue's `ProductModel`) is the address its bytes are served at, raw, outside the JSON routes;
// a new picture gets a new address. A module of its own, loaded with its first call
// (`lazyEndpointModules.modelPictures`); the server binds it as the area `modelPictures`.
import { object, type Infer } from 'superstruct';
import { doneOf } from './common.js';
import { endpoint } from './endpoint.js';
import { Id } from './params.js';
import { priceAccess, ProductModel } from './prices.js';

/** The largest picture an upload takes, in bytes (5 MB, as a photo). */
export const MODEL_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side of a stored picture, in pixels: a larger one is scaled down to fit. */
export const MODEL_PICTURE_MAX_SIDE = 800;

/** The success texts of a model's picture. */
export const PICTURE_SAVED = 'Picture saved';
export const PICTURE_REMOVED = 'Picture removed';

export const ModelPictureParams = object({
  /** The id of the model (404 when there is none). */
  id: Id,
});
export type ModelPictureParams = Infer<typeof ModelPictureParams>;

/** A model as it is after its picture changed. */
export const ModelPictureDone = doneOf(ProductModel);
export type ModelPictureDone = Infer<typeof ModelPictureDone>;

/** A model's picture: the organization's, with `prices.manage`; every signed-in user sees it. */
export const modelPictureEndpoints = {
  /**
   * Multipart with one `file` field (JPEG, PNG or WebP, at most 5 MB and 25 megapixels): the model's
   * picture, stored as WebP within 800 × 800; the picture it replaces is deleted. A file that is no
   * such image is a 400 on `file`. Answers 'Picture saved'.
   */
  setModelPicture: endpoint<FormData, ModelPictureDone, undefined, ModelPictureParams>({
    method: 'PUT',
    path: '/prices/models/:id/picture',
    params: ModelPictureParams,
    response: ModelPictureDone,
    access: priceAccess.managePrices,
    multipart: true,
  }),
  /** Removes the model's picture (none already: the same answer). Answers 'Picture removed'. */
  removeModelPicture: endpoint({
    method: 'DELETE',
    path: '/prices/models/:id/picture',
    params: ModelPictureParams,
    response: ModelPictureDone,
    access: priceAccess.managePrices,
  }),
} as const;
