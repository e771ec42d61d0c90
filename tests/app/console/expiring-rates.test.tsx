import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installWorkspaceApi } from '../workspace/support.ts';

beforeEach(startAnonymous);

const quiet = { queues: [] };
const rate = {
  rateId: 41,
  pol: 'CNSHA',
  pod: 'NLRTM',
  carrier: 'MAEU',
  containerType: '40HQ',
  etdDate: '2026-12-01',
  validTo: '2026-11-30',
  quotations: 3,
};

describe('/console: the rates about to expire (domain/console/expiring-rates.ts)', () => {
  it('lists each rate with how many saved quotations use it, and says when only the most quoted are shown', async () => {
    installWorkspaceApi(2, {
      [ConsolePath.getDashboard]: () => ok(quiet),
      [ConsolePath.listExpiringRates]: () => ok({ withinDays: 7, total: 25, list: [rate] }),
    });
    await renderPortal('/console', 'en');
    const table = await screen.findByRole('table', { name: 'Rates about to expire' }, ROUTE_LOADED);
    const row = within(table).getByTestId('expiring-rate-41');
    expect(row.textContent).toContain('CNSHA → NLRTM');
    expect(within(row).getAllByRole('cell').at(-1)!.textContent).toBe('3');
    expect(screen.getByRole('heading', { name: 'Rates expiring within 7 days' })).toBeTruthy();
    expect(screen.getByText('The 1 most quoted of 25.')).toBeTruthy();
  });

  it('in Chinese: no rate about to expire reads as an empty state', async () => {
    installWorkspaceApi(2, {
      [ConsolePath.getDashboard]: () => ok(quiet),
      [ConsolePath.listExpiringRates]: () => ok({ withinDays: 7, total: 0, list: [] }),
    });
    await renderPortal('/console', 'cn');
    expect(await screen.findByText('7 天内没有到期的运价。', {}, ROUTE_LOADED)).toBeTruthy();
    expect(screen.queryByRole('table', { name: '即将到期的运价' })).toBeNull();
  });
});
