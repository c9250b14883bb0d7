// Who a user is, as every answer about a user starts (internal to the contract: not exported).
import { integer, nullable, string } from 'superstruct';

export const userFields = {
  id: integer(),
  name: string(),
  email: string(),
  phone: nullable(string()),
};
