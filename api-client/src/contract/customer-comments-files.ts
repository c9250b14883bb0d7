// A customer's comments and files (issue 42; docs/decisions.md "Issue 42: a customer's comments and
// files"), like any record's: the record's comment and file structs, under the customer's path. A
// module of its own, apart from the directory's (customers.ts), so that the app loads it with the
// first of these calls rather than on every page (`lazyEndpointModules`); the server binds it as the
// area `customerCommentsFiles`, with the records' upload limit.
import { object, unknown, type Infer } from 'superstruct';
import { MessageResponse } from './auth.js';
import { customerAccess, CustomerParams } from './customers.js';
import { endpoint } from './endpoint.js';
import { CommentResponse, CommentsResponse, CommentText, FileResponse, FilesResponse } from './orders.js';
import { Id } from './params.js';

/** `POST /customers/{id}/comments`: a customer's comment mentions nobody and notifies nobody. */
export const CreateCustomerCommentBody = object({
  /** The comment's text, 1 to 5,000 characters. */
  body: CommentText,
});
export type CreateCustomerCommentBody = Infer<typeof CreateCustomerCommentBody>;

/** A file of a customer. */
export const CustomerFileParams = object({
  /** The customer's id. */
  id: Id,
  /** The file's id. */
  fileId: Id,
});

/** The endpoints of a customer's comments and files. */
export const customerCommentsFilesEndpoints = {
  /** The customer's comments, oldest first; for whom may read the customer. */
  customerComments: endpoint({
    method: 'GET',
    path: '/customers/:id/comments',
    params: CustomerParams,
    response: CommentsResponse,
    access: customerAccess.readCustomers,
  }),
  /** Answers 'Comment added'; for whom may change the customer. Its `mentions` are always empty. */
  addCustomerComment: endpoint({
    method: 'POST',
    path: '/customers/:id/comments',
    params: CustomerParams,
    body: CreateCustomerCommentBody,
    response: CommentResponse,
    access: customerAccess.writeCustomers,
  }),
  /** The customer's files, newest first; for whom may read the customer. */
  customerFiles: endpoint({
    method: 'GET',
    path: '/customers/:id/files',
    params: CustomerParams,
    response: FilesResponse,
    access: customerAccess.readCustomers,
  }),
  /** Multipart with one `file` field, at most 20 MB; answers 'File uploaded'; for whom may change the customer. */
  uploadCustomerFile: endpoint<FormData, Infer<typeof FileResponse>, undefined, Infer<typeof CustomerParams>>(
    {
      method: 'POST',
      path: '/customers/:id/files',
      params: CustomerParams,
      response: FileResponse,
      access: customerAccess.writeCustomers,
      multipart: true,
    },
  ),
  /** Answers 'File deleted': its row and its bytes are gone; for whom may change the customer. */
  deleteCustomerFile: endpoint({
    method: 'DELETE',
    path: '/customers/:id/files/:fileId',
    params: CustomerFileParams,
    response: MessageResponse,
    access: customerAccess.writeCustomers,
  }),
  /**
   * The file's bytes as an attachment under its name (binary, not JSON): opened by a download link
   * (`api.downloadLink`) or read by `api.download`, as a record's file is.
   */
  downloadCustomerFile: endpoint({
    method: 'GET',
    path: '/customers/:id/files/:fileId',
    params: CustomerFileParams,
    response: unknown(),
    fileAnswer: true,
    access: customerAccess.readCustomers,
  }),
} as const;
