import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { COMPRESS_THRESHOLD_BYTES, chooseEncoding } from '../../server/plugins/compression.ts';
import { OPENAPI_URL } from '../../server/routes/openapi-routes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Compression: built files compressed once at build time, dynamic answers above 4 KiB on the fly. */

// Realistic text: repeated but not trivially, like minified code.
const BUNDLE = Array.from({ length: 600 }, (_, i) => `export const v${i}=()=>"value ${i * 7919}";`).join(
  '\n',
);
const TINY = 'console.log(1);';
const SHELL = `<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div>${'<!-- shell -->'.repeat(200)}</body></html>`;

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-compress-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  writeFileSync(path.join(staticDir, 'assets', 'vendor-a1b2.js'), BUNDLE);
  writeFileSync(path.join(staticDir, 'assets', 'tiny-c3d4.js'), TINY);
  await precompressDir(staticDir);
  t = await startTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed static files', () => {
  it('writes brotli and gzip siblings of text files above 1 KiB, and none for smaller ones', () => {
    const br = readFileSync(path.join(staticDir, 'assets', 'vendor-a1b2.js.br'));
    const gz = readFileSync(path.join(staticDir, 'assets', 'vendor-a1b2.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(BUNDLE);
    expect(gunzipSync(gz).toString()).toBe(BUNDLE);
    expect(br.length).toBeLessThan(BUNDLE.length / 3);
    expect(() => readFileSync(path.join(staticDir, 'assets', 'tiny-c3d4.js.br'))).toThrow();
  });

  it('sends the brotli file to a browser that accepts it, keeping the immutable caching', async () => {
    const response = await get('/assets/vendor-a1b2.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/vendor-a1b2.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    const plain = await get('/assets/vendor-a1b2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('a small file without a sibling arrives intact whatever the client accepts', async () => {
    const response = await get('/assets/tiny-c3d4.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : response.rawPayload;
    expect(body.toString()).toBe(TINY);
  });
});

describe('compressed dynamic answers', () => {
  it('the page shell above 4 KiB is compressed for a browser that accepts it', async () => {
    const response = await get('/rates', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await get('/rates');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<!-- shell -->');
  });

  it('an API answer above 4 KiB is compressed; the same answer is plain without Accept-Encoding', async () => {
    const compressed = await get(OPENAPI_URL, 'gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await get(OPENAPI_URL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // Caches keep the two apart.
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('an answer a client refuses to have compressed (q=0) goes plain, and a small one is never compressed', async () => {
    const refused = await get(OPENAPI_URL, 'gzip;q=0, br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toHaveProperty('openapi');
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/webuser/getCompanyInfoById',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { companyId: 999_999 },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate', 'gzip'],
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0, *', undefined],
    ['deflate;q=1, GZIP;Q=0.2', 'gzip'],
    ['gzip;q=abc', undefined],
  ])('Accept-Encoding %j is answered with %j (RFC 9110 §12.5.3)', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('a gzip request body is not inflated: it is refused as unreadable JSON, never expanded', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: OPENAPI_URL,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{}'),
    });
    expect(response.statusCode).toBe(400);
  });
});
