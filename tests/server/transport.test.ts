import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../domain/api/paths.ts';
import { buildApp } from '../../server/app.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const url = `/api/${ApiPath.getCompanyInfoById}`;
const raw = (
  payload: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload });

describe('bad bodies keep the envelope and never cause a 500', () => {
  it('malformed JSON: HTTP 400, code 400, a clear message', async () => {
    const response = await raw('{"companyId": 1', 'application/json', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'The request body is not valid JSON' });
  });

  it('an empty JSON body: HTTP 400', async () => {
    const response = await raw('', 'application/json', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '400',
      message: 'The request body is empty; send a JSON object',
    });
  });

  it('a prototype-poisoning body: HTTP 400', async () => {
    const response = await raw('{"companyId": 1, "__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('400');
  });

  it('a body over 1 MiB: HTTP 413, code 413', async () => {
    const response = await raw(
      JSON.stringify({ companyId: 1, padding: 'x'.repeat(1024 * 1024) }),
      undefined,
      {
        'accept-language': 'en',
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: '413',
      message: 'The request body is too large; the limit is 1 MiB',
    });
  });

  it('a body just under 1 MiB is accepted', async () => {
    const body = JSON.stringify({ companyId: 1, padding: 'x'.repeat(1024 * 1024 - 40) });
    expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
    expect((await raw(body)).json().code).toBe('1');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'content type %s: HTTP 415 with the envelope',
    async (contentType) => {
      const response = await raw('companyId=1', contentType, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: '400',
        message: 'Unsupported content type; send application/json',
      });
    },
  );

  it('a JSON content type with a charset is fine', async () => {
    expect((await raw('{"companyId":1}', 'application/json; charset=utf-8')).json().code).toBe('1');
  });

  it('no body at all: HTTP 400 asking for a JSON object', async () => {
    const response = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'The request body must be a JSON object' });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'spec §7 all calls are POST: %s on an API path is HTTP 405',
    async (method) => {
      const response = await t.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toEqual({ code: '400', message: 'This endpoint accepts POST only' });
    },
  );

  it.each(['GET', 'POST'] as const)(
    'an unknown API path (%s) is HTTP 404 with the envelope',
    async (method) => {
      const response = await t.app.inject({
        method,
        url: '/api/webuser/noSuchThing',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: '404', message: 'No such endpoint' });
    },
  );
});

describe('messages in the language of the request', () => {
  it('spec §1 default language Chinese: no Accept-Language answers in Chinese', async () => {
    expect((await post(t.app, ApiPath.getCompanyInfoById, { companyId: 9 })).json().message).toBe(
      '未找到该公司',
    );
  });

  it.each(['en', 'en-US,en;q=0.9', 'EN-gb'])('Accept-Language %s answers in English', async (language) => {
    const response = await post(
      t.app,
      ApiPath.getCompanyInfoById,
      { companyId: 9 },
      { 'accept-language': language },
    );
    expect(response.json().message).toBe('No such company');
  });

  it.each(['zh-CN,zh;q=0.9,en;q=0.8', 'fr', ''])(
    'Accept-Language %j answers in Chinese',
    async (language) => {
      const response = await post(
        t.app,
        ApiPath.getCompanyInfoById,
        { companyId: 9 },
        { 'accept-language': language },
      );
      expect(response.json().message).toBe('未找到该公司');
    },
  );

  it('transport errors are translated too', async () => {
    expect((await raw('{')).json().message).toBe('请求体不是有效的 JSON');
    expect((await raw('{', 'application/json', { 'accept-language': 'en' })).json().message).toBe(
      'The request body is not valid JSON',
    );
  });

  it('a successful call says so in the language asked', async () => {
    expect((await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 })).json().message).toBe('成功');
    expect(
      (await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 }, { 'accept-language': 'en' })).json()
        .message,
    ).toBe('Success');
  });
});

describe('security headers', () => {
  const requests = [
    ['an API success', () => post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 })],
    ['an API failure', () => raw('{')],
    ['an unknown API path', () => t.app.inject({ method: 'POST', url: '/api/nothing' })],
    ['a page', () => t.app.inject({ method: 'GET', url: '/index' })],
    ['an unknown page', () => t.app.inject({ method: 'GET', url: '/no/such/page' })],
  ] as const;

  it.each(requests)('are on %s', async (_label, send) => {
    const response = await send();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('API answers are never cached', async () => {
    const response = await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('unexpected errors', () => {
  it('answer HTTP 500 with a generic message, never a stack trace', async () => {
    const broken = await startTestApp({ seed: false });
    // A closed database makes every query fail, as a lost connection would.
    await broken.db.destroy();
    const app = await buildApp({ config: { staticDir: broken.database.dir }, db: broken.db });
    try {
      const response = await post(
        app,
        ApiPath.getCompanyInfoById,
        { companyId: 1 },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: '500',
        message: 'Something went wrong on our side; please try again later',
      });
      expect(response.body).not.toMatch(/at .+\.ts:\d+|Error:|stack/);
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('publishes every API path with its request body schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const path of Object.values(ApiPath)) {
      expect(document.paths[`/api/${path}`]?.post, path).toBeDefined();
    }
    const companyBody =
      document.paths[`/api/${ApiPath.getCompanyInfoById}`].post.requestBody.content['application/json']
        .schema;
    expect(companyBody.required).toEqual(['companyId']);
    expect(companyBody.properties.companyId).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('is also available by POST, as every API call is', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/openapi.json' })).json().openapi).toBe('3.1.0');
  });
});
