// The API client against a real server instance: bearer tokens, one refresh at a time, retries,
// logout on a failed refresh, and typed errors.
import {
  HttpError,
  NetworkError,
  ValidationError,
  createApiClient,
  endpoints,
  memoryTokenStore,
  type LoginBody,
} from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './helpers.js';

const DEMO = { email: 'admin@doorline.test', password: 'doorline-demo' };

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => {
  await server?.close();
});

/** A fetch that records the path of every request it passes on. */
function countingFetch() {
  const paths: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname.replace(/^\/api/, ''));
    return fetch(input, init);
  };
  return { paths, fetchImpl };
}

async function signedInTokens() {
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokenStore() });
  const answer = await client.login({ body: DEMO });
  if (!('token' in answer.data)) throw new Error('demo admin has no 2FA');
  return answer.data;
}

describe('createApiClient against the server', () => {
  it('signs in and sends the access token as a bearer', async () => {
    const tokens = memoryTokenStore();
    const client = createApiClient({ baseUrl: server.baseUrl, tokens });
    const answer = await client.login({ body: DEMO });
    expect(answer.message).toBe('Login successful!');
    if (!('token' in answer.data)) throw new Error('expected tokens');
    tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
    const me = await client.getMe();
    expect(me.data.email).toBe(DEMO.email);
    expect(me.data.type).toBe('organization');
  });

  it('sends the refresh token as the bearer when it is the only token, then refreshes', async () => {
    const { refreshToken } = await signedInTokens();
    const tokens = memoryTokenStore({ refreshToken });
    const { paths, fetchImpl } = countingFetch();
    const client = createApiClient({ baseUrl: server.baseUrl, tokens, fetch: fetchImpl });
    const me = await client.getMe();
    expect(me.data.email).toBe(DEMO.email);
    expect(paths).toEqual(['/auth/get-me', '/refresh-token', '/auth/get-me']);
    expect(tokens.getAccessToken()).toBeTruthy();
    expect(tokens.getRefreshToken()).not.toBe(refreshToken);
  });

  it('keeps one refresh in flight for many calls that fail with 401, and retries each once', async () => {
    const { refreshToken } = await signedInTokens();
    const tokens = memoryTokenStore({ accessToken: 'expired.or.forged', refreshToken });
    const { paths, fetchImpl } = countingFetch();
    const onLogout = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, tokens, fetch: fetchImpl, onLogout });

    const answers = await Promise.all(Array.from({ length: 5 }, () => client.getMe()));

    expect(answers.map((a) => a.data.email)).toEqual(Array(5).fill(DEMO.email));
    expect(paths.filter((p) => p === '/refresh-token')).toHaveLength(1);
    expect(paths.filter((p) => p === '/auth/get-me')).toHaveLength(10);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails, and surfaces the 401', async () => {
    const tokens = memoryTokenStore({ accessToken: 'bad', refreshToken: 'not-a-refresh-token' });
    const onLogout = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, tokens, onLogout });
    const failure = await client.getMe().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('gives an HttpError with the server message and the fields for bad input', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokenStore() });
    const failure = await client
      .login({ body: { email: 'not-an-email', password: '' } as LoginBody })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    const error = failure as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/email/);
    expect(error.error.map((e) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('gives an HttpError 401 with the server message for a wrong password, without refreshing', async () => {
    const { paths, fetchImpl } = countingFetch();
    const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokenStore(), fetch: fetchImpl });
    const failure = await client
      .login({ body: { email: DEMO.email, password: 'wrong-password' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect((failure as HttpError).message).toBe('Invalid email or password');
    expect(paths).toEqual(['/login']);
  });

  it('gives a NetworkError when nothing answers', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', tokens: memoryTokenStore() });
    await expect(client.health()).rejects.toBeInstanceOf(NetworkError);
  });

  it('answers health without a token', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokenStore() });
    await expect(client.health()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });

  it('logout ends the session on the server and forgets the tokens', async () => {
    const { token, refreshToken } = await signedInTokens();
    const tokens = memoryTokenStore({ accessToken: token, refreshToken });
    const client = createApiClient({ baseUrl: server.baseUrl, tokens });
    await client.logout();
    expect(tokens.getRefreshToken()).toBeNull();
    const reuse = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokenStore() });
    await expect(reuse.refreshToken({ body: { refreshToken } })).rejects.toMatchObject({ status: 401 });
  });

  // A server that breaks the contract cannot be made on purpose, so this one answer is crafted.
  it('gives a ValidationError when a 2xx answer breaks the contract', async () => {
    const fetchImpl: typeof fetch = async () =>
      new Response(JSON.stringify({ status: 'fine' }), { headers: { 'content-type': 'application/json' } });
    const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokenStore(), fetch: fetchImpl });
    const failure = await client.call(endpoints.health).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).error.map((e) => e.path)).toContain('status');
  });
});
