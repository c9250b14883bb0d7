import type { FieldError } from '../contract/common.js';

/** The server answered with a status outside 2xx; `message` and `error` are its own words. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly error: FieldError[] = [],
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** The request never got an answer: the server is down, the network is off, or it was aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The server answered 2xx with a body that breaks the contract: a bug on one side. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly error: FieldError[],
  ) {
    super(message);
  }
}
