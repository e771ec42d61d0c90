/** TRUST_PROXY decides whether X-Forwarded-For names the client whose requests the per-IP limits count. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { RateLimits } from '../../server/services/accounts/rate-limiter.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const withTrustProxy = (env: Record<string, string>): Promise<FastifyInstance> =>
  buildApp({
    config: readConfig({ STATIC_DIR: `${t.database.dir}/no-build`, DATA_DIR: t.database.dir, ...env }),
    db: t.db,
    // One fixed instant: a minute boundary must not reset the QR limit's window mid-test.
    now: () => new Date('2026-03-02T08:00:30.000Z'),
  });

/** Asks for a login QR code (limited per IP) from `peer`, claiming to forward for `client`. */
const askForQrCode = (app: FastifyInstance, peer: string, client: string) =>
  app.inject({
    method: 'POST',
    url: `/api/${AccountPath.getWebCnLoginQrCode}`,
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    payload: JSON.stringify({ companyId: 1, webFlag: 1 }),
  });

/** The addresses the QR limit has counted hits for. */
const countedAddresses = async (): Promise<string[]> =>
  (
    await t.db
      .selectFrom('rateLimitCounters')
      .select('subject')
      .where('bucket', '=', RateLimits.qrPerIp.bucket)
      .execute()
  ).map((row) => row.subject);

describe('TRUST_PROXY and the IP the rate limiter counts', { timeout: 30_000 }, () => {
  it.each([
    ['unset', {}],
    ['false', { TRUST_PROXY: 'false' }],
  ])('TRUST_PROXY %s: X-Forwarded-For is ignored, the peer is counted', async (_label, env) => {
    const app = await withTrustProxy(env);
    try {
      expect((await askForQrCode(app, '10.20.0.1', '203.0.113.1')).json().code).toBe('1');
      expect(await countedAddresses()).toContain('10.20.0.1');
      expect(await countedAddresses()).not.toContain('203.0.113.1');
    } finally {
      await app.close();
    }
  });

  it("TRUST_PROXY=10.0.0.0/8: behind that load balancer, X-Forwarded-For's client is counted", async () => {
    const app = await withTrustProxy({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      expect((await askForQrCode(app, '10.20.0.2', '198.51.100.7, 203.0.113.2')).json().code).toBe('1');
      // The right-most address the trusted proxy added; what the client wrote before it is not trusted.
      expect(await countedAddresses()).toContain('203.0.113.2');
      expect(await countedAddresses()).not.toContain('10.20.0.2');
      expect(await countedAddresses()).not.toContain('198.51.100.7');
    } finally {
      await app.close();
    }
  });

  it('TRUST_PROXY=10.0.0.0/8: a client outside it that sends X-Forwarded-For itself is counted as itself', async () => {
    const app = await withTrustProxy({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      expect((await askForQrCode(app, '192.0.2.50', '203.0.113.3')).json().code).toBe('1');
      expect(await countedAddresses()).toContain('192.0.2.50');
      expect(await countedAddresses()).not.toContain('203.0.113.3');
    } finally {
      await app.close();
    }
  });

  it('TRUST_PROXY=true: the left-most X-Forwarded-For address is counted', async () => {
    const app = await withTrustProxy({ TRUST_PROXY: 'true' });
    try {
      expect((await askForQrCode(app, '10.20.0.4', '203.0.113.4, 10.20.0.9')).json().code).toBe('1');
      expect(await countedAddresses()).toContain('203.0.113.4');
    } finally {
      await app.close();
    }
  });

  it('the limit applies per forwarded client: one client used up, another behind the same proxy still served', async () => {
    const app = await withTrustProxy({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      for (let hit = 0; hit < RateLimits.qrPerIp.limit; hit += 1)
        await askForQrCode(app, '10.20.0.5', '203.0.113.5');
      expect((await askForQrCode(app, '10.20.0.5', '203.0.113.5')).json().code).toBe('429');
      expect((await askForQrCode(app, '10.20.0.5', '203.0.113.6')).json().code).toBe('1');
    } finally {
      await app.close();
    }
  });
});
