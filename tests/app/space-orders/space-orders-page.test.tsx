import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { signIn, startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { allStatuses, installOrdersApi, order, PATH, pageOf } from './support.ts';

// The payment dialog is another page's piece with its own tests: here only how the list opens and
// closes it matters.
vi.mock('../../../src/features/booking/payment-dialog.tsx', () => ({
  PaymentDialog: ({
    orderId,
    open,
    onOpenChange,
  }: {
    orderId: number;
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Payment dialog">
        {`paying order ${orderId}`}
        <button type="button" onClick={() => onOpenChange(false)}>
          Close dialog
        </button>
      </div>
    ) : null,
}));

const find = ROUTE_LOADED;

const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr')!;

beforeEach(startAnonymous);
afterEach(() => vi.restoreAllMocks());

describe('/workspace/reserveCabin: my space orders (spec §2 My Space)', () => {
  it('spec §3 space order statuses: every order shows its number, sailing, route, ETD, containers, amount and status', async () => {
    signIn(3);
    const listCalls = installOrdersApi();
    await renderPortal(PATH, 'en');
    const table = await screen.findByRole('table', { name: 'Space orders' }, find);
    expect(listCalls()[0]!.body).toEqual({ pageNo: 1, pageSize: 10 });

    const awaiting = rowOf('SO20261123000001');
    expect(within(awaiting).getByText('COSCO DEMO 045W')).toBeTruthy();
    expect(within(awaiting).getByText('Shanghai → Rotterdam')).toBeTruthy();
    expect(within(awaiting).getByText('AEU3')).toBeTruthy();
    expect(within(awaiting).getByText('2026-12-03 20:00')).toBeTruthy();
    expect(within(awaiting).getByText('40HQ × 2, 20GP × 1')).toBeTruthy();
    expect(within(awaiting).getByText('USD 4,770')).toBeTruthy();
    expect(within(awaiting).getByText('Awaiting payment')).toBeTruthy();
    // Spec §4: the time left comes from the server's expiresAt, never a fresh 3 minutes.
    expect(within(awaiting).getByRole('timer').textContent).toBe('02:30 left to pay');
    expect(within(awaiting).getByText(/^Created /)).toBeTruthy();

    expect(within(rowOf('SO20261123000002')).getByText('In hand')).toBeTruthy();
    expect(within(rowOf('SO20261123000003')).getByText('Completed')).toBeTruthy();
    const refused = rowOf('SO20261123000004');
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('Reason: Overbooked by the carrier')).toBeTruthy();
    expect(within(refused).getByText('Refund in progress · USD 4,770 · due by 2026-11-26')).toBeTruthy();
    const returned = rowOf('SO20261123000005');
    expect(within(returned).getByText('Returned')).toBeTruthy();
    expect(within(returned).getByText('Reason: Cargo not ready')).toBeTruthy();
    expect(within(rowOf('SO20261123000006')).getByText('Cancelled')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(allStatuses.length + 1);
  });

  it('spec §3 space order statuses: the list reads in Chinese', async () => {
    signIn(3);
    installOrdersApi();
    await renderPortal(PATH, 'cn');
    const table = await screen.findByRole('table', { name: '舱位订单' }, find);
    expect(screen.getByRole('heading', { name: '我的舱位', level: 1 })).toBeTruthy();
    for (const header of [
      '订单号',
      '船名 / 航次',
      '航线',
      '开船时间',
      '箱型数量',
      '金额',
      '状态',
      '委托书',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    for (const status of ['待支付', '已持舱', '已完成', '已拒绝', '已退回', '已取消']) {
      expect(within(table).getByText(status)).toBeTruthy();
    }
    expect(within(table).getAllByText('上海 → 鹿特丹')).toHaveLength(allStatuses.length);
    expect(within(table).getByText('原因：Overbooked by the carrier')).toBeTruthy();
    expect(within(table).getByText('退款中 · USD 4,770 · 最迟 2026-11-26 到账')).toBeTruthy();
    expect(within(table).getByRole('timer').textContent).toBe('剩余支付时间 02:30');
  });

  it('a status filter change asks the server again, from page 1', async () => {
    signIn(3);
    const listCalls = installOrdersApi((body) =>
      ok(pageOf(allStatuses.filter((row) => body.status === undefined || row.status === body.status))),
    );
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders' }, find);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Refused');
    await waitFor(() => expect(screen.queryByText('SO20261123000001')).toBeNull());
    expect(screen.getByText('SO20261123000004')).toBeTruthy();
    expect(listCalls().map((call) => call.body)).toEqual([
      { pageNo: 1, pageSize: 10 },
      { pageNo: 1, pageSize: 10, status: 'refused' },
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(screen.getByText('SO20261123000001')).toBeTruthy());
    expect(listCalls().at(-1)!.body).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('filters by the day of creation too, keeping the status; a filter nothing matches says so', async () => {
    signIn(3);
    const listCalls = installOrdersApi((body) =>
      ok(pageOf(body.createdFrom === undefined ? allStatuses : [])),
    );
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders' }, find);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Refused');
    await user.type(screen.getByLabelText('Created from'), '2026-11-20');
    await waitFor(() =>
      expect(listCalls().at(-1)!.body).toEqual({
        pageNo: 1,
        pageSize: 10,
        status: 'refused',
        createdFrom: new Date('2026-11-20T00:00:00').toISOString(),
      }),
    );
    await screen.findByText('No space orders match the filter');
  });

  it('only an order awaiting payment has a Pay button; it opens the payment dialog, and closing it reloads the list', async () => {
    signIn(3);
    const listCalls = installOrdersApi();
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders' }, find);
    const payButtons = screen.getAllByRole('button', { name: /^Pay order/ });
    expect(payButtons).toHaveLength(1);
    expect(
      within(rowOf('SO20261123000001')).getByRole('button', { name: 'Pay order SO20261123000001' }),
    ).toBe(payButtons[0]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(payButtons[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Payment dialog' });
    expect(dialog.textContent).toContain('paying order 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]!.body).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('spec §4: an awaiting-payment order whose window has passed offers no Pay button', async () => {
    signIn(3);
    installOrdersApi(() =>
      ok(pageOf([order(1, 'awaitingPayment', { expiresAt: new Date(testNowMs() - 1000).toISOString() })])),
    );
    await renderPortal(PATH, 'en');
    expect(await screen.findByText('The payment window has ended', undefined, find)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay order/ })).toBeNull();
  });

  it('spec §7 common/downloadfile: the attorney file downloads by a form post with Authorization, sys_source, alifileName and fileName', async () => {
    signIn(3);
    installOrdersApi();
    const posted: { action: string; method: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: this.action,
        method: this.method,
        fields: Object.fromEntries(
          [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
        ),
      });
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders' }, find);
    await userEvent.click(
      within(rowOf('SO20261123000002')).getByRole('button', {
        name: 'Download the attorney file attorney.pdf',
      }),
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method).toBe('post');
    expect(new URL(posted[0]!.action).pathname).toBe('/api/common/downloadfile');
    expect(posted[0]!.fields).toEqual({
      Authorization: 'api-key-7',
      sys_source: 'web-portal',
      alifileName: 'f_8Jk2mQ9xLp4Tz7Vw',
      fileName: 'attorney.pdf',
    });
    // An order without a file offers nothing to download.
    expect(within(rowOf('SO20261123000006')).queryByRole('button', { name: /attorney file/ })).toBeNull();
  });

  it('no orders yet: the empty state links to available space', async () => {
    signIn(3);
    installOrdersApi(() => ok(pageOf([])));
    await renderPortal(PATH, 'en');
    expect(await screen.findByText('No space orders yet', undefined, find)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See available space' }).getAttribute('href')).toBe(
      '/lookPresentCabin',
    );
  });

  it('a failed load says so and retries', async () => {
    signIn(3);
    let failures = 1;
    const listCalls = installOrdersApi(() =>
      failures-- > 0
        ? { code: ResultCode.serverError, message: 'Something went wrong' }
        : ok(pageOf(allStatuses)),
    );
    await renderPortal(PATH, 'en');
    const alert = await screen.findByRole('alert', undefined, find);
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Space orders' })).toBeTruthy();
    expect(listCalls()).toHaveLength(2);
  });

  it('the server pages the list', async () => {
    signIn(3);
    const listCalls = installOrdersApi((body) =>
      ok(pageOf([order(Number(body.pageNo), 'inHand')], { total: 12, pageNo: Number(body.pageNo) })),
    );
    await renderPortal(PATH, 'en');
    expect(await screen.findByText('Page 1 of 2 · 12 orders', undefined, find)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('SO20261123000002')).toBeTruthy();
    expect(listCalls().map((call) => call.body.pageNo)).toEqual([1, 2]);
  });

  it('asks an anonymous visitor to log in instead of calling the server', async () => {
    const listCalls = installOrdersApi();
    await renderPortal(PATH, 'en');
    // The workspace layout asks, once for every workspace page.
    expect(await screen.findByText('Please log in to use your workspace.', undefined, find)).toBeTruthy();
    expect(listCalls()).toHaveLength(0);
  });
});
