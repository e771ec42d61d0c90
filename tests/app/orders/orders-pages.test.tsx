import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { captureDownloads } from '../support/csv-downloads.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { detailOf, installOrdersApi, order, pageOf } from './support.ts';

beforeEach(startAnonymous);
afterEach(() => vi.restoreAllMocks());

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;
const mine = [
  order(1, 'order'),
  order(2, 'bookingSuccess', { bookingNumber: 'BKG-2026-0001' }),
  order(3, 'cancelled'),
];

describe('/workspace/order: my orders with their progress steps', () => {
  it('a signed-out visitor gets the login prompt', async () => {
    installFakeApi({});
    await renderPortal('/workspace/order', 'en');
    expect(await screen.findByText('Please log in to use your workspace.', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('each step in words; cancel only at `order`; the detail shows the eight steps with their times', async () => {
    installOrdersApi(1, {
      [OrderPath.listMyOrders]: () => ok(pageOf(mine)),
      [OrderPath.getOrder]: (body) => ok(detailOf(mine.find((row) => row.orderId === body.orderId)!)),
    });
    await renderPortal('/workspace/order', 'en');
    await screen.findByRole('table', { name: 'Orders' }, ROUTE_LOADED);
    expect(within(rowOf(2)).getByText('Booking success')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Cancelled')).toBeTruthy();
    expect(within(rowOf(1)).queryByRole('button', { name: 'Cancel order #1' })).not.toBeNull();
    for (const id of [2, 3])
      expect(within(rowOf(id)).queryByRole('button', { name: `Cancel order #${id}` })).toBeNull();
    await userEvent.setup().click(within(rowOf(2)).getByText('Progress and history'));
    const progress = await screen.findByRole('list', { name: 'Progress of order 2' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps[3]?.textContent).toContain('—');
    expect(screen.getByText('BKG-2026-0001')).toBeTruthy();
    expect(screen.getByText(/Documentation cut-off \(DCO\)/)).toBeTruthy();
  });

  it('spec §3: an ETD held as a UTC instant shows as the port of loading reads it, with its offset and zone, in the row, the detail and the CSV', async () => {
    const early = order(4, 'order', { etd: '2026-12-10T21:52:00.000Z' });
    const { clicks, csvText } = captureDownloads();
    installOrdersApi(1, {
      [OrderPath.listMyOrders]: () => ok(pageOf([early])),
      [OrderPath.getOrder]: () => ok(detailOf(early)),
    });
    await renderPortal('/workspace/order', 'en');
    await screen.findByRole('table', { name: 'Orders' }, ROUTE_LOADED);
    const shown = (scope: HTMLElement) => {
      const time = scope.querySelector('time');
      return { text: time?.textContent, zone: time?.getAttribute('title') };
    };
    const port = { text: '2026-12-11 05:52 UTC+08:00', zone: 'Asia/Shanghai' };
    expect(rowOf(4).textContent).not.toContain('2026-12-10 21:52');
    expect(shown(rowOf(4))).toEqual(port);
    await userEvent.setup().click(within(rowOf(4)).getByText('Progress and history'));
    const label = await screen.findByText('ETD (local)');
    expect(shown(label.closest('dl')!)).toEqual(port);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    expect((await csvText()).split('\r\n')[1]).toContain(',2026-12-11T05:52:00+08:00,');
  });

  it('spec §3: a list of one order counts it in the singular, "1 order"', async () => {
    installOrdersApi(1, { [OrderPath.listMyOrders]: () => ok(pageOf([order(4, 'order')])) });
    await renderPortal('/workspace/order', 'en');
    expect(await screen.findByText('Page 1 of 1 · 1 order', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('spec §3: Chinese has one form for every count, "共 1 个订单"', async () => {
    installOrdersApi(1, { [OrderPath.listMyOrders]: () => ok(pageOf([order(4, 'order')])) });
    await renderPortal('/workspace/order', 'cn');
    expect(await screen.findByText('第 1 / 1 页 · 共 1 个订单', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('the days of creation travel as instants of the browser’s day, the last day whole', async () => {
    const callsTo = installOrdersApi(1, { [OrderPath.listMyOrders]: () => ok(pageOf(mine)) });
    await renderPortal('/workspace/order', 'en');
    await screen.findByRole('table', { name: 'Orders' }, ROUTE_LOADED);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Created from'), '2026-11-01');
    await u.type(screen.getByLabelText('Created to'), '2026-11-30');
    await waitFor(() =>
      expect(callsTo(OrderPath.listMyOrders).at(-1)?.body).toEqual({
        createdFrom: new Date('2026-11-01T00:00:00').toISOString(),
        createdBefore: new Date('2026-12-01T00:00:00').toISOString(),
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('in Chinese: the steps as spec §4 names them', async () => {
    installOrdersApi(1, { [OrderPath.listMyOrders]: () => ok(pageOf(mine)) });
    await renderPortal('/workspace/order', 'cn');
    await screen.findByRole('table', {}, ROUTE_LOADED);
    expect(within(rowOf(2)).getByText('订舱成功')).toBeTruthy();
  });

  it('"Book from this rate" opens the form: the rules speak first, then the order is sent once', async () => {
    const callsTo = installOrdersApi(1, {
      [OrderPath.listMyOrders]: () => ok(pageOf([])),
      [OrderPath.createOrder]: () => ok(detailOf(order(9, 'order'))),
      [OrderPath.getOrderRate]: () =>
        ok({
          rateId: 12,
          carrier: 'COSU',
          vesselName: 'COSCO SHIPPING ARIES',
          voyageNumber: '031W',
          pol: 'CNSHA',
          pod: 'NLRTM',
          etd: '2026-12-10T18:00:00+08:00',
          currency: 'USD',
          prices: [{ containerType: '20GP', unitPrice: 1200 }],
        }),
    });
    window.history.replaceState(null, '', '/workspace/order?rateId=12');
    await renderPortal('/workspace/order?rateId=12', 'en');
    const form = await screen.findByRole('form', { name: 'New order' }, ROUTE_LOADED);
    const u = userEvent.setup();
    await u.click(within(form).getByRole('button', { name: 'Place the order' }));
    expect(within(form).getByText('Please enter the HS code')).toBeTruthy();
    expect(callsTo(OrderPath.createOrder)).toHaveLength(0);
    await u.type(within(form).getByLabelText('Quantity of line 1'), '2');
    await u.type(within(form).getByLabelText('Cargo description'), 'Furniture');
    await u.type(within(form).getByLabelText('HS code'), '940360');
    await u.type(within(form).getByLabelText('Gross weight (kg)'), '1000.5');
    await u.type(within(form).getByLabelText('Packages'), '12');
    await u.type(within(form).getByLabelText('Shipper name'), 'Ningbo Wood Co.');
    await u.type(within(form).getByLabelText('Shipper address'), 'Ningbo');
    await u.type(within(form).getByLabelText('Consignee name'), 'Rotterdam Home BV');
    await u.type(within(form).getByLabelText('Consignee address'), 'Rotterdam');
    await u.click(within(form).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(callsTo(OrderPath.createOrder)).toHaveLength(1));
    expect(callsTo(OrderPath.createOrder)[0]?.body).toMatchObject({
      rateId: 12,
      hsCode: '940360',
      containers: [{ containerType: '20GP', quantity: '2' }],
    });
  });
});

describe('/console/orders: the staff queue', () => {
  const queue = [
    order(1, 'order'),
    order(2, 'customerServiceConfirm'),
    order(3, 'done'),
    order(4, 'cancelled'),
  ].map((row) => ({ ...row, customer: { name: 'San Zhang', email: 'san@example.com' } }));

  it('"Advance to <next step>" only where the machine allows it; booking success waits for its number', async () => {
    const callsTo = installOrdersApi(2, {
      [OrderPath.listOrders]: () => ok(pageOf(queue)),
      [OrderPath.advanceOrder]: () => ok(detailOf(order(2, 'bookingSuccess', { bookingNumber: 'BKG-1' }))),
    });
    await renderPortal('/console/orders', 'en');
    await screen.findByRole('table', { name: 'Orders to move' }, ROUTE_LOADED);
    expect(
      within(rowOf(1)).getByRole('button', { name: 'Advance order #1 to Customer service confirm' }),
    ).toBeTruthy();
    for (const id of [3, 4]) expect(within(rowOf(id)).queryByRole('button')).toBeNull();
    const advance = within(rowOf(2)).getByRole('button', { name: 'Advance order #2 to Booking success' });
    expect((advance as HTMLButtonElement).disabled).toBe(true);
    const u = userEvent.setup();
    await u.type(within(rowOf(2)).getByLabelText('Booking number of order #2'), 'BKG-1');
    expect((advance as HTMLButtonElement).disabled).toBe(false);
    await u.click(advance);
    await u.click(await screen.findByRole('button', { name: 'Yes, move to Booking success' }));
    await waitFor(() =>
      expect(callsTo(OrderPath.advanceOrder)[0]?.body).toEqual({
        orderId: 2,
        step: 'bookingSuccess',
        bookingNumber: 'BKG-1',
      }),
    );
    await waitFor(() => expect(callsTo(OrderPath.listOrders)).toHaveLength(2));
  });

  it('spec §4: B/L confirm waits for the ETD: disabled with the date it becomes possible', async () => {
    const held = {
      ...order(5, 'declared', { nextStepFrom: '2026-12-11T05:52:00+08:00' }),
      customer: queue[0]!.customer,
    };
    installOrdersApi(2, { [OrderPath.listOrders]: () => ok(pageOf([held])) });
    await renderPortal('/console/orders', 'en');
    await screen.findByRole('table', { name: 'Orders to move' }, ROUTE_LOADED);
    const u = userEvent.setup();
    await u.type(within(rowOf(5)).getByLabelText('B/L number of order #5'), 'BL-0001');
    const advance = within(rowOf(5)).getByRole('button', { name: 'Advance order #5 to B/L confirm' });
    expect((advance as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(advance.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Possible once the vessel has sailed: from 2026-12-11 05:52 (port of loading time)',
    );
  });

  it('Export to CSV reads the queue of the current filter and downloads its rows', async () => {
    const { clicks, csvText } = captureDownloads();
    const callsTo = installOrdersApi(2, { [OrderPath.listOrders]: () => ok(pageOf(queue.slice(1, 2))) });
    await renderPortal('/console/orders', 'en');
    await screen.findByRole('table', { name: 'Orders to move' }, ROUTE_LOADED);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    expect(callsTo(OrderPath.listOrders).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 100 });
    const text = await csvText();
    expect(text.split('\r\n')[1]).toBe(
      `2,Customer service confirm,CNSHA,NLRTM,COSU COSCO SHIPPING ARIES 031W,2026-12-10T18:00:00+08:00,40HQ x 2,Furniture,940360,10250.5,12,,,San Zhang,${queue[1]!.createdAt},"Ningbo Wood Co., Ningbo","Rotterdam Home BV, Rotterdam",,`,
    );
  });

  it('a customer is told the page is for staff', async () => {
    installOrdersApi(1, {});
    await renderPortal('/console/orders', 'en');
    expect(await screen.findByText('This page is for staff only.', {}, ROUTE_LOADED)).toBeTruthy();
  });
});
