/**
 * Compressed answers (issue 12): the API's JSON and the page shell are compressed on the fly once
 * they pass 1 KiB, at fast levels (brotli 2, gzip 3: most of the size gain on JSON for a fraction of
 * the default levels' CPU, which bench:search showed in the search latency). The built files are
 * compressed once at build time at the highest level (vite.config.ts, scripts/precompress.ts) and
 * served as they are by the app shell's static files, which set their own `content-encoding`, so
 * this hook leaves them alone.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its framing and the CPU it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
    // Inflating request bodies would let a small upload expand past the body limits: nothing the
    // portal's clients send is compressed, so it stays off.
    globalDecompression: false,
  });
};
