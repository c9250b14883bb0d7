import { serverMessage, type FieldError, type ServerMessage } from '@doorline/api-client';

/** What went wrong, in the domain's words; the HTTP layer maps each kind to a status. */
export type FailureKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many' | 'unavailable';

/**
 * A failure the caller can act on; its message is safe to show. It is one of the contract's
 * `serverMessages`: the answer carries its code and parameters beside the English text, which is
 * what a client translates (docs/decisions.md "Server messages in the reader's language").
 */
export class DomainError extends Error {
  readonly said: ServerMessage;
  constructor(
    readonly kind: FailureKind,
    said: ServerMessage,
    /** Seconds until trying again makes sense (too_many; unavailable when it knows, issue 39). */
    readonly retryAfterSeconds?: number,
    /** The fields at fault (invalid), as the forms show them. */
    readonly fields?: FieldError[],
  ) {
    super(said.text);
    this.said = said;
    this.name = 'DomainError';
  }
}

/** A field's error as the answer carries it: its path, the text, the code and parameters. */
export const fieldError = (path: string, said: ServerMessage): FieldError => ({
  path,
  message: said.text,
  code: said.code,
  ...(said.params ? { params: { ...said.params } } : {}),
});

export const unauthenticated = (said: ServerMessage) => new DomainError('unauthenticated', said);
export const forbidden = (said: ServerMessage) => new DomainError('forbidden', said);
export const notFound = (said: ServerMessage = serverMessage('recordNotFound')) =>
  new DomainError('not_found', said);
export const conflict = (said: ServerMessage) => new DomainError('conflict', said);
export const unavailable = (said: ServerMessage, retryAfterSeconds?: number) =>
  new DomainError('unavailable', said, retryAfterSeconds);
export const tooMany = (said: ServerMessage, retryAfterSeconds: number) =>
  new DomainError('too_many', said, retryAfterSeconds);

/** A wrong value of one field, e.g. a wrong code or a common password, as the forms show it (400). */
export const invalidField = (path: string, said: ServerMessage) =>
  new DomainError('invalid', said, undefined, [fieldError(path, said)]);
