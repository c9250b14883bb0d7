// Who a user is, as every answer about a user starts (internal to the contract: not exported).
import { integer, nullable, string } from 'superstruct';

export const userFields = {
  /** The user's id. */
  id: integer(),
  /** The user's name. */
  name: string(),
  /** The user's e-mail address, which they sign in with. */
  email: string(),
  /** The user's phone number; null when not given. */
  phone: nullable(string()),
};
