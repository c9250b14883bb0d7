import {
  COMMENT_ADDED,
  endpoint,
  FILE_DELETED,
  FILE_MAX_BYTES,
  FILE_UPLOADED,
  FileParams,
  itemList,
  mainOrderList,
  recordAccess,
  subOrderList,
} from '@doorline/api-client';
import { unknown } from 'superstruct';
import { changeContext } from '../../domain/notifications/notify.js';
import { addComment, mentionablePeople, recordComments } from '../../domain/orders/comments.js';
import { followRecord, unfollowRecord } from '../../domain/orders/followers.js';
import {
  addItem,
  createQuote,
  editQuote,
  itemCells,
  itemsPage,
  mainOrderCells,
  mainOrderExport,
  mainOrdersPage,
  orderDetails,
  setQuoteDealer,
  subOrderCells,
  subOrderExport,
  subOrdersPage,
} from '../../domain/orders/orders.js';
import { orderDocument } from '../../domain/orders/document.js';
import { sendToCustomer } from '../../domain/orders/send.js';
import {
  addRecordFile,
  deleteRecordFile,
  openRecordFile,
  recordFiles,
} from '../../domain/orders/record-files.js';
import { bindArea } from '../bind.js';
import { serveList } from '../serve-list.js';
import { sendAttachment } from '../file-answer.js';
import { readAttachedFile } from '../upload.js';
import { route } from '../route.js';
import { routeModule } from '../route-modules.js';

/** The file download: binary, not JSON, so it is outside the contract's table (bound with `route()`). */
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
export default routeModule((app, context) => {
  const { database, identity, config, messages, files: store } = context;
  const db = database.db;

  bindArea(
    app,
    context,
    'orders',
    {
      ...serveList(context, mainOrderList, {
        page: ({ scope, query }) => mainOrdersPage(db, scope, query, config.now()),
        exportRows: ({ scope, query }) => mainOrderExport(db, scope, query, config.now()),
        cells: mainOrderCells,
      }),
      ...serveList(context, subOrderList, {
        page: ({ scope, query }) => subOrdersPage(db, scope, query, config.now()),
        exportRows: ({ scope, query }) => subOrderExport(db, scope, query, config.now()),
        cells: subOrderCells,
      }),
      orderDetails: async ({ user, scope, params }) => ({
        data: await orderDetails(db, user, scope, params.id),
      }),

      // Following a record (issue 40): whoever sees it; its comments and changes then notify them.
      followOrder: async ({ user, scope, params }) => ({
        data: await followRecord(db, user, scope, params.id, config.now()),
      }),
      unfollowOrder: async ({ user, scope, params }) => ({
        data: await unfollowRecord(db, user, scope, params.id),
      }),

      // The record as a PDF (issue 28): read as the details page is, in the reader's language.
      orderDocument: async ({ user, scope, params, query, reply }) => {
        const { bytes, fileName } = await orderDocument(
          db,
          user,
          scope,
          params.id,
          query.lang ?? 'en',
          config.company,
          config.now(),
        );
        return sendAttachment(reply, { bytes, name: fileName, type: 'application/pdf' });
      },
      sendOrder: ({ user, scope, params, body }) =>
        sendToCustomer(db, user, scope, params.id, body, {
          company: config.company,
          messages,
          at: config.now(),
        }),

      createOrder: async ({ user, scope, body }) => ({
        message: 'Create qoute successful!',
        data: await createQuote(db, user, scope, body, config.now()),
      }),
      updateOrder: async ({ user, scope, params, body }) => ({
        message: 'Quote updated',
        data: await editQuote(db, user, scope, params.id, body, config.now()),
      }),
      assignDealer: async ({ user, scope, params, body }) => ({
        message: 'Dealer assigned to quote',
        data: await setQuoteDealer(db, user, scope, params.id, body, config.now()),
      }),

      createItem: async ({ scope, body }) => ({
        message: 'Create item successful!',
        data: await addItem(db, scope, body, config.now()),
      }),
      ...serveList(context, itemList, {
        page: ({ scope, params, query }) => itemsPage(db, scope, params.orderId, query),
        cells: itemCells,
      }),

      // Comments: anyone who may read the record may comment on it (a production manager too).
      orderComments: async ({ scope, params }) => ({
        data: await recordComments(db, scope, params.id),
      }),
      addComment: async ({ user, scope, params, body }) => ({
        message: COMMENT_ADDED,
        data: await addComment(db, user, scope, params.id, body, changeContext(config)),
      }),
      mentionable: async ({ user, scope, params, query }) => ({
        data: await mentionablePeople(db, user, scope, params.id, query.search),
      }),

      // Files: read with orders.read, added and removed with orders.write; one at most 20 MB.
      orderFiles: async ({ scope, params }) => ({
        data: await recordFiles(db, scope, params.id),
      }),
      deleteFile: async ({ scope, params }) => {
        await deleteRecordFile(store, scope, params.id, params.fileId);
        return { message: FILE_DELETED };
      },
      addFile: async ({ user, scope, params, request }) => ({
        message: FILE_UPLOADED,
        data: await addRecordFile(
          db,
          store,
          user,
          scope,
          params.id,
          () => readAttachedFile(request),
          config.now(),
        ),
      }),
    },
    { uploadBytes: FILE_MAX_BYTES },
  );

  route(app, identity, downloadFile, async ({ scope, params, reply }) => {
    const { file, bytes } = await openRecordFile(db, store, scope, params.id, params.fileId);
    return sendAttachment(reply, { bytes, name: file.name, type: 'application/octet-stream' });
  });
});
