import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@doorline/api-client';
import { isDatabaseUnreachable } from '../db/errors.js';
import { DomainError, type FailureKind } from '../domain/errors.js';

/** What a request answers (503) while the database cannot be reached; health says the same. */
export const DATABASE_UNAVAILABLE = 'Database unavailable';

const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
};

/** A request that does not match the contract: 400 naming each field. */
export class InvalidRequest extends Error {
  constructor(
    message: string,
    readonly errors: FieldError[],
  ) {
    super(message);
    this.name = 'InvalidRequest';
  }
}

type ParseFailure = { status: number; message: string; errors?: FieldError[] };

/** A 400 for a body that is not JSON, its reason on the body as a whole. */
const refusedBody = (message: string, reason: string): ParseFailure => ({
  status: 400,
  message,
  errors: [{ path: '(root)', message: reason }],
});

/** What Fastify's own parsing failures say to a caller (its texts name internals). */
function describeParseError(error: FastifyError): ParseFailure | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refusedBody('Malformed JSON body', 'Body is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refusedBody('Empty JSON body', 'Body is required');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusedBody('Unsupported Content-Type: send application/json', 'Body must be JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Content-Length does not match the body' };
  }
  // JSON with "__proto__" or "constructor" keys, and other client errors Fastify raises itself.
  if (
    error instanceof SyntaxError ||
    (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
  ) {
    const status = error.statusCode ?? 400;
    return {
      status: status === 415 ? 400 : status,
      message: status === 413 ? 'Request body is too large' : 'Bad request',
    };
  }
  return null;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InvalidRequest) {
    return reply.code(400).send({ message: error.message, error: error.errors });
  }
  if (error instanceof DomainError) {
    if (error.kind === 'too_many' && error.retryAfterSeconds)
      reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply
      .code(statusOf[error.kind])
      .send(error.fields ? { message: error.message, error: error.fields } : { message: error.message });
  }
  const parse = describeParseError(error);
  if (parse) {
    return reply
      .code(parse.status)
      .send(parse.errors ? { message: parse.message, error: parse.errors } : { message: parse.message });
  }
  if (isDatabaseUnreachable(error)) {
    // Not a bug: the database is down or restarting. The pool reconnects by itself once it is back.
    request.log.warn({ err: error, requestId: request.id }, 'database unreachable');
    return reply.code(503).send({ message: DATABASE_UNAVAILABLE, requestId: request.id });
  }
  request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  return reply.code(500).send({ message: 'Internal server error', requestId: request.id });
}
