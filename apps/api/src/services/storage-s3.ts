import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, a local s3rver); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (instance role, AWS_* variables) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Where browsers fetch objects directly (a CDN or a public bucket); unset means through the API. */
  publicBaseUrl?: string;
  /** The API's own origin, whose /media/ route streams objects when there is no public URL. */
  apiUrl: string;
}

/** Whether an S3 answer means "no such object" (GetObject answers NoSuchKey, a HEAD-like miss a bare 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Media in an S3-compatible bucket. Objects carry their content type and the same long cache
 * lifetime as the /media/ route, so both ways of serving them behave alike for browsers.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle,
    // Checksums only where the protocol needs them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const base = options.publicBaseUrl ?? `${options.apiUrl}/media`;

  async function fetchObject(key: string, range?: ByteRange) {
    assertSafeKey(key);
    try {
      return await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, content, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: content,
          ContentType: contentType,
          ContentLength: content.length,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const found = await fetchObject(key);
      if (!found?.Body) return null;
      return Buffer.from(await found.Body.transformToByteArray());
    },
    async size(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      const found = await fetchObject(key, range);
      if (!found?.Body) return null;
      return { body: found.Body as Readable, size: found.ContentLength ?? 0 };
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url(key) {
      return `${base}/${key}`;
    },
  };
}
