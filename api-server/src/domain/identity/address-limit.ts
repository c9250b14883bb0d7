import type { Db } from '../../db/index.js';
import { countHit, deleteEndedHits } from '../../db/queries/rate-limit.js';

/**
 * The per-address limit's shared counts (docs/identity.md "Per-address limit"): what the HTTP layer's
 * rate-limit store (`sharedAddressCounts`, http/security.ts) calls.
 */
export interface AddressHits {
  /** Counts one request for `key`; answers the count in its window and the milliseconds left. */
  count(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }>;
  /** Deletes the counts whose window of `windowMs` is over. */
  prune(windowMs: number): Promise<void>;
}

export function createAddressHits(db: Db): AddressHits {
  return {
    count: (key, windowMs) => countHit(db, key, windowMs),
    prune: (windowMs) => deleteEndedHits(db, windowMs),
  };
}
