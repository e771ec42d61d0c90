/** Helmet's CSP directives kept, and the static server's refusals answered with the right code. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let staticDir: string;
let t: TestApp;
let overHttps: FastifyInstance;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  mkdirSync(path.join(staticDir, '.well-hidden'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'index-a1b2c3.js'), 'console.log("app");');
  writeFileSync(path.join(staticDir, '.env'), 'SECRET=copied-into-the-build-by-mistake');
  writeFileSync(path.join(staticDir, '.well-hidden', 'key.txt'), 'secret');
  t = await startTestApp({ staticDir });
  overHttps = await buildApp({
    config: readConfig({
      STATIC_DIR: staticDir,
      DATA_DIR: t.database.dir,
      PUBLIC_BASE_URL: 'https://portal.example.com',
    }),
    db: t.db,
  });
});
afterAll(async () => {
  await overHttps.close();
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const cspOf = async (app: FastifyInstance, url: string) =>
  String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);

describe("the CSP keeps helmet's defaults that useDefaults: false dropped", () => {
  it.each(['/index', '/api/openapi.json', '/assets/index-a1b2c3.js'])(
    "script-src-attr 'none' on %s",
    async (url) => {
      expect(await cspOf(t.app, url)).toContain("script-src-attr 'none'");
    },
  );

  it('upgrade-insecure-requests when the portal is served over HTTPS (PUBLIC_BASE_URL https://)', async () => {
    const csp = await cspOf(overHttps, '/index');
    expect(csp.split(';').map((directive) => directive.trim())).toContain('upgrade-insecure-requests');
  });

  it('no upgrade-insecure-requests on a plain-HTTP address, where it would send assets to an https:// nobody answers', async () => {
    expect(await cspOf(t.app, '/index')).not.toContain('upgrade-insecure-requests');
  });
});

describe('static 403s answer with the right code', () => {
  it.each([
    ['a dotfile', '/.env'],
    ['a file in a dot folder', '/.well-hidden/key.txt'],
    ['a directory', '/assets/'],
    ['a NUL byte', '/assets/index-a1b2c3.js%00'],
    ['a backslash path', '/assets/%5c..%5cindex.html'],
    ['an encoded traversal', '/assets/..%2f..%2fetc%2fpasswd'],
  ])('%s (%s) is a plain-text 403 in the request language, never the file', async (_label, url) => {
    for (const [language, text] of [
      ['en', 'This path may not be read'],
      ['zh-CN', '不允许访问该路径'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(text);
    }
  });

  it('the files themselves are still served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
  });
});
