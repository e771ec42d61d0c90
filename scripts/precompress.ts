/**
 * Writes a brotli (.br) and a gzip (.gz) sibling of every built text file, at the highest levels,
 * once per build: the server sends them by Accept-Encoding (@fastify/static
 * `preCompressed`) instead of compressing the same bytes again for every visitor. A variant that
 * would not be smaller is not written, so the original is sent.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than a request's headers. */
const MIN_BYTES = 1024;

const filesBelow = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
};

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export const precompressDir = async (dir: string): Promise<PrecompressSummary> => {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of await filesBelow(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    summary.files += 1;
    summary.bytes += content.length;
    if (br.length < content.length) {
      await writeFile(`${file}.br`, br);
      summary.brotliBytes += br.length;
    }
    if (gz.length < content.length) {
      await writeFile(`${file}.gz`, gz);
      summary.gzipBytes += gz.length;
    }
  }
  return summary;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The Vite plugin: runs after every production build, on the output folder. */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(outDir);
      console.log(
        `precompressed ${files} files: ${kib(bytes)} -> brotli ${kib(brotliBytes)}, gzip ${kib(gzipBytes)}`,
      );
    },
  };
};
