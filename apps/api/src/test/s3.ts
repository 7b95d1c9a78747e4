import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage } from '../services/storage-s3';
import { type Storage } from '../services/storage';

/** A local server speaking the S3 protocol, on a free port over a temporary folder, with one bucket. */
export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The API settings that send media to this bucket. */
  env: Record<string, string>;
  /** Storage over this bucket, as the API makes it from `env` (API_URL `http://api.test`). */
  storage(publicBaseUrl?: string): Storage;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes straight from the bucket, or null. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'sbc-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sbc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its own well-known key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storage(publicBaseUrl) {
      return createS3Storage({
        bucket,
        endpoint,
        region: 'us-east-1',
        credentials,
        forcePathStyle: true,
        publicBaseUrl,
        apiUrl: 'http://api.test',
      });
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async read(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return found.Body ? Buffer.from(await found.Body.transformToByteArray()) : null;
      } catch {
        return null;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
