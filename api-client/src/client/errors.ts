import type { FieldError } from '../contract/common.js';

/** The server answered with a status outside 2xx; `message` and `error` are its own (English) words. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly error: FieldError[] = [],
    /** Seconds the server asked the caller to wait (`Retry-After`), when it said. */
    readonly retryAfter: number | null = null,
    /**
     * The message's code (`serverMessages`) and parameters, when the server gave them: what a client
     * translates `message` by.
     */
    readonly code: string | null = null,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/** The request never got an answer: the server is down, the network is off, or it was aborted. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The server did not answer within the client's time limit (`requestTimeoutMs` of
 * `createApiClient`, 30 s by default), so the request was aborted. A `NetworkError`, so code that
 * handles "could not reach the server" handles this too; check `instanceof TimeoutError` to tell
 * it apart.
 */
export class TimeoutError extends NetworkError {
  override readonly name: string = 'TimeoutError';
  constructor(
    message: string,
    /** The limit that ran out, in milliseconds. */
    readonly timeoutMs: number,
  ) {
    super(message);
  }
}

/** The server answered 2xx with a body that breaks the contract: a bug on one side. */
export class ValidationError extends Error {
  override readonly name: string = 'ValidationError';
  constructor(
    message: string,
    readonly error: FieldError[],
  ) {
    super(message);
  }
}
