import { serverMessage, type ServerMessage } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import {
  blockedUntilOf,
  clearThrottle,
  countFailure,
  countTry,
  giveBackTry,
  type CountedTry,
  type TryBound,
} from '../../db/queries/throttle.js';
import { tooMany } from '../errors.js';

// docs/identity.md "Brute force": 5 failures per account in 15 minutes, 100 per client address an
// hour; a known device (its cookie, device-cookies.ts) 5 of its own in 15 minutes.
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_MAX_FAILURES = 5;
export const ACCOUNT_MAX_BLOCK_SECONDS = 15 * 60;
const ACCOUNT_FIRST_BLOCK_SECONDS = 60;
export const ADDRESS_WINDOW_SECONDS = 60 * 60;
export const ADDRESS_MAX_FAILURES = 100;

const accountKey = (scope: string, account: string) => `${scope}:account:${account.trim().toLowerCase()}`;
const addressKey = (scope: string, address: string) => `${scope}:address:${address}`;
const deviceKey = (scope: string, device: string) => `${scope}:device:${device}`;

/** The block after the n-th failure: 60 s at the 5th, doubling with each further one, at most 15 min. */
export function accountBlockSeconds(failures: number): number {
  if (failures < ACCOUNT_MAX_FAILURES) return 0;
  return Math.min(
    ACCOUNT_MAX_BLOCK_SECONDS,
    ACCOUNT_FIRST_BLOCK_SECONDS * 2 ** (failures - ACCOUNT_MAX_FAILURES),
  );
}

/** The blocks of `accountBlockSeconds`, from the 5th failure on until they reach 15 minutes. */
function accountBlocks(): number[] {
  const blocks = [accountBlockSeconds(ACCOUNT_MAX_FAILURES)];
  while (blocks.at(-1)! < ACCOUNT_MAX_BLOCK_SECONDS)
    blocks.push(accountBlockSeconds(ACCOUNT_MAX_FAILURES + blocks.length));
  return blocks;
}

const accountBound: TryBound = {
  max: ACCOUNT_MAX_FAILURES,
  windowSeconds: ACCOUNT_WINDOW_SECONDS,
  block: { kind: 'schedule', seconds: accountBlocks() },
};
/** A known device is bounded as an account is, on its own count. */
const deviceBound = accountBound;
const addressBound: TryBound = {
  max: ADDRESS_MAX_FAILURES,
  windowSeconds: ADDRESS_WINDOW_SECONDS,
  block: { kind: 'restOfWindow' },
};

/**
 * A try at a secret, counted before the secret is checked (issue 39). Left as it is, it stays counted:
 * a failure. The caller says when it was none.
 */
export interface Try {
  /** The secret was right: the account's (or the device's) count starts again; the address's try is given back. */
  succeeded(): Promise<void>;
  /** The try was no guess (the check could not be made): every count it took is given back. */
  giveBack(): Promise<void>;
}

/**
 * Failure counters of one kind of secret check (`scope`, e.g. "login"), kept in the database so
 * that every server process sees the same counts. Every try is counted first, by one statement that
 * counts and answers the count (`countTry`), and only a try the count allows reaches the check: tries
 * racing in at once, to any process, cannot all be checked before the first failure is written.
 */
export function createThrottle(db: Queryable, scope: string, now: () => Date) {
  const give = (counted: CountedTry, bound: TryBound) => giveBackTry(db, counted, bound);

  async function refuse(key: string, at: Date): Promise<never> {
    const until = await blockedUntilOf(db, key, at);
    const seconds = until ? Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)) : 1;
    throw tooMany(serverMessage('tooManyFailedAttempts'), seconds);
  }

  return {
    /**
     * Counts a try of an unknown client (no valid device cookie) against the account and the client
     * address, before the secret is checked; 429 when either is blocked, and then nothing is counted.
     */
    async begin(account: string, address: string): Promise<Try> {
      const at = now();
      const addr = addressKey(scope, address);
      const acct = accountKey(scope, account);
      // The address first: a try from a blocked address never touches the account's count.
      const perAddress = await countTry(db, addr, at, addressBound);
      if (!perAddress) return refuse(addr, at);
      const perAccount = await countTry(db, acct, at, accountBound);
      if (!perAccount) {
        await give(perAddress, addressBound);
        return refuse(acct, at);
      }
      return {
        async succeeded() {
          await clearThrottle(db, acct);
          await give(perAddress, addressBound);
        },
        async giveBack() {
          await give(perAccount, accountBound);
          await give(perAddress, addressBound);
        },
      };
    },

    /**
     * Counts a try from a known device (sign-in with a valid device cookie, OWASP's device cookies)
     * against that device's own allowance only: neither the address's nor the account's count, which
     * is how a flood from its address or at its account leaves it signing in. Null when the device's
     * allowance is spent: the caller goes on as an unknown client (`begin`).
     */
    async beginOnDevice(device: string): Promise<Try | null> {
      const key = deviceKey(scope, device);
      const counted = await countTry(db, key, now(), deviceBound);
      if (!counted) return null;
      return {
        succeeded: () => clearThrottle(db, key),
        giveBack: () => give(counted, deviceBound),
      };
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
