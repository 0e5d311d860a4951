import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL (with `prefix`) and the AWS settings that point the API at this server. */
  env(prefix?: string): Record<string, string>;
  /** Every object key in the bucket (under `prefix/` when given, without it). */
  keys(prefix?: string): Promise<string[]>;
  /** Writes an object directly (not through the API's storage), e.g. a foreign file. */
  putRaw(key: string, body: string | Buffer): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket, its objects
 * in a temp folder removed by `stop()`.
 */
export async function startS3Server(bucket = 'stackfolio-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async keys(prefix = '') {
      const start = prefix ? `${prefix}/` : '';
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) keys.push((o.Key ?? '').slice(start.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async putRaw(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
