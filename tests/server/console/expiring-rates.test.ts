import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { EXPIRING_RATE_DAYS } from '../../../domain/console/expiring-rates.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { createQuotationRepository } from '../../../server/db/repositories/quotation-repository.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { testToday } from '../../support/test-clock.ts';
import { asViewer, call, startFreightApp, viewers } from '../freight/support.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startFreightApp();
}, 60_000);
afterAll(() => t.close());

const auditor: Viewer = { ...viewers.staff, staffRoles: ['auditor'] };
let quotations = 0;
const quote = (rateId: number, companyId: number) => {
  quotations += 1;
  return createQuotationRepository(t.db).insertQuotation({
    id: `expiring-${quotations}`,
    quotationNo: `QEXP${quotations}`,
    userId: 103,
    companyId,
    rateId,
    snapshot: '[]',
    lines: '[]',
    total: 1,
    currency: 'USD',
    remark: '',
    validTo: testToday(),
    createdAt: '2026-11-01T00:00:00.000Z',
  });
};

describe('console/listExpiringRates: rates about to expire with the tenant’s quotations using each', () => {
  it(`lists the rates valid until today or the next ${EXPIRING_RATE_DAYS} days, the most quoted first, counting the own tenant’s quotations only`, async () => {
    const window = { from: testToday(), to: addDays(testToday(), EXPIRING_RATE_DAYS) };
    const expiring = await t.db
      .selectFrom('rates')
      .select(['id', 'validTo'])
      .where('validTo', '>=', window.from)
      .where('validTo', '<=', window.to)
      .orderBy('validTo', 'desc')
      .orderBy('id')
      .execute();
    expect(expiring.length).toBeGreaterThan(1);
    const [quoted, once] = expiring;
    await quote(quoted!.id, 1);
    await quote(quoted!.id, 1);
    await quote(once!.id, 1);
    // Another tenant's quotations of the same rate are not this tenant's.
    for (let i = 0; i < 3; i++) await quote(once!.id, 2);
    const answer = await call(t, ConsolePath.listExpiringRates, {}, asViewer(auditor));
    expect(answer.code).toBe('1');
    expect(answer.data.withinDays).toBe(EXPIRING_RATE_DAYS);
    expect(answer.data.total).toBe(expiring.length);
    expect(
      answer.data.list
        .slice(0, 2)
        .map((row: { rateId: number; quotations: number }) => [row.rateId, row.quotations]),
    ).toEqual([
      [quoted!.id, 2],
      [once!.id, 1],
    ]);
    for (const row of answer.data.list) {
      expect(row.validTo >= window.from && row.validTo <= window.to).toBe(true);
    }
    const otherTenant = await call(
      t,
      ConsolePath.listExpiringRates,
      {},
      asViewer({ ...auditor, companyId: 2 }),
    );
    // The rates are the default tenant's prices (migration 0040): another tenant lists none of them.
    expect(otherTenant.data.total).toBe(0);
    expect(otherTenant.data.list).toEqual([]);
  });

  it('customers are refused', async () => {
    expect((await call(t, ConsolePath.listExpiringRates, {}, asViewer(viewers.certified))).status).toBe(403);
  });
});

describe('console/listExpiringRates when nothing expires soon', () => {
  let later: TestApp;
  beforeAll(async () => {
    // A year on, the seeded rates have all expired: none is about to.
    later = await startFreightApp({
      now: () => new Date(Date.parse(`${addDays(testToday(), 365)}T08:00:00Z`)),
    });
  }, 60_000);
  afterAll(() => later.close());

  it('answers an empty list and a total of 0', async () => {
    const answer = await call(later, ConsolePath.listExpiringRates, {}, asViewer(auditor));
    expect(answer.data).toEqual({ withinDays: EXPIRING_RATE_DAYS, total: 0, list: [] });
  });
});
