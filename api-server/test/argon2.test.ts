// Password storage (docs/identity.md "Passwords"): argon2id with OWASP's settings, re-hash on sign-in
// when the stored hash is weaker, 128 characters at most and no truncation.
import { hash, parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { post, startTestServer, type TestServer } from './helpers.js';

// @node-rs/argon2's `Algorithm` is a const enum, which isolated modules cannot read.
const ARGON2I = 1;
const ARGON2ID = 2;
type HashOptions = NonNullable<Parameters<typeof hash>[1]>;
const weakHash = (password: string, options: object) => hash(password, options as HashOptions);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => {
  await server?.close();
});

const login = (email: string, password: string) => post(`${server.baseUrl}/login`, { email, password });

async function storedHash(email: string) {
  const [row] = await server.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row!.hash!;
}

function expectStrong(passwordHash: string) {
  expect(passwordHash.startsWith('$argon2id$')).toBe(true);
  const options = parseOptions(passwordHash);
  expect(options.algorithm).toBe(ARGON2ID);
  expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
  expect(options.timeCost).toBeGreaterThanOrEqual(2);
}

describe('stored password hashes', () => {
  it('are argon2id with at least 19 MiB and 2 passes, for seeded and created users', async () => {
    expectStrong(await storedHash('sales@doorline.test'));
    const user = await createUser(server.db);
    expectStrong(await storedHash(user.email));
  });

  it('are re-hashed with today’s settings at the next sign-in when weaker', async () => {
    const user = await createUser(server.db);
    for (const weak of [
      await weakHash(user.password, {
        algorithm: ARGON2ID,
        memoryCost: 4096,
        timeCost: 1,
        parallelism: 1,
      }),
      await weakHash(user.password, {
        algorithm: ARGON2I,
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      }),
    ]) {
      expect(() => expectStrong(weak)).toThrow();
      await server.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
      expect((await login(user.email, user.password)).status).toBe(200);
      const rehashed = await storedHash(user.email);
      expect(rehashed).not.toBe(weak);
      expectStrong(rehashed);
      // And the new hash still signs in.
      expect((await login(user.email, user.password)).status).toBe(200);
    }
  });

  it('leave a strong hash alone at sign-in', async () => {
    const user = await createUser(server.db);
    const before = await storedHash(user.email);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await storedHash(user.email)).toBe(before);
  });
});

describe('password length', () => {
  it('accepts 128 characters and refuses 129 with 400', async () => {
    const password = 'Ab1-'.repeat(32);
    expect(password).toHaveLength(128);
    const user = await createUser(server.db, { password });
    expect((await login(user.email, password)).status).toBe(200);
    const tooLong = await login(user.email, password + 'x');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.map((e: { path: string }) => e.path)).toEqual(['password']);
  });

  it('does not truncate: the first 72 characters of a longer password do not sign in', async () => {
    const password = 'x'.repeat(72) + '-the-rest-matters';
    const user = await createUser(server.db, { password });
    expect((await login(user.email, password.slice(0, 72))).status).toBe(401);
    expect((await login(user.email, password.slice(0, -1))).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(200);
  });
});
