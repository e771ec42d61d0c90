/**
 * An S3-protocol server on loopback for the tests of FILE_STORE=s3: @20minutes/s3rver, which checks
 * every request's SigV4 signature against its one account (S3RVER / S3RVER) and keeps objects in a
 * temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../../server/config.ts';

export const S3_TEST_BUCKET = 'portal-files';
/** The server's one account; any other key or secret is refused. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3Server {
  /** The settings of a store in the server's bucket, as FILE_STORE=s3 reads them. */
  settings: S3Settings;
  /** The same settings as the environment gives them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const startS3Server = async (): Promise<TestS3Server> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      endpoint,
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    },
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
