import { serverMessage, type ServerMessage } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { blockUntil, clearThrottle, countFailure, latestBlock } from '../../db/queries/throttle.js';
import { tooMany } from '../errors.js';

// docs/identity.md "Brute force": 5 failures per account in 15 minutes, 100 per client address an hour.
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_MAX_FAILURES = 5;
export const ACCOUNT_MAX_BLOCK_SECONDS = 15 * 60;
const ACCOUNT_FIRST_BLOCK_SECONDS = 60;
export const ADDRESS_WINDOW_SECONDS = 60 * 60;
export const ADDRESS_MAX_FAILURES = 100;

const accountKey = (scope: string, account: string) => `${scope}:account:${account.trim().toLowerCase()}`;
const addressKey = (scope: string, address: string) => `${scope}:address:${address}`;

/** The block after the n-th failure: 60 s at the 5th, doubling with each further one, at most 15 min. */
export function accountBlockSeconds(failures: number): number {
  if (failures < ACCOUNT_MAX_FAILURES) return 0;
  return Math.min(
    ACCOUNT_MAX_BLOCK_SECONDS,
    ACCOUNT_FIRST_BLOCK_SECONDS * 2 ** (failures - ACCOUNT_MAX_FAILURES),
  );
}

/**
 * Failure counters of one kind of secret check (`scope`, e.g. "login"), kept in the database so
 * that every server process sees the same counts.
 */
export function createThrottle(db: Queryable, scope: string, now: () => Date) {
  return {
    /** Refuses with 429 while the account or the client address is blocked. */
    async assertAllowed(account: string, address: string): Promise<void> {
      const until = await latestBlock(db, [accountKey(scope, account), addressKey(scope, address)]);
      const at = now();
      if (until && until > at) {
        const seconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
        throw tooMany(serverMessage('tooManyFailedAttempts'), seconds);
      }
    },

    async recordFailure(account: string, address: string): Promise<void> {
      const at = now();
      const acct = accountKey(scope, account);
      const perAccount = await countFailure(db, acct, at, ACCOUNT_WINDOW_SECONDS);
      const blockSeconds = accountBlockSeconds(perAccount.failures);
      if (blockSeconds > 0) await blockUntil(db, acct, new Date(at.getTime() + blockSeconds * 1000));

      const addr = addressKey(scope, address);
      const perAddress = await countFailure(db, addr, at, ADDRESS_WINDOW_SECONDS);
      if (perAddress.failures >= ADDRESS_MAX_FAILURES) {
        await blockUntil(
          db,
          addr,
          new Date(perAddress.windowStartedAt.getTime() + ADDRESS_WINDOW_SECONDS * 1000),
        );
      }
    },

    /** A success resets the account's count (not the address's). */
    async recordSuccess(account: string): Promise<void> {
      await clearThrottle(db, accountKey(scope, account));
    },
  };
}

/**
 * A limit on how often something is done (issue 28: a quote sent to its customer), on the same
 * counters as the failures above, so that every server process sees the same counts: counts one more
 * for `key` in a window of `windowSeconds` and refuses with 429 once the window holds more than `max`,
 * the wait being what is left of the window. Run it inside the action's transaction: a refused or
 * failed action rolls its count back.
 */
export async function countWithinLimit(
  db: Queryable,
  key: string,
  limit: { max: number; windowSeconds: number },
  at: Date,
  refusal: (wait: { seconds: number; minutes: number }) => ServerMessage,
): Promise<void> {
  const counted = await countFailure(db, key, at, limit.windowSeconds);
  if (counted.failures <= limit.max) return;
  const ends = counted.windowStartedAt.getTime() + limit.windowSeconds * 1000;
  const seconds = Math.max(1, Math.ceil((ends - at.getTime()) / 1000));
  throw tooMany(refusal({ seconds, minutes: Math.ceil(seconds / 60) }), seconds);
}
