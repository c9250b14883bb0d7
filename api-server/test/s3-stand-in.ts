// A local S3 for the tests (issue 29): the peer cannot run here, so this stand-in speaks its protocol
// as the server's client sends it: PutObject, GetObject, HeadObject and DeleteObject on path-style
// addresses (`/<bucket>/<key>`), each request's AWS Signature Version 4 checked as S3 checks it, by
// its own implementation of the algorithm (not the client's): an unknown key id, a wrong secret, a
// request more than 15 minutes off, or a payload unlike its signed hash is refused with S3's status
// and error code. s3rver, the npm stand-in, was left: its last release is years old and it pulls in
// Koa 2, busboy 0.3 and fs-extra 8 (docs/decisions.md "Issue 29: uploads without a shared folder").
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Object {
  bytes: Buffer;
  contentType: string;
}

export interface S3StandIn {
  /** e.g. http://127.0.0.1:40123 (S3_ENDPOINT, with S3_FORCE_PATH_STYLE=1). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects of the bucket by key. */
  objects: Map<string, S3Object>;
  /** Every request answered, as `<METHOD> <key> <status>[ <code>]`. */
  log: string[];
  /** While on, every request answers 503 SlowDown-like `ServiceUnavailable` (an outage of the service). */
  setOutage(on: boolean): void;
  /**
   * While on, the service is down: nothing listens on its port, so every connection is refused
   * (issue 39); off, it listens on the same port again with the same objects.
   */
  setUnreachable(on: boolean): Promise<void>;
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding as SigV4 wants it: every byte but unreserved characters as %XX. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function errorXml(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Checks a request's SigV4 Authorization header; null when it holds, else S3's status and code. */
function verifySignature(
  request: http.IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date,
): { status: number; code: string } | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return { status: 403, code: 'AccessDenied' };
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== keys.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== keys.region) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!at || !amzDate.startsWith(day!)) return { status: 403, code: 'AccessDenied' };
  const when = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
  if (Math.abs(now.getTime() - when) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed' };
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return { status: 400, code: 'InvalidRequest' };
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return { status: 403, code: 'AccessDenied' };

  const url = new URL(request.url ?? '/', 'http://stand-in');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const expected = hmac(signingKey, stringToSign).toString('hex');
  return expected === signature ? null : { status: 403, code: 'SignatureDoesNotMatch' };
}

/** Starts the stand-in on 127.0.0.1 (a free port unless given) with one empty bucket. */
export async function startS3StandIn(
  options: { bucket?: string; region?: string; port?: number } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'doorline-test';
  const keys = {
    accessKeyId: 'DOORLINETESTKEY',
    secretAccessKey: 'doorline-test-secret-of-the-s3-stand-in',
    region: options.region ?? 'eu-test-1',
  };
  const objects = new Map<string, S3Object>();
  const log: string[] = [];
  let outage = false;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const [, bucketName, ...rest] = path.split('/');
      const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
      const answer = (status: number, code?: string, headers: Record<string, string> = {}, data?: Buffer) => {
        log.push(`${request.method} ${key} ${status}${code ? ` ${code}` : ''}`);
        const payload = code && request.method !== 'HEAD' ? Buffer.from(errorXml(code, code)) : data;
        response.writeHead(status, {
          ...(code ? { 'content-type': 'application/xml' } : {}),
          ...headers,
          ...(payload && request.method !== 'HEAD' ? { 'content-length': String(payload.length) } : {}),
        });
        response.end(request.method === 'HEAD' ? undefined : payload);
      };
      if (outage) return answer(503, 'ServiceUnavailable');
      const refused = verifySignature(request, body, keys, new Date());
      if (refused) return answer(refused.status, refused.code);
      if (bucketName !== bucket) return answer(404, 'NoSuchBucket');
      if (!key) return answer(400, 'InvalidRequest');
      const object = objects.get(key);
      switch (request.method) {
        case 'PUT': {
          const length = Number(request.headers['content-length']);
          if (!Number.isFinite(length) || length !== body.length) return answer(411, 'MissingContentLength');
          objects.set(key, {
            bytes: body,
            contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          });
          return answer(200, undefined, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        }
        case 'GET':
        case 'HEAD':
          if (!object) return answer(404, 'NoSuchKey');
          return answer(
            200,
            undefined,
            {
              'content-type': object.contentType,
              'content-length': String(object.bytes.length),
              etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
            },
            object.bytes,
          );
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405, 'MethodNotAllowed');
      }
    });
  });
  const listen = (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    log,
    setOutage: (on) => {
      outage = on;
    },
    setUnreachable: async (on) => {
      if (on === !server.listening) return;
      await (on ? stop() : listen(port));
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

/** The server's settings (`Config['storage']`) for a bucket of the stand-in; `secret` to try a wrong one. */
export function s3StorageOf(standIn: S3StandIn, secret = standIn.secretAccessKey) {
  return {
    kind: 's3' as const,
    bucket: standIn.bucket,
    endpoint: standIn.endpoint,
    region: standIn.region,
    accessKeyId: standIn.accessKeyId,
    secretAccessKey: secret,
    forcePathStyle: true,
  };
}

/** The same as environment variables, for a server process (system tests). */
export function s3EnvOf(standIn: S3StandIn): Record<string, string> {
  return {
    S3_BUCKET: standIn.bucket,
    S3_ENDPOINT: standIn.endpoint,
    S3_REGION: standIn.region,
    S3_ACCESS_KEY_ID: standIn.accessKeyId,
    S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
}
