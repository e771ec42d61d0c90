import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES, PUBLIC_ROUTES, WORKSPACE_ROUTES } from '../../domain/routes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div><script src="/assets/index-a1b2c3.js"></script></body></html>';

/** The built page, with the first paint written in (tests/server/first-paint.test.ts has the details). */
const expectAppPage = (body: string) => {
  expect(body).toMatch(/^<!doctype html><html lang="zh-CN"><head>.*<\/head><body><div id="root">/);
  expect(body).toContain('<script src="/assets/index-a1b2c3.js"></script></body></html>');
};

let staticDir: string;
let built: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, 'assets', 'index-a1b2c3.js'), 'console.log("app");');
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  built = await startTestApp({ staticDir });
  unbuilt = await startTestApp();
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('history fallback with the app built', () => {
  it('spec §2: every public and workspace route is an app route', () => {
    for (const route of ['/', '/workspace', ...PUBLIC_ROUTES, ...WORKSPACE_ROUTES]) {
      expect(APP_ROUTES).toContain(route);
    }
  });

  it.each(APP_ROUTES)('spec §2 routes: GET %s answers index.html with 200', async (route) => {
    const response = await get(built, route);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectAppPage(response.body);
  });

  it('keeps the route when a query string follows', async () => {
    const response = await get(built, '/tracking?billNo=ABC123');
    expect(response.statusCode).toBe(200);
    expectAppPage(response.body);
  });

  it.each(['/no-such-page', '/workspace/unknown', '/index/extra'])(
    'an unknown page %s answers index.html with 404 (the app shows its not-found page)',
    async (url) => {
      const response = await get(built, url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectAppPage(response.body);
    },
  );

  it('serves hashed assets with immutable caching', async () => {
    const response = await get(built, '/assets/index-a1b2c3.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files, revalidated on each use', async () => {
    const response = await get(built, '/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing-123.js', '/robots.txt', '/media/missing.png', '/media/'])(
    'a missing file %s is a plain 404, never the app',
    async (url) => {
      const response = await get(built, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    },
  );

  it('a POST to a page path is a 404, not the app', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/index' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });
});

describe('without a build', () => {
  it.each(['/', '/index', '/workspace/order'])('GET %s says to run the build', async (url) => {
    const response = await get(unbuilt, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('npm run build');
  });

  it('an unknown page says so with 404', async () => {
    const response = await unbuilt.app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('The app is not built: run `npm run build`, then start the server again.');
  });

  it('the API still works', async () => {
    const response = await unbuilt.app.inject({
      method: 'POST',
      url: '/api/webuser/getCompanyInfoById',
      payload: { companyId: 1 },
    });
    expect(response.json().code).toBe('1');
  });
});

describe('GET /media/<id>', () => {
  it('serves the bytes with the stored content type and immutable caching', async () => {
    const media = await built.db.selectFrom('media').select(['id', 'contentType']).execute();
    expect(media.length).toBeGreaterThanOrEqual(8);
    for (const { id, contentType } of media) {
      const response = await get(built, `/media/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('answers an unknown id with a plain 404', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/media/nope.png',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('No such picture');
  });
});
