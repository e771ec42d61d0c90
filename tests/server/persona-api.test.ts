import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath } from '../../domain/api/paths.ts';
import { testNow } from '../support/test-clock.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: testNow });
});
afterAll(() => t.close());
beforeEach(() => t.db.deleteFrom('personaEvents').execute());

/** The rows once every write started so far has landed: the service writes after answering. */
const events = async () => {
  await t.app.personaWrites.settled();
  return t.db.selectFrom('personaEvents').selectAll().execute();
};
const TOKEN = 'api-key-6f1c2b0e-raw-token';

describe(`POST /api/${ApiPath.userPersonasUtil}`, () => {
  it('spec §7 userPersonasUtil: stores type 41 (copy phone) with page, keyword, sys_source and time; code 1', async () => {
    const response = await post(
      t.app,
      ApiPath.userPersonasUtil,
      { personasType: 41, personasPage: '/contact', keyword: '13800000000' },
      { sys_source: 'web-portal' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '1', message: '成功' });
    const [event, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      companyId: 1,
      personasType: 41,
      personasPage: '/contact',
      keyword: '13800000000',
      sysSource: 'web-portal',
      sessionKey: null,
    });
    expect(event!.createdAt).toBe(testNow().toISOString());
  });

  it('spec §3 Persona event: the session key is the SHA-256 of the Authorization token, never the token', async () => {
    await post(
      t.app,
      ApiPath.userPersonasUtil,
      { personasType: 25, personasPage: '/index', keyword: 'service@haicheng-demo.example.com' },
      { authorization: TOKEN },
    );
    const rows = await events();
    expect(rows[0]?.sessionKey).toBe(createHash('sha256').update(TOKEN).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
  });

  it('takes the company from the body when one is given', async () => {
    const response = await post(t.app, ApiPath.userPersonasUtil, {
      personasType: 25,
      personasPage: '/index',
      keyword: 'x',
      companyId: 1,
    });
    expect(response.json().code).toBe('1');
    expect((await events())[0]?.companyId).toBe(1);
  });

  it('answers an unknown company with code 404 and stores nothing', async () => {
    const response = await post(
      t.app,
      ApiPath.userPersonasUtil,
      { personasType: 25, personasPage: '/index', keyword: 'x', companyId: 77 },
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({ code: '404', message: 'No such company' });
    expect(await events()).toEqual([]);
  });

  it.each([
    [{ personasPage: '/index', keyword: 'x' }, 'personasType is required'],
    [{ personasType: '41', personasPage: '/index', keyword: 'x' }, 'personasType must be of type number'],
    [{ personasType: 41, keyword: 'x' }, 'personasPage is required'],
    [{ personasType: 41, personasPage: 7, keyword: 'x' }, 'personasPage must be of type string'],
    [{ personasType: 41, personasPage: '/index' }, 'keyword is required'],
    [
      { personasType: 41, personasPage: '/index', keyword: 'k'.repeat(501) },
      'keyword must be at most 500 characters long',
    ],
    [
      { personasType: 41, personasPage: '/index', keyword: 'x', companyId: 'one' },
      'companyId must be of type number',
    ],
  ])('rejects %j with HTTP 400 naming the field and stores nothing', async (body, message) => {
    const response = await post(t.app, ApiPath.userPersonasUtil, body, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
    expect(await events()).toEqual([]);
  });
});
