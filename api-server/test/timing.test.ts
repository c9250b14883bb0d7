// docs/identity.md "Passwords": an unknown e-mail answers like a wrong password, in bytes and in time.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { scaled } from '../../scripts/test-time.cjs';

// Enough pairs that the median holds on a busy machine (npm test runs the suites side by side).
const TRIES = 150;
let server: TestServer;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function timedLogin(email: string, password: string) {
  // Counters cleared before each try, outside the measure, so the 5-failure bound never answers.
  await server.db.delete(authThrottle);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const body = JSON.parse(text) as Record<string, unknown>;
  delete body.requestId;
  return { status: response.status, bytes: JSON.stringify(body), raw: text, ms };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe('POST /login timing', () => {
  it(
    'answers an unknown e-mail and a wrong password alike, and in the same time',
    async () => {
      const unknown = () => timedLogin(`nobody.${process.pid}@example.test`, 'wrong-password-123');
      const wrong = () => timedLogin(user.email, 'wrong-password-123');
      // Warm up both paths (the dummy hash, the connection, the JIT).
      for (let i = 0; i < 3; i++) {
        await unknown();
        await wrong();
      }

      const unknownTimes: number[] = [];
      const wrongTimes: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        // Interleaved, alternating which goes first, so drift in load hits both alike.
        let a: Awaited<ReturnType<typeof timedLogin>>;
        let b: Awaited<ReturnType<typeof timedLogin>>;
        if (i % 2 === 0) {
          a = await unknown();
          b = await wrong();
        } else {
          b = await wrong();
          a = await unknown();
        }
        expect(a.status).toBe(401);
        expect(b.status).toBe(401);
        expect(a.raw).toBe(b.raw);
        expect(a.bytes).toBe(b.bytes);
        unknownTimes.push(a.ms);
        wrongTimes.push(b.ms);
      }
      const mUnknown = median(unknownTimes);
      const mWrong = median(wrongTimes);
      // Paired: each try's two sign-ins ran back to back, so a burst of load from the suites beside
      // this one (npm test runs them together on two cores) lands on both of a pair, not on one
      // path's median. The median of the pairs' differences, against the typical sign-in: a path
      // that skipped the hash (the leak this guards against) would differ by most of a sign-in.
      const pairedDifference = median(unknownTimes.map((ms, i) => ms - wrongTimes[i]!));
      const difference = Math.abs(pairedDifference) / median([...unknownTimes, ...wrongTimes]);
      console.info(
        `login medians over ${TRIES} tries: unknown e-mail ${mUnknown.toFixed(1)} ms, wrong password ${mWrong.toFixed(1)} ms, median paired difference ${pairedDifference.toFixed(1)} ms (${(difference * 100).toFixed(1)}%)`,
      );
      expect(difference).toBeLessThan(0.2);
    },
    scaled(40_000),
  );
});
