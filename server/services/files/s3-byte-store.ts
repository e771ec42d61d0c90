/**
 * Stored files' bytes in an S3-compatible object store (FILE_STORE=s3): AWS S3, or any service
 * speaking its protocol (MinIO, Ceph, R2, OSS…) through S3_ENDPOINT. One PUT of the complete
 * received file makes the object appear whole or not at all; downloads stream from the store.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { type ByteStore, checkedName } from './byte-store.ts';

const isNotFound = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** `folder` keeps one kind of file apart (rate sheets) as a key prefix. */
export const createS3ByteStore = (settings: S3Settings, folder = ''): ByteStore => {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    // Unset, the SDK's own chain (environment, profile, instance role) finds them.
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's default
    // trailing checksums (aws-chunked uploads); SigV4 still signs every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string): string => `${folder}${checkedName(name)}`;
  return {
    commit: async (name, received) => {
      const { size } = await stat(received);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: createReadStream(received),
          ContentLength: size,
        }),
      );
      await rm(received, { force: true });
    },
    open: async (name) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    // S3 answers a delete of a missing key with success: deletes repeat safely.
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    localPathOf: () => undefined,
    close: () => client.destroy(),
  };
};
