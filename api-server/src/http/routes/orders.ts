import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  endpoint,
  endpoints,
  FILE_MAX_BYTES,
  FileParams,
  recordAccess,
  serverMessage,
} from '@doorline/api-client';
import { unknown } from 'superstruct';
import { changeContext } from '../../domain/notifications/notify.js';
import { addComment, mentionablePeople, recordComments } from '../../domain/orders/comments.js';
import { contentDisposition, safeFileName, safeMime } from '../../domain/orders/files.js';
import { followRecord, unfollowRecord } from '../../domain/orders/followers.js';
import {
  addItem,
  createQuote,
  editQuote,
  itemsPage,
  mainOrderList,
  orderDetails,
  setQuoteDealer,
  subOrderList,
} from '../../domain/orders/orders.js';
import { orderDocument } from '../../domain/orders/document.js';
import { sendToCustomer } from '../../domain/orders/send.js';
import {
  addRecordFile,
  deleteRecordFile,
  openRecordFile,
  recordFiles,
} from '../../domain/orders/record-files.js';
import type { AppContext } from '../context.js';
import { fileError, readFilePart, type UploadWords } from '../upload.js';
import { route } from '../route.js';

const MAX_MB = FILE_MAX_BYTES / (1024 * 1024);
export const FILE_TOO_LARGE = serverMessage('fileTooLarge', { megabytes: MAX_MB });
const UPLOAD: UploadWords = { noun: 'file', tooLarge: FILE_TOO_LARGE };

/** The file download: binary, not JSON, so it is outside the contract's table. */
export const downloadFile = endpoint({
  method: 'GET',
  /** As `fileDownloadPath(id, fileId)` builds it. */
  path: '/orders/:id/files/:fileId',
  params: FileParams,
  response: unknown(),
  fileAnswer: true,
  access: recordAccess.read,
});

/** The sales flow's records (issue 5): lists, details, create and edit, items, comments, files. */
export function orderRoutes(
  app: FastifyInstance,
  { database, identity, config, messages, files: store }: AppContext,
) {
  const db = database.db;

  route(app, identity, endpoints.mainOrders, ({ user, query }) =>
    mainOrderList(db, user, query, config.now()),
  );
  route(app, identity, endpoints.subOrders, ({ user, query }) => subOrderList(db, user, query, config.now()));
  route(app, identity, endpoints.orderDetails, async ({ user, params }) => ({
    data: await orderDetails(db, user, params.id),
  }));

  // Following a record (issue 40): whoever sees it; its comments and changes then notify them.
  route(app, identity, endpoints.followOrder, async ({ user, params }) => ({
    data: await followRecord(db, user, params.id, config.now()),
  }));
  route(app, identity, endpoints.unfollowOrder, async ({ user, params }) => ({
    data: await unfollowRecord(db, user, params.id),
  }));

  // The record as a PDF (issue 28): read as the details page is, in the reader's language.
  route(app, identity, endpoints.orderDocument, async ({ user, params, query, reply }) => {
    const { bytes, fileName } = await orderDocument(
      db,
      user,
      params.id,
      query.lang ?? 'en',
      config.company,
      config.now(),
    );
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Length', String(bytes.length))
      .header('Content-Disposition', contentDisposition(fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });
  route(app, identity, endpoints.sendOrder, ({ user, params, body }) =>
    sendToCustomer(db, user, params.id, body, { company: config.company, messages, at: config.now() }),
  );

  route(app, identity, endpoints.createOrder, async ({ user, body }) => ({
    message: 'Create qoute successful!',
    data: await createQuote(db, user, body, config.now()),
  }));
  route(app, identity, endpoints.updateOrder, async ({ user, params, body }) => ({
    message: 'Quote updated',
    data: await editQuote(db, user, params.id, body, config.now()),
  }));
  route(app, identity, endpoints.assignDealer, async ({ user, params, body }) => ({
    message: 'Dealer assigned to quote',
    data: await setQuoteDealer(db, user, params.id, body, config.now()),
  }));

  route(app, identity, endpoints.createItem, async ({ user, body }) => ({
    message: 'Create item successful!',
    data: await addItem(db, user, body, config.now()),
  }));
  route(app, identity, endpoints.orderItems, ({ user, params, query }) =>
    itemsPage(db, user, params.orderId, query),
  );

  // Comments: anyone who may read the record may comment on it (a production manager too).
  route(app, identity, endpoints.orderComments, async ({ user, params }) => ({
    data: await recordComments(db, user, params.id),
  }));
  route(app, identity, endpoints.addComment, async ({ user, params, body }) => ({
    message: 'Comment added',
    data: await addComment(db, user, params.id, body, changeContext(config)),
  }));
  route(app, identity, endpoints.mentionable, async ({ user, params, query }) => ({
    data: await mentionablePeople(db, user, params.id, query.search),
  }));

  // Files: read with orders.read, added and removed with orders.write.
  route(app, identity, endpoints.orderFiles, async ({ user, params }) => ({
    data: await recordFiles(db, user, params.id),
  }));
  route(app, identity, endpoints.deleteFile, async ({ user, params }) => {
    await deleteRecordFile(db, store, user, params.id, params.fileId);
    return { message: 'File deleted' };
  });
  route(app, identity, downloadFile, async ({ user, params, reply }) => {
    const { file, bytes } = await openRecordFile(db, store, user, params.id, params.fileId);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', String(bytes.length))
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });

  // Multipart parsing only where a file is uploaded, with its own size limit.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    route(scope, identity, endpoints.addFile, async ({ user, params, request }) => ({
      message: 'File uploaded',
      data: await addRecordFile(db, store, user, params.id, () => readUpload(request), config.now()),
    }));
  });

  /** Reads the one `file` part into memory; 400 for anything but one non-empty file of ≤ 20 MB. */
  async function readUpload(request: FastifyRequest) {
    const { part, result: bytes } = await readFilePart(request, UPLOAD, (part) => part.toBuffer());
    // Cut at the limit: refused even when the reader did not say so itself (as the photo's, photos.ts).
    if (part.file.truncated) throw fileError(FILE_TOO_LARGE);
    if (bytes.length === 0) throw fileError(serverMessage('fileEmpty'));
    return { bytes, name: safeFileName(part.filename), mime: safeMime(part.mimetype) };
  }
}
