// The API client's README, run: its example (api-client/examples/first-call.ts, printed in the
// README word for word) signs in, makes its first calls, resumes a session and explains a failure
// against a real server, so the README cannot drift from the client or the contract.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCall, resumedSession, signInFailure } from '../../api-client/examples/first-call.js';
import { startTestServer } from './helpers.js';

const DEMO = { email: 'sales@doorline.test', password: 'doorline-demo' };
const EXAMPLE = 'examples/first-call.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => {
  await server?.close();
});

/** The README's TypeScript block that the marker comment names. */
function readmeBlock(readme: string, file: string): string | undefined {
  const marker = `<!-- ${file}: run by api-server/test/api-client-readme.test.ts -->`;
  const at = readme.indexOf(marker);
  if (at < 0) return undefined;
  return /```ts\n([\s\S]*?)```/.exec(readme.slice(at + marker.length))?.[1];
}

describe('the API client README', () => {
  const readme = readFileSync(new URL('../../api-client/README.md', import.meta.url), 'utf8');

  it('prints the example that this test runs, word for word', () => {
    const example = readFileSync(new URL(`../../api-client/${EXAMPLE}`, import.meta.url), 'utf8');
    expect(readmeBlock(readme, EXAMPLE)).toBe(example);
  });

  it('signs in, keeps the login data.token as the access token, and makes its first calls', async () => {
    const answer = await firstCall(server.baseUrl, DEMO.email, DEMO.password);
    expect(answer.name).toBeTruthy();
    expect(answer.quotes.length).toBeGreaterThan(0);
    expect(answer.saved).toEqual(expect.any(String));
  });

  it('resumes a session from a saved refresh token through the client refresh', async () => {
    const { saved } = await firstCall(server.baseUrl, DEMO.email, DEMO.password);
    const resumed = await resumedSession(server.baseUrl, saved ?? '');
    expect(resumed.email).toBe(DEMO.email);
    // The refresh rotated the token: the saved one has been traded for a new one.
    expect(resumed.refreshToken).toEqual(expect.any(String));
    expect(resumed.refreshToken).not.toBe(saved);
  });

  it('explains a failed sign-in with the typed error', async () => {
    expect(await signInFailure(server.baseUrl, DEMO.email, 'wrong-password')).toBe(
      '401: Invalid email or password',
    );
    expect(await signInFailure('http://127.0.0.1:9/api', DEMO.email, DEMO.password)).toBe(
      'the server could not be reached',
    );
    expect(await signInFailure(server.baseUrl, DEMO.email, DEMO.password)).toBeNull();
  });
});
