import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { order, detailOf as orderDetailOf, pageOf as orderPageOf } from '../orders/support.ts';
import { FreightPath, rateResult, rateRow, startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { detailOf, installReservationsApi, pageOf, reservation } from './support.ts';

beforeEach(startAnonymous);

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;

describe('an approved advance booking becomes an order', () => {
  it('"Place order" only on an approved one not ordered yet; an ordered one links its order', async () => {
    installReservationsApi(1, {
      [ReservationPath.listMyReservations]: () =>
        ok(
          pageOf([
            reservation(1, 'toBeAudited'),
            reservation(2, 'approved'),
            reservation(3, 'approved', { orderId: 17 }),
            reservation(4, 'auditFailed', { reason: 'No space' }),
          ]),
        ),
    });
    await renderPortal('/workspace/myReserve', 'en');
    await screen.findByRole('table', { name: 'Advance bookings' }, ROUTE_LOADED);
    const place = within(rowOf(2)).getByRole('link', { name: 'Place an order from advance booking #2' });
    expect(place.getAttribute('href')).toBe('/workspace/order?reservationId=2');
    const ordered = within(rowOf(3)).getByRole('link', { name: 'Order #17, placed from advance booking #3' });
    expect(ordered.getAttribute('href')).toBe('/workspace/order?orderId=17');
    // Spec §3's status stays what is shown; ordered sits beside it.
    expect(within(rowOf(3)).getByText('Approved')).toBeTruthy();
    expect(within(rowOf(3)).queryByRole('link', { name: /Place an order/ })).toBeNull();
    for (const id of [1, 4]) expect(within(rowOf(id)).queryByRole('link', { name: /order/i })).toBeNull();
  });

  it('its history names the order it became', async () => {
    const ordered = reservation(3, 'approved', { orderId: 17 });
    const placed = {
      fromStatus: 'approved',
      toStatus: 'approved',
      event: 'order',
      actor: 'owner' as const,
      actorName: null,
      reason: '#17',
      at: ordered.updatedAt,
    };
    installReservationsApi(1, {
      [ReservationPath.listMyReservations]: () => ok(pageOf([ordered])),
      [ReservationPath.getReservation]: () =>
        ok({ ...detailOf(ordered), history: [...detailOf(ordered).history, placed] }),
    });
    await renderPortal('/workspace/myReserve', 'en');
    await screen.findByRole('table', { name: 'Advance bookings' }, ROUTE_LOADED);
    await userEvent.setup().click(within(rowOf(3)).getByText('History'));
    const history = await screen.findByRole('list', { name: 'History of advance booking 3' });
    expect(within(history).getAllByRole('listitem').at(-1)?.textContent).toMatch(
      /: order #17 placed by you$/,
    );
  });

  it('the link opens My Order on that order, which names the advance booking it came from', async () => {
    installReservationsApi(1, {
      [OrderPath.listMyOrders]: () => ok(orderPageOf([])),
      [OrderPath.getOrder]: () => ok(orderDetailOf(order(17, 'order', { reservationId: 3 }))),
    });
    window.history.replaceState(null, '', '/workspace/order?orderId=17');
    await renderPortal('/workspace/order?orderId=17', 'en');
    const selected = await screen.findByRole('region', { name: 'Order #17' }, ROUTE_LOADED);
    expect(await within(selected).findByText('Advance booking #3')).toBeTruthy();
  });

  it('the order form is prefilled from it, asks for a sailing of its week and keeps to the space reserved', async () => {
    const reserved = reservation(2, 'approved');
    const callsTo = installReservationsApi(1, {
      [OrderPath.listMyOrders]: () => ok(orderPageOf([])),
      [ReservationPath.getReservation]: () => ok(detailOf(reserved)),
      [FreightPath.searchRates]: () =>
        rateResult(null, [
          // One sailing's two rates: the first reserved type's (40HQ) is the one ordered on.
          rateRow(31, null, { containerType: '20GP' }),
          rateRow(32, null, { containerType: '40HQ' }),
          rateRow(33, null, {
            vesselName: 'MAERSK LATER',
            etd: '2026-12-05T18:00:00+08:00',
            etdDate: '2026-12-05',
          }),
        ]),
      [OrderPath.createOrder]: () => ok(orderDetailOf(order(9, 'order', { reservationId: 2 }))),
    });
    window.history.replaceState(null, '', '/workspace/order?reservationId=2');
    await renderPortal('/workspace/order?reservationId=2', 'en');
    const form = await screen.findByRole('form', { name: 'New order' }, ROUTE_LOADED);
    const source = await within(form).findByRole('region', { name: 'From advance booking #2' });
    expect(source.textContent).toContain('CNSHA → NLRTM');
    expect(source.textContent).toContain('ETD week 2026-12-07 ~ 2026-12-13');
    expect(callsTo(FreightPath.searchRates)[0]?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
      etdWeek: '2026-12-07',
    });
    const sailing = within(source).getByLabelText('Sailing') as HTMLSelectElement;
    expect([...sailing.options].map((option) => option.value)).toEqual(['32', '33']);
    expect(sailing.value).toBe('32');
    expect(sailing.options[0]?.textContent).toContain('MAERSK DEMO 612W');
    expect((within(form).getByLabelText('Quantity of line 1') as HTMLInputElement).value).toBe('2');
    expect((within(form).getByLabelText('Container type of line 2') as HTMLSelectElement).value).toBe('20GP');
    expect((within(form).getByLabelText('Cargo description') as HTMLInputElement).value).toBe(
      'Furniture, 12 pallets',
    );

    const u = userEvent.setup();
    await u.type(within(form).getByLabelText('HS code'), '940360');
    await u.type(within(form).getByLabelText('Gross weight (kg)'), '1000.5');
    await u.type(within(form).getByLabelText('Packages'), '12');
    await u.type(within(form).getByLabelText('Shipper name'), 'Ningbo Wood Co.');
    await u.type(within(form).getByLabelText('Shipper address'), 'Ningbo');
    await u.type(within(form).getByLabelText('Consignee name'), 'Rotterdam Home BV');
    await u.type(within(form).getByLabelText('Consignee address'), 'Rotterdam');
    const quantity = within(form).getByLabelText('Quantity of line 1');
    await u.clear(quantity);
    await u.type(quantity, '3');
    await u.click(within(form).getByRole('button', { name: 'Place the order' }));
    expect(
      within(form).getByText(
        'Only the container types reserved, up to the quantities approved, can be ordered',
      ),
    ).toBeTruthy();
    expect(callsTo(OrderPath.createOrder)).toHaveLength(0);

    await u.clear(quantity);
    await u.type(quantity, '1');
    await u.selectOptions(sailing, '33');
    await u.click(within(form).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(callsTo(OrderPath.createOrder)).toHaveLength(1));
    const body = callsTo(OrderPath.createOrder)[0]?.body;
    expect(body).toMatchObject({
      reservationId: 2,
      rateId: 33,
      cargoDescription: 'Furniture, 12 pallets',
      containers: [
        { containerType: '40HQ', quantity: '1' },
        { containerType: '20GP', quantity: '1' },
      ],
    });
    expect(body).not.toHaveProperty('quotationId');
  });

  it('no sailing of the week published yet: the form says so instead of offering one', async () => {
    const callsTo = installReservationsApi(1, {
      [OrderPath.listMyOrders]: () => ok(orderPageOf([])),
      [ReservationPath.getReservation]: () => ok(detailOf(reservation(2, 'approved'))),
      [FreightPath.searchRates]: () => rateResult(null, []),
    });
    window.history.replaceState(null, '', '/workspace/order?reservationId=2');
    await renderPortal('/workspace/order?reservationId=2', 'cn');
    const form = await screen.findByRole('form', {}, ROUTE_LOADED);
    expect(await within(form).findByText(/该周这两个港口之间还没有发布航次/)).toBeTruthy();
    expect(within(form).queryByLabelText('航次')).toBeNull();
    expect(callsTo(OrderPath.createOrder)).toHaveLength(0);
  });
});
