// The S3 client of the file store (issue 29) against the local S3 stand-in, which checks every
// request's signature as S3 does: what the routes' tests rely on, and what a misconfigured bucket
// looks like to the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StorageOf, startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import { FileStorageUnavailable } from './file-store.js';
import { objectUrl, s3Bucket } from './s3-store.js';

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(() => standIn?.close());

const file = (key: string, text: string) => ({ key, bytes: Buffer.from(text), contentType: 'text/plain' });

describe('s3Bucket', () => {
  it('puts, heads, gets and deletes an object, signed and with its payload hash', async () => {
    const bucket = s3Bucket(s3StorageOf(standIn));
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 13) % 256));
    await bucket.put({
      key: 'files/0123456789abcdef0123456789abcdef',
      bytes,
      contentType: 'application/pdf',
    });
    expect(standIn.objects.get('files/0123456789abcdef0123456789abcdef')).toEqual({
      bytes,
      contentType: 'application/pdf',
    });
    expect(await bucket.exists('files/0123456789abcdef0123456789abcdef')).toBe(true);
    const read = await bucket.get('files/0123456789abcdef0123456789abcdef');
    expect(read?.contentType).toBe('application/pdf');
    expect(read?.bytes.equals(bytes)).toBe(true);
    await bucket.remove('files/0123456789abcdef0123456789abcdef');
    expect(standIn.objects.size).toBe(0);
    expect(await bucket.exists('files/0123456789abcdef0123456789abcdef')).toBe(false);
    expect(await bucket.get('files/0123456789abcdef0123456789abcdef')).toBeNull();
    // Deleting what is not there is not a failure (S3 answers 204 too).
    await bucket.remove('files/0123456789abcdef0123456789abcdef');
  });

  it('is refused with S3 words for a wrong secret, an unknown key id and another region, writing nothing', async () => {
    const cases = [
      [{ ...s3StorageOf(standIn, 'not-the-secret-of-the-stand-in') }, 'answered 403 SignatureDoesNotMatch'],
      [{ ...s3StorageOf(standIn), accessKeyId: 'SOMEONEELSE' }, 'answered 403 InvalidAccessKeyId'],
      [{ ...s3StorageOf(standIn), region: 'us-east-1' }, 'answered 400 AuthorizationHeaderMalformed'],
    ] as const;
    for (const [settings, words] of cases) {
      const bucket = s3Bucket(settings);
      const put = bucket.put(file('photos/a.webp', 'x'));
      await expect(put).rejects.toBeInstanceOf(FileStorageUnavailable);
      await expect(put).rejects.toThrow(words);
      await expect(bucket.get('photos/a.webp')).rejects.toThrow(words);
    }
    expect(standIn.objects.size).toBe(0);
  });

  it('fails with FileStorageUnavailable while the service is out or unreachable', async () => {
    const bucket = s3Bucket(s3StorageOf(standIn));
    standIn.setOutage(true);
    try {
      await expect(bucket.put(file('photos/b.webp', 'x'))).rejects.toThrow('answered 503 ServiceUnavailable');
    } finally {
      standIn.setOutage(false);
    }
    // Retried twice on a 5xx, as S3 asks of its clients, then given up.
    expect(standIn.log.filter((line) => line === 'PUT photos/b.webp 503 ServiceUnavailable')).toHaveLength(3);
    const nowhere = s3Bucket({ ...s3StorageOf(standIn), endpoint: 'http://127.0.0.1:1' });
    await expect(nowhere.get('photos/b.webp')).rejects.toBeInstanceOf(FileStorageUnavailable);
  });

  it('addresses the bucket in the host name unless path style is asked for', () => {
    const settings = { ...s3StorageOf(standIn), endpoint: 'https://s3.eu-central-1.amazonaws.com' };
    expect(objectUrl({ ...settings, forcePathStyle: false }, 'photos/c.webp')).toBe(
      'https://doorline-test.s3.eu-central-1.amazonaws.com/photos/c.webp',
    );
    expect(objectUrl({ ...settings, forcePathStyle: true }, 'photos/c.webp')).toBe(
      'https://s3.eu-central-1.amazonaws.com/doorline-test/photos/c.webp',
    );
  });
});
