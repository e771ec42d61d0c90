/**
 * Compressed answers: the API's JSON and the page shell are compressed on the fly once they pass
 * COMPRESS_THRESHOLD_BYTES (4 KiB), at fast levels (brotli 2, gzip 3: most of the size gain on JSON for a fraction of the
 * default levels' CPU). The built files are compressed once at build time at the highest level
 * (vite.config.ts, scripts/precompress.ts) and served as they are by the app shell's static files,
 * which set their own `content-encoding`, so this hook leaves them alone.
 *
 * A hook of its own rather than @fastify/compress: that plugin turns every answer into a stream,
 * which bench:search measured as a third of a schedule search's time (51 KB answers). Here an
 * answer is a string or a buffer, compressed in one call: inline up to COMPRESS_INLINE_MAX_BYTES,
 * on libuv's thread pool above. Handing a buffer to the pool costs about 120 µs of CPU whatever
 * its size (a zlib stream is set up and torn down, two threads wake), where compressing 1.7 KB
 * inline costs about 18 µs and 60 KB about 75 µs: the pool pays only for answers large enough to
 * hold the event loop up (docs/booking.md, "Where a hold's time goes").
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this a compressed answer saves less than its framing and the CPU it costs. */
export const COMPRESS_THRESHOLD_BYTES = 4096;
/** Up to this an answer is compressed on the event loop: at most about 0.1 ms of it. */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

const brotliOptions = (payload: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 3 };

const compressors: Record<Encoding, (payload: Buffer) => Buffer | Promise<Buffer>> = {
  br: (payload) =>
    payload.length <= COMPRESS_INLINE_MAX_BYTES
      ? zlib.brotliCompressSync(payload, brotliOptions(payload))
      : brotli(payload, brotliOptions(payload)),
  gzip: (payload) =>
    payload.length <= COMPRESS_INLINE_MAX_BYTES
      ? zlib.gzipSync(payload, GZIP_OPTIONS)
      : gzip(payload, GZIP_OPTIONS),
};

/**
 * The encoding to answer with under an `Accept-Encoding` header (RFC 9110 §12.5.3): the client's
 * highest q-value among br and gzip (br on a tie), `*` standing for either; none when neither is
 * acceptable, so the answer goes plain.
 */
export const chooseEncoding = (header: string | undefined): Encoding | undefined => {
  if (header === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return weightOf(best) > 0 ? best : undefined;
};

/** Text worth compressing: JSON, HTML, CSS, JavaScript, XML and SVG; pictures and archives are not. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

const addVary = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding'))
    reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
};

export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  app.addHook('onSend', async (request, reply, payload) => {
    // Streams are files: the built ones come with their own encoding, the others are pictures.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    const compressed = await compressors[encoding](body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
};
