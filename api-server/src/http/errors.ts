import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessage, type FieldError, type ServerMessage } from '@doorline/api-client';
import { isDatabaseUnreachable } from '../db/errors.js';
import { DomainError, fieldError, type FailureKind } from '../domain/errors.js';
import { FileStorageUnavailable } from '../storage/index.js';

/** What a request answers (503) while the database cannot be reached; health says the same. */
export const DATABASE_UNAVAILABLE = serverMessage('databaseUnavailable');
/** What a request that reads or writes an upload answers (503) while the file store cannot be reached. */
export const FILE_STORAGE_UNAVAILABLE = serverMessage('fileStorageUnavailable');

/**
 * An error answer's body: the English text, its code and parameters (what a client translates,
 * docs/decisions.md "Server messages in the reader's language"), the fields at fault.
 */
export function errorBody(said: ServerMessage | string, fields?: FieldError[], requestId?: string) {
  return {
    ...(typeof said === 'string'
      ? { message: said }
      : { message: said.text, code: said.code, ...(said.params ? { params: said.params } : {}) }),
    ...(fields ? { error: fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
};

/**
 * A request that does not match the contract: 400 naming each field. The contract's own checks word
 * it in English only (`check`, `summarize`); an upload's refusal is one of the `serverMessages`.
 */
export class InvalidRequest extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[],
    readonly said?: ServerMessage,
  ) {
    super(message);
    this.name = 'InvalidRequest';
  }
}

type ParseFailure = { status: number; said: ServerMessage; errors?: FieldError[] };

/** A 400 for a body that is not JSON, its reason on the body as a whole. */
const refusedBody = (said: ServerMessage, reason: ServerMessage): ParseFailure => ({
  status: 400,
  said,
  errors: [fieldError('(root)', reason)],
});

/** What Fastify's own parsing failures say to a caller (its texts name internals). */
function describeParseError(error: FastifyError): ParseFailure | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refusedBody(serverMessage('malformedJson'), serverMessage('bodyNotJson'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refusedBody(serverMessage('emptyJson'), serverMessage('bodyRequired'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusedBody(serverMessage('unsupportedContentType'), serverMessage('bodyMustBeJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, said: serverMessage('bodyTooLarge') };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, said: serverMessage('contentLengthMismatch') };
  }
  // JSON with "__proto__" or "constructor" keys, and other client errors Fastify raises itself.
  if (
    error instanceof SyntaxError ||
    (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
  ) {
    const status = error.statusCode ?? 400;
    return {
      status: status === 415 ? 400 : status,
      said: serverMessage(status === 413 ? 'bodyTooLarge' : 'badRequest'),
    };
  }
  return null;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InvalidRequest) {
    return reply.code(400).send(errorBody(error.said ?? error.message, error.errors));
  }
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(statusOf[error.kind]).send(errorBody(error.said, error.fields));
  }
  const parse = describeParseError(error);
  if (parse) {
    return reply.code(parse.status).send(errorBody(parse.said, parse.errors));
  }
  // Before the database's check: a bucket that refuses connections carries ECONNREFUSED in its
  // cause, which that check would take for the database's (issue 39).
  if (error instanceof FileStorageUnavailable) {
    // The S3 service is down or refuses us (a wrong secret): the log says which (docs/decisions.md "Issue 29").
    request.log.error({ err: error, requestId: request.id }, 'file storage unavailable');
    return reply.code(503).send(errorBody(FILE_STORAGE_UNAVAILABLE, undefined, request.id));
  }
  if (isDatabaseUnreachable(error)) {
    // Not a bug: the database is down or restarting. The pool reconnects by itself once it is back.
    request.log.warn({ err: error, requestId: request.id }, 'database unreachable');
    return reply.code(503).send(errorBody(DATABASE_UNAVAILABLE, undefined, request.id));
  }
  request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  return reply.code(500).send(errorBody(serverMessage('internalError'), undefined, request.id));
}

/**
 * What a request Node's HTTP parser refuses before Fastify sees it answers (issue 39): the usual error
 * body, not Node's bare status line or Fastify's own wording. Headers over Node's limit are 431, a
 * request that did not arrive in time 408, any other unparsable request 400; a socket already gone
 * or not writable is closed without an answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, reason, said] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', serverMessage('headersTooLarge')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', serverMessage('requestTimedOut')]
        : [400, 'Bad Request', serverMessage('badRequest')];
  const body = JSON.stringify(errorBody(said));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
