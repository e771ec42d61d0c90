/**
 * UserPersonasUtil was anonymous and unlimited and stored sys_source untruncated (one IP
 * wrote 270 MB in 8 s). It is limited per IP, every stored text is bounded, and it is fire and
 * forget on the server too: the answer never waits for the write, and a failed write is only logged.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYS_SOURCE_HEADER } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { PERSONAS_SYS_SOURCE_MAX_LENGTH } from '../../domain/api/schemas.ts';
import { MINUTE_MS } from '../../server/services/accounts/clock.ts';
import { RateLimits } from '../../server/services/accounts/rate-limiter.ts';
import { createPersonaService } from '../../server/services/persona-service.ts';
import { testNowMs } from '../support/test-clock.ts';
import { addCompany, signIn } from './support/tenants.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';
import { TEST_DB } from './support/test-database.ts';

/** Moves only when told: the limit's window is crossed without waiting a minute. */
let at = testNowMs();
const logged: { level: number; msg: string; err?: { message: string } }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    now: () => new Date(at),
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  await addCompany(t.db, 2);
});
afterAll(() => t.close());
beforeEach(() => t.db.deleteFrom('personaEvents').execute());

const EVENT = { personasType: 41, personasPage: '/contact', keyword: '13800000000' };
let ips = 0;
const freshIp = () => `10.8.${(++ips >> 8) & 255}.${ips & 255}`;

const send = (
  body: unknown,
  { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${ApiPath.userPersonasUtil}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload: JSON.stringify(body),
  });

const events = async () => {
  await t.app.personaWrites.settled();
  return t.db.selectFrom('personaEvents').selectAll().execute();
};

describe('userPersonasUtil is anonymous and unlimited', () => {
  it(`is limited to ${RateLimits.personaPerIp.limit} events a minute per IP (HTTP 429), other IPs unaffected`, async () => {
    const ip = freshIp();
    const { limit } = RateLimits.personaPerIp;
    for (let index = 0; index < limit; index++) expect((await send(EVENT, { ip })).json().code).toBe('1');
    const over = await send(EVENT, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: '429', message: 'Too many requests; please try again later' });
    expect(await events()).toHaveLength(limit);
    expect((await send(EVENT)).json().code).toBe('1');
    at += MINUTE_MS;
    expect((await send(EVENT, { ip })).json().code).toBe('1');
    expect(await events()).toHaveLength(limit + 2);
  });
});

describe('userPersonasUtil stores sys_source untruncated', () => {
  it(`cuts the sys_source header to ${PERSONAS_SYS_SOURCE_MAX_LENGTH} characters`, async () => {
    const response = await send(EVENT, { headers: { [SYS_SOURCE_HEADER]: 's'.repeat(100_000) } });
    expect(response.json().code).toBe('1');
    const [event] = await events();
    expect(event!.sysSource).toBe('s'.repeat(PERSONAS_SYS_SOURCE_MAX_LENGTH));
  });

  it('bounds every text of the body (page 200, keyword 500) and stores nothing over it', async () => {
    for (const [body, message] of [
      [{ ...EVENT, personasPage: 'p'.repeat(201) }, 'personasPage must be at most 200 characters long'],
      [{ ...EVENT, keyword: 'k'.repeat(501) }, 'keyword must be at most 500 characters long'],
    ] as const) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: '400', message });
    }
    expect(await events()).toEqual([]);
  });

  it('refuses a control character in the sys_source header with HTTP 400, in the language asked', async () => {
    const tab = await send(EVENT, { headers: { [SYS_SOURCE_HEADER]: 'web\tportal' } });
    expect(tab.statusCode).toBe(400);
    expect(tab.json()).toEqual({
      code: '400',
      message: 'sys_source must not contain control characters such as NUL',
    });
    const chinese = await send(EVENT, {
      headers: { [SYS_SOURCE_HEADER]: 'web\tportal', 'accept-language': 'zh-CN' },
    });
    expect(chinese.json().message).toBe('sys_source 不能包含 NUL 等控制字符');
    expect(await events()).toEqual([]);
  });

  it('files a signed-in visitor’s event under the session’s company, never the body’s', async () => {
    const visitor = await signIn(t.db, { companyId: 2 });
    expect((await send({ ...EVENT, companyId: 1 }, { headers: visitor.headers })).json().code).toBe('1');
    const [event] = await events();
    expect(event!.companyId).toBe(2);
  });
});

describe('a failing persona write (a full disk) never breaks the answer or login', () => {
  const diskFull = async () => {
    if (TEST_DB === 'postgres') {
      await sql`create function persona_disk_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(
        t.db,
      );
      await sql`create trigger persona_disk_full before insert on persona_events for each row execute function persona_disk_full()`.execute(
        t.db,
      );
    } else {
      await sql`create trigger persona_disk_full before insert on persona_events
        begin select raise(fail, 'database or disk is full'); end`.execute(t.db);
    }
  };
  const diskFreed = async () => {
    await sql`drop trigger persona_disk_full${sql.raw(TEST_DB === 'postgres' ? ' on persona_events' : '')}`.execute(
      t.db,
    );
    if (TEST_DB === 'postgres') await sql`drop function persona_disk_full()`.execute(t.db);
  };

  it('answers code 1 at once, logs the failed write, and the other calls go on working', async () => {
    await diskFull();
    try {
      logged.length = 0;
      const response = await send(EVENT);
      expect(response.statusCode).toBe(200);
      expect(response.json().code).toBe('1');
      expect(await events()).toEqual([]);
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'persona event not recorded', err: expect.anything() }),
      );
      // The same process keeps answering: a login attempt is judged as usual (no account here: code 0).
      const login = await post(
        t.app,
        ApiPath.weblogin,
        { email: 'nobody@example.com', password: 'U2FsdGVkX1+abc', companyId: 1, webFlag: 2 },
        { 'accept-language': 'en' },
      );
      expect(login.statusCode).toBeLessThan(500);
      expect((await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 })).json().code).toBe('1');
    } finally {
      await diskFreed();
    }
    expect((await send(EVENT)).json().code).toBe('1');
    expect(await events()).toHaveLength(1);
  });

  it('the service answers before it writes, and a write that never finishes does not hold the answer', async () => {
    let release: () => void = () => {};
    const inserts: unknown[] = [];
    const personas = createPersonaService({
      repositories: {
        companies: { exists: async () => true },
        personaEvents: {
          insert: (row: unknown) => {
            inserts.push(row);
            return new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        },
      } as never,
      limiter: { hit: async () => true } as never,
      now: () => new Date(at),
    });
    const origin = { ip: '10.9.0.1', sysSource: 'web-portal', authToken: undefined, logError: () => {} };
    expect(await personas.record(1, EVENT, origin)).toBe('accepted');
    expect(inserts).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(inserts).toHaveLength(1);
    let settled = false;
    const done = personas.settled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await done;
    expect(settled).toBe(true);
  });

  it('a database that cannot count the limit drops the event and still answers code 1', async () => {
    const errors: unknown[] = [];
    const personas = createPersonaService({
      repositories: { companies: { exists: async () => true } } as never,
      limiter: {
        hit: async () => {
          throw new Error('database or disk is full');
        },
      } as never,
      now: () => new Date(at),
    });
    const origin = {
      ip: '10.9.0.2',
      sysSource: '',
      authToken: undefined,
      logError: (e: unknown) => errors.push(e),
    };
    expect(await personas.record(1, EVENT, origin)).toBe('accepted');
    expect(errors).toHaveLength(1);
  });
});
