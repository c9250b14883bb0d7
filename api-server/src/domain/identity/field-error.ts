import { InvalidRequest } from '../../http/errors.js';

/** A 400 naming one field, e.g. a wrong code or a common password, as the forms show it. */
export function invalidField(path: string, message: string): InvalidRequest {
  return new InvalidRequest(message, [{ path, message }]);
}
