import type { FieldError } from '@doorline/api-client';

/** What went wrong, in the domain's words; the HTTP layer maps each kind to a status. */
export type FailureKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many' | 'unavailable';

/** A failure the caller can act on; its message is safe to show. */
export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** Seconds until trying again makes sense (too_many). */
    readonly retryAfterSeconds?: number,
    /** The fields at fault (invalid), as the forms show them. */
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('too_many', message, retryAfterSeconds);

/** A wrong value of one field, e.g. a wrong code or a common password, as the forms show it (400). */
export const invalidField = (path: string, message: string) =>
  new DomainError('invalid', message, undefined, [{ path, message }]);
