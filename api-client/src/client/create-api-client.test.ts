import { instance, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageResponse } from '../contract/auth.js';
import { endpoint, type AnyEndpoint } from '../contract/endpoint.js';
import { endpoints } from '../contract/endpoints.js';
import { createApiClient, type ApiClientOptions } from './create-api-client.js';
import { HttpError, NetworkError, TimeoutError, ValidationError } from './errors.js';
import { fileNameFromContentDisposition } from './download.js';
import { memoryTokenStore } from './tokens.js';

const ping = endpoint({ method: 'GET', path: '/ping', response: MessageResponse, access: 'self' });
const save = endpoint({
  method: 'POST',
  path: '/save',
  body: object({ name: string() }),
  response: MessageResponse,
  access: 'self',
});

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
}

type Answer = Response | ((request: Seen, signal: AbortSignal | undefined) => Response | Promise<Response>);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const tokenPair = (n: number) =>
  json(200, { data: { access_token: `access-${n}`, refresh_token: `refresh-${n}` } });

/**
 * A fake server: answers each path from its own queue, in order, and records every request. A
 * request with no answer left never settles until its signal aborts (like a server that hangs).
 */
function fakeServer(routes: Record<string, Answer[]>) {
  const seen: Seen[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://api.test');
    const headers = new Headers(init.headers);
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      authorization: headers.get('authorization'),
    };
    seen.push(request);
    const answer = routes[request.path]?.shift();
    if (!answer)
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      });
    return typeof answer === 'function' ? answer(request, init.signal ?? undefined) : answer;
  });
  return { fetch: fetchImpl as unknown as typeof fetch, seen };
}

function client(routes: Record<string, Answer[]>, options: Partial<ApiClientOptions> = {}) {
  const server = fakeServer(routes);
  const tokens = memoryTokenStore({ accessToken: 'access-0', refreshToken: 'refresh-0' });
  const onLogout = vi.fn();
  const api = createApiClient({ baseUrl: '/api', tokens, onLogout, fetch: server.fetch, ...options });
  return { api, tokens, onLogout, seen: server.seen };
}

describe('refresh on an expired access token', () => {
  it('refreshes once for concurrent 401s and retries each call once with the new token', async () => {
    let release!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (release = resolve));
    const { api, tokens, seen } = client({
      '/ping': [
        json(401, { message: 'expired' }),
        json(401, { message: 'expired' }),
        json(401, { message: 'expired' }),
        json(200, { message: 'one' }),
        json(200, { message: 'two' }),
        json(200, { message: 'three' }),
      ],
      '/refresh-token': [async () => (await refreshAnswered, tokenPair(1))],
    });

    const calls = [api.call(ping), api.call(ping), api.call(ping)];
    await vi.waitFor(() => expect(seen.filter((r) => r.path === '/refresh-token')).toHaveLength(1));
    release();

    expect((await Promise.all(calls)).map((answer) => answer.message).sort()).toEqual([
      'one',
      'three',
      'two',
    ]);
    expect(seen.filter((r) => r.path === '/refresh-token')).toHaveLength(1);
    expect(seen.filter((r) => r.path === '/ping').map((r) => r.authorization)).toEqual([
      'Bearer access-0',
      'Bearer access-0',
      'Bearer access-0',
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-1',
    ]);
    expect(tokens.getRefreshToken()).toBe('refresh-1');
  });

  it('retries only once: a second 401 after a refresh is the caller’s error', async () => {
    const { api, seen, onLogout } = client({
      '/ping': [json(401, { message: 'expired' }), json(403, { message: 'Forbidden' })],
      '/refresh-token': [tokenPair(1)],
    });

    await expect(api.call(ping)).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(seen.map((r) => r.path)).toEqual(['/ping', '/refresh-token', '/ping']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('signs out when the server refuses the refresh token', async () => {
    const { api, tokens, onLogout, seen } = client({
      '/ping': [json(401, { message: 'expired' })],
      '/refresh-token': [json(401, { message: 'Invalid refresh token' })],
    });

    await expect(api.call(ping)).rejects.toMatchObject({ status: 401, message: 'expired' });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(seen.map((r) => r.path)).toEqual(['/ping', '/refresh-token']);
  });

  it("hands the server's reason to onLogout: a suspended account's refresh says why", async () => {
    const { api, onLogout } = client({
      '/ping': [json(403, { message: 'forbidden' })],
      '/refresh-token': [
        json(403, {
          message: 'Your account is suspended. Contact your administrator.',
          code: 'accountSuspended',
        }),
      ],
    });

    await expect(api.call(ping)).rejects.toMatchObject({ status: 403 });
    expect(onLogout).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'accountSuspended' }));
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { api, tokens, onLogout } = client({
      '/ping': [json(401, { message: 'expired' })],
      '/refresh-token': [
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    });

    await expect(api.call(ping)).rejects.toBeInstanceOf(NetworkError);
    expect(onLogout).not.toHaveBeenCalled();
    expect(tokens.getRefreshToken()).toBe('refresh-0');
  });

  it('does not refresh for a public endpoint', async () => {
    const health = endpoint({ method: 'GET', path: '/open', response: MessageResponse, access: 'public' });
    const { api, seen } = client({ '/open': [json(401, { message: 'no' })] });

    await expect(api.call(health)).rejects.toBeInstanceOf(HttpError);
    expect(seen).toEqual([{ method: 'GET', path: '/open', authorization: null }]);
  });
});

describe("the server's message codes", () => {
  it('gives the code and values of a refusal, after the beforeHttpError hook has run', async () => {
    const order: string[] = [];
    const beforeHttpError = vi.fn(async (error: HttpError) => {
      await Promise.resolve();
      order.push(`hook ${error.code}`);
    });
    const refusal = {
      message: 'You do not have the "users.read" permission',
      code: 'permissionMissing',
      params: { permission: 'users.read' },
      error: [{ path: 'name', message: 'Must be at least 2.', code: 'atLeastTwo' }],
    };
    const { api } = client(
      { '/save': [json(409, refusal)], '/ping': [json(400, { message: 'plain' })] },
      {
        beforeHttpError,
      },
    );
    const failed = (await api.call(save, { body: { name: 'x' } }).catch((error: unknown) => {
      order.push('caller');
      return error;
    })) as HttpError;
    expect(order).toEqual(['hook permissionMissing', 'caller']);
    expect(failed).toMatchObject({ status: 409, message: refusal.message, code: 'permissionMissing' });
    expect(failed.params).toEqual({ permission: 'users.read' });
    expect(failed.error).toEqual(refusal.error);
    // A message without a code, and a hook that fails, still give the caller the server's error.
    beforeHttpError.mockRejectedValueOnce(new Error('texts could not load'));
    const plain = (await api.call(ping).catch((error: unknown) => error)) as HttpError;
    expect(plain).toMatchObject({ status: 400, message: 'plain', code: null, params: {} });
  });
});

describe("the server's message codes, after a refresh", () => {
  it('does not run beforeHttpError for a 401 that a refresh answers', async () => {
    const beforeHttpError = vi.fn();
    const { api } = client(
      {
        '/ping': [json(401, { message: 'expired' }), json(200, { message: 'pong' })],
        '/refresh-token': [tokenPair(1)],
      },
      { beforeHttpError },
    );
    expect(await api.call(ping)).toEqual({ message: 'pong' });
    expect(beforeHttpError).not.toHaveBeenCalled();
  });
});

describe('Retry-After', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits out a short Retry-After on a GET, then sends it once more', async () => {
    const { api, seen } = client({
      '/ping': [json(503, { message: 'Busy' }, { 'retry-after': '2' }), json(200, { message: 'pong' })],
    });

    const answer = api.call(ping);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ message: 'pong' });
    expect(seen).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    const { api, seen } = client({
      '/ping': [
        json(429, { message: 'Slow down' }, { 'retry-after': '1' }),
        json(429, { message: 'Slow down' }, { 'retry-after': '1' }),
      ],
    });

    const answer = expect(api.call(ping)).rejects.toMatchObject({ status: 429, retryAfter: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    await answer;
    expect(seen).toHaveLength(2);
  });

  it('gives a long Retry-After, and every write, straight to the caller', async () => {
    const { api, seen } = client(
      {
        '/ping': [json(429, { message: 'Later' }, { 'retry-after': '60' })],
        '/save': [json(429, { message: 'Wait' }, { 'retry-after': '1' })],
      },
      { maxRetryAfterSeconds: 10 },
    );

    await expect(api.call(ping)).rejects.toMatchObject({ status: 429, retryAfter: 60 });
    await expect(api.call(save, { body: { name: 'x' } })).rejects.toMatchObject({
      status: 429,
      retryAfter: 1,
    });
    expect(seen.map((r) => r.path)).toEqual(['/ping', '/save']);
  });

  it('retries a refresh answered 429 after its Retry-After, and does not sign out for it', async () => {
    const { api, onLogout, seen } = client({
      '/ping': [json(401, { message: 'expired' }), json(200, { message: 'pong' })],
      '/refresh-token': [json(429, { message: 'Slow down' }, { 'retry-after': '3' }), tokenPair(1)],
    });

    const answer = api.call(ping);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(answer).resolves.toEqual({ message: 'pong' });
    expect(seen.map((r) => r.path)).toEqual(['/ping', '/refresh-token', '/refresh-token', '/ping']);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('stops waiting when the caller aborts', async () => {
    const { api, seen } = client({
      '/ping': [json(503, { message: 'Busy' }, { 'retry-after': '5' })],
    });
    const controller = new AbortController();

    const answer = expect(api.call(ping, { signal: controller.signal })).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await answer;
    expect(seen).toHaveLength(1);
  });
});

describe('request timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts a request after 30 s by default with a TimeoutError, a kind of NetworkError', async () => {
    const { api } = client({ '/ping': [] });

    const answer = api.call(ping).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await answer;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: 30_000 });
  });

  it('takes its limit from createApiClient', async () => {
    const { api } = client({ '/ping': [] }, { requestTimeoutMs: 500 });

    const answer = expect(api.call(ping)).rejects.toMatchObject({ name: 'TimeoutError', timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    await answer;
  });

  it('counts the time to read the answer too', async () => {
    const { api } = client(
      {
        '/ping': [
          (_request, signal) =>
            new Response(
              new ReadableStream({
                start(controller) {
                  controller.enqueue(new TextEncoder().encode('{"message":'));
                  signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
                },
              }),
              { status: 200 },
            ),
        ],
      },
      { requestTimeoutMs: 1_000 },
    );

    const answer = expect(api.call(ping)).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await answer;
  });

  it('gives an upload and a download the longer file limit', async () => {
    const upload = endpoint({
      method: 'POST',
      path: '/upload',
      body: instance(FormData),
      response: MessageResponse,
      access: 'self',
    });
    const { api } = client(
      { '/upload': [], '/orders/1/files/2': [] },
      { requestTimeoutMs: 1_000, fileTimeoutMs: 5_000 },
    );

    const sent = api.call(upload, { body: new FormData() }).catch((error: unknown) => error);
    const fetched = api.download('/orders/1/files/2').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void Promise.race([sent, fetched]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toMatchObject({ name: 'TimeoutError', timeoutMs: 5_000 });
    expect(await fetched).toMatchObject({ name: 'TimeoutError', timeoutMs: 5_000 });
  });

  it('leaves a caller’s abort a plain NetworkError', async () => {
    const { api } = client({ '/ping': [] });
    const controller = new AbortController();

    const answer = api.call(ping, { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await answer;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });
});

describe('the methods generated from the endpoints table', () => {
  interface Sent {
    method: string;
    path: string;
    search: string;
    body: unknown;
  }

  /** Answers each path with its JSON and records every request whole, its body included. */
  function recorded(answers: Record<string, unknown>) {
    const sent: Sent[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://api.test');
      const path = url.pathname.replace(/^\/api/, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      sent.push({ method: init.method ?? 'GET', path, search: url.search, body });
      return path in answers ? json(200, answers[path]) : json(500, { message: 'unexpected' });
    });
    const tokens = memoryTokenStore({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    const api = createApiClient({ baseUrl: '/api', tokens, fetch: fetchImpl as unknown as typeof fetch });
    return { api, tokens, sent };
  }

  const moved = { message: 'ok', data: { ids: [4, 5] } };

  it('has one method per endpoint, of the same name; an event stream and a file answer are read by their own methods instead', () => {
    const { api } = recorded({});
    for (const [name, entry] of Object.entries(endpoints))
      expect(typeof (api as Record<string, unknown>)[name], name).toBe(
        (entry as AnyEndpoint).eventStream || (entry as AnyEndpoint).fileAnswer ? 'undefined' : 'function',
      );
    expect(typeof api.streamNotifications).toBe('function');
    expect(typeof api.downloadLink).toBe('function');
    expect(typeof api.download).toBe('function');
  });

  it('asks for a download ticket and answers the address to open under the base URL (issue 28)', async () => {
    const { api, sent } = recorded({ '/downloads': { data: { url: '/users/export?lang=uk&ticket=abc' } } });
    await expect(api.downloadLink('/users/export?lang=uk')).resolves.toBe(
      '/api/users/export?lang=uk&ticket=abc',
    );
    expect(sent).toEqual([
      { method: 'POST', path: '/downloads', search: '', body: { path: '/users/export?lang=uk' } },
    ]);
  });

  it("sends the endpoint's method and path with the params, the query and the body", async () => {
    const { api, sent } = recorded({ '/orders/7/approve': moved, '/orders/3/start-production': moved });

    await expect(api.approveOrder({ params: { id: 7 }, query: { isSubOrder: true } })).resolves.toEqual(
      moved,
    );
    await api.startProduction({ params: { id: 3 }, body: { ids: [4, 5] } });
    expect(sent).toEqual([
      { method: 'PATCH', path: '/orders/7/approve', search: '?isSubOrder=true', body: undefined },
      { method: 'PATCH', path: '/orders/3/start-production', search: '', body: { ids: [4, 5] } },
    ]);
  });

  it('sends an upload as FormData with the file in its one `file` field', async () => {
    const info = { id: 1, name: 'plan.txt', mime: 'text/plain', size: 5, author: null };
    const { api, sent } = recorded({
      '/orders/9/files': { message: 'ok', data: { ...info, createdAt: '2026-01-01T00:00:00.000Z' } },
    });

    await api.addFile({
      params: { id: 9 },
      file: new Blob(['hello'], { type: 'text/plain' }),
      fileName: 'plan.txt',
    });
    expect(sent).toMatchObject([{ method: 'POST', path: '/orders/9/files' }]);
    const form = sent[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['file']);
    const file = form.get('file') as File;
    expect(file.name).toBe('plan.txt');
    expect(await file.text()).toBe('hello');
  });

  it('calls an endpoint whose contract loads with its first call as any other, its answer checked by its struct', async () => {
    const pairs = { data: [], pagination: { page: 1, limit: 5, count: 0 } };
    const upload = {
      message: 'ok',
      data: { id: 8, fileName: 'c.csv', rows: 1, headings: ['Name'], preview: [], mapping: { name: 0 } },
    };
    const { api, sent } = recorded({
      '/customers/duplicates': pairs,
      '/customers/imports': upload,
      '/customers/5/merge': { message: 'ok', data: { id: 'not an id' } },
    });
    await expect(api.customerDuplicates({ query: {} })).resolves.toEqual(pairs);
    await expect(
      api.uploadCustomerImport({ file: new Blob(['Name\nAnna\n']), fileName: 'c.csv' }),
    ).resolves.toEqual(upload);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /customers/duplicates',
      'POST /customers/imports',
    ]);
    expect((sent[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    // The loaded struct checks the answer: one that is not the contract's is refused.
    await expect(api.mergeCustomers({ params: { id: 5 }, body: { duplicateId: 6 } })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('keeps the new session of a password change, and forgets the tokens on logout whatever the answer', async () => {
    const { api, tokens, sent } = recorded({
      '/password/change': { message: 'ok', data: { token: 'access-1', refreshToken: 'refresh-1' } },
    });

    await api.changePassword({ body: { oldPassword: 'old secret', newPassword: 'new secret' } });
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(tokens.getRefreshToken()).toBe('refresh-1');

    await expect(api.logout()).rejects.toMatchObject({ status: 500 });
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/logout',
      search: '',
      body: { refreshToken: 'refresh-1' },
    });
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('makes a missing or wrong argument a type error at the call site', () => {
    const { api } = recorded({});
    // Compiled, never called: each line must fail to type-check.
    const wrong = () => [
      // @ts-expect-error -- the endpoint has a path parameter: `params` is required
      api.orderDetails({}),
      // @ts-expect-error -- and so is the argument
      api.orderDetails(),
      // @ts-expect-error -- `id` is a number
      api.orderDetails({ params: { id: '1' } }),
      // @ts-expect-error -- `fileId` is missing
      api.deleteFile({ params: { id: 1 } }),
      // @ts-expect-error -- the login takes a body
      api.login({}),
      // @ts-expect-error -- an upload takes a file, not a body
      api.addFile({ params: { id: 1 }, body: new FormData() }),
      // @ts-expect-error -- the health check takes no body
      api.health({ body: {} }),
    ];
    // Nothing required: the argument may be left out.
    const fine = () => [api.health(), api.listUsers(), api.usersMe({ signal: new AbortController().signal })];
    expect([typeof wrong, typeof fine]).toEqual(['function', 'function']);
  });
});

describe('download', () => {
  const file = (body: string, disposition?: string) =>
    new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/plain',
        ...(disposition ? { 'content-disposition': disposition } : {}),
      },
    });

  it('GETs the file with the bearer token and returns its bytes and name', async () => {
    const { api, seen } = client({
      '/orders/1/files/2': [
        file('hello', `attachment; filename="plan_.txt"; filename*=UTF-8''plan%C2%B2.txt`),
      ],
    });

    const { blob, fileName } = await api.download('/orders/1/files/2');
    expect(await blob.text()).toBe('hello');
    expect(fileName).toBe('plan².txt');
    expect(seen).toEqual([{ method: 'GET', path: '/orders/1/files/2', authorization: 'Bearer access-0' }]);
  });

  it('takes a full URL under the base URL, and refuses any other address', async () => {
    const { api, seen } = client({ '/orders/1/files/2': [file('x')] });

    await expect(api.download('/api/orders/1/files/2')).resolves.toMatchObject({ fileName: null });
    await expect(api.download('https://elsewhere.test/api/orders/1/files/2')).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(seen).toHaveLength(1);
  });

  it('refreshes an expired token once, like any call', async () => {
    const { api, seen } = client({
      '/orders/1/files/2': [json(401, { message: 'expired' }), file('x', 'attachment; filename="a.pdf"')],
      '/refresh-token': [tokenPair(1)],
    });

    await expect(api.download('orders/1/files/2')).resolves.toMatchObject({ fileName: 'a.pdf' });
    expect(seen.map((r) => `${r.path} ${r.authorization}`)).toEqual([
      '/orders/1/files/2 Bearer access-0',
      '/refresh-token null',
      '/orders/1/files/2 Bearer access-1',
    ]);
  });

  it('gives the server’s own words for a refused file', async () => {
    const { api } = client({ '/orders/1/files/9': [json(404, { message: 'File not found' })] });

    await expect(api.download('/orders/1/files/9')).rejects.toMatchObject({
      status: 404,
      message: 'File not found',
    });
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name, then the quoted or bare one', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="a_b.txt"; filename*=UTF-8''a%20b.txt`)).toBe(
      'a b.txt',
    );
    expect(fileNameFromContentDisposition('attachment; filename="quote \\"1\\".pdf"')).toBe('quote "1".pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
