/** The part of @20minutes/s3rver (an S3-protocol server in Node; no types of its own) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
