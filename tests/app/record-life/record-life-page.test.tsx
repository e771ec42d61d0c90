// The console's record page (spec §6): a record's life on its statechart, its trail as a list and
// the transitions open now; the auditor is offered none and the page has no action of its own;
// the server's refusal reads in the page's language.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordLife } from '../../../domain/api/console.ts';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installWorkspaceApi } from '../workspace/support.ts';

beforeEach(startAnonymous);

const at = '2026-11-20T08:00:00.000Z';
const inHand: RecordLife = {
  kind: 'spaceOrder',
  id: 7,
  status: 'inHand',
  history: [
    {
      fromStatus: null,
      toStatus: 'awaitingPayment',
      event: 'book',
      actor: 'owner',
      actorName: null,
      reason: null,
      at,
    },
    {
      fromStatus: 'awaitingPayment',
      toStatus: 'inHand',
      event: 'pay',
      actor: 'system',
      actorName: null,
      reason: null,
      at,
    },
  ],
  open: [
    { event: 'complete', to: 'completed', offered: false },
    { event: 'refuse', to: 'refused', offered: false },
    { event: 'return', to: 'returned', offered: false },
  ],
};

describe('/console/record: one record’s life', () => {
  it('for the auditor: the diagram, the trail as a list, the transitions open now and no action', async () => {
    const calls = installWorkspaceApi(2, { [ConsolePath.getRecordLife]: () => ok(inHand) }, ['auditor']);
    await renderPortal('/console/record?kind=spaceOrder&id=7', 'en');
    const page = await screen.findByRole('region', { name: 'Space order 7' }, ROUTE_LOADED);
    expect(calls(ConsolePath.getRecordLife).map((call) => call.body)).toEqual([
      { kind: 'spaceOrder', id: 7 },
    ]);
    await within(page).findByRole('img', { name: /^Statechart of Space order 7: now / }, ROUTE_LOADED);
    const trail = within(page).getByRole('list', { name: 'Trail of Space order 7' });
    expect(within(trail).getAllByRole('listitem')).toHaveLength(2);
    const open = within(page).getByRole('list', { name: 'Transitions open now' });
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' ')[0]),
    ).toEqual(['complete', 'refuse', 'return']);
    expect(within(page).getByText('Your roles allow none of them: you read this record only.')).toBeTruthy();
    expect(
      within(page)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Zoom out', 'Zoom in', 'Fit to width']);
  });

  it('in Chinese: a record the server does not find says so', async () => {
    installWorkspaceApi(2, { [ConsolePath.getRecordLife]: () => ({ code: '404', message: '记录不存在' }) }, [
      'auditor',
    ]);
    await renderPortal('/console/record?kind=order&id=99', 'cn');
    expect(await screen.findByText('记录不存在', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('an address naming no record asks for none', async () => {
    const calls = installWorkspaceApi(2, {}, ['auditor']);
    await renderPortal('/console/record?kind=rateImport&id=1', 'en');
    expect(await screen.findByText('No record was chosen.', {}, ROUTE_LOADED)).toBeTruthy();
    expect(calls(ConsolePath.getRecordLife)).toEqual([]);
  });
});
