// The file store on an S3-compatible bucket (S3_BUCKET; issue 29): PutObject, GetObject, HeadObject
// and DeleteObject, signed with AWS Signature Version 4 by aws4fetch (docs/decisions.md "Issue 29:
// uploads without a shared folder": why that client and not the AWS SDK).
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { FileStorageUnavailable, keysOf, type FileStore, type NewFile } from './file-store.js';

export type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** Longer than a 20 MB upload takes on any link a server has; a stalled service fails the request. */
const REQUEST_TIMEOUT_MS = 60_000;

/** An object's address: `endpoint/bucket/key` (path style), else `bucket.endpoint/key`. */
export function objectUrl(settings: S3Settings, key: string): string {
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle
    ? `${endpoint.origin}/${settings.bucket}/${key}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${key}`;
}

/** The four object operations the stores need, on one bucket. */
export function s3Bucket(settings: S3Settings) {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // Two more tries on a 5xx or 429 (50 ms, then 100 ms apart at most); a refused connection fails at once.
    retries: 2,
    initRetryMs: 50,
  });
  const urlOf = (key: string) => objectUrl(settings, key);

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await client.fetch(urlOf(key), {
        ...init,
        method,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FileStorageUnavailable(`S3 ${method} ${key} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /** The service's own words for a refusal: its status and `<Code>` (AccessDenied, SignatureDoesNotMatch...). */
  async function refusal(method: string, key: string, response: Response): Promise<FileStorageUnavailable> {
    const body = method === 'HEAD' ? '' : await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
    return new FileStorageUnavailable(
      `S3 ${method} ${settings.bucket}/${key} answered ${response.status}${code ? ` ${code}` : ''}`,
      { status: response.status },
    );
  }

  return {
    async put(file: NewFile): Promise<void> {
      const response = await send('PUT', file.key, {
        // A Buffer is a Uint8Array on an ArrayBuffer (never a shared one): sent without a copy.
        body: file.bytes as Uint8Array<ArrayBuffer>,
        headers: {
          'Content-Type': file.contentType,
          // The payload's hash is signed, so the service refuses bytes changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(file.bytes).digest('hex'),
        },
      });
      if (!response.ok) throw await refusal('PUT', file.key, response);
      await response.body?.cancel();
    },
    async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await refusal('GET', key, response);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async exists(key: string): Promise<boolean> {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw await refusal('HEAD', key, response);
      return true;
    },
    async remove(key: string): Promise<void> {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await refusal('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}

export type S3Bucket = ReturnType<typeof s3Bucket>;

/**
 * The object the readiness probe reads (issue 39). A HEAD of a missing key is refused 403 rather than
 * 404 to a key without s3:ListBucket, which the server does not need: so the probe puts this object
 * when it finds it missing or refused, and a put the service takes proves the bucket as well.
 */
export const READY_OBJECT: NewFile = {
  key: 'doorline/ready',
  bytes: Buffer.from(
    'Doorline CRM reads this object to tell whether the bucket answers (GET /api/health/ready).\n',
  ),
  contentType: 'text/plain; charset=utf-8',
};

/**
 * `onOrphan` is told of an object that could not be deleted after its row was (it stays in the
 * bucket, named by no row; the server logs it).
 */
export function s3FileStore(
  db: Db,
  bucket: S3Bucket,
  onOrphan: (key: string, error: unknown) => void,
): FileStore {
  async function removeAll(keys: string[]) {
    for (const key of keys) await bucket.remove(key).catch((error: unknown) => onOrphan(key, error));
  }
  return {
    kind: 's3',
    async change(add, write) {
      if (add) await bucket.put(add);
      let outcome;
      try {
        outcome = await db.transaction(write);
      } catch (error) {
        if (add) await removeAll([add.key]);
        throw error;
      }
      await removeAll(keysOf(outcome.remove).filter((key) => key !== add?.key));
      return outcome.result;
    },
    read: (key) => bucket.get(key),
    async add(file) {
      if (await bucket.exists(file.key)) return false;
      await bucket.put(file);
      return true;
    },
    async reachable() {
      try {
        if (await bucket.exists(READY_OBJECT.key)) return;
      } catch (error) {
        // Missing without s3:ListBucket; a wrong secret is refused the put below too.
        if (!(error instanceof FileStorageUnavailable) || error.status !== 403) throw error;
      }
      await bucket.put(READY_OBJECT);
    },
  };
}
