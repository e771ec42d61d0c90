import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { localToday } from '../../../domain/grab-requests/grab-request-rules.ts';
import { appNow } from '../../../src/app/clock.ts';
import { FreightPath, gatedPage, spotSailing, startAnonymous } from '../rates/support.ts';
import { captureDownloads } from '../support/csv-downloads.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { allStatuses, detailOf, grabRequest, installGrabApi, pageOf } from './support.ts';

beforeEach(startAnonymous);

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;
const emptyOrders = () => ok({ list: [], total: 0, pageNo: 1, pageSize: 10 });

describe('My Space (/workspace/reserveCabin): the customer’s grab requests', () => {
  it('spec §3: a list of one grab request counts it in the singular, "1 grab request"', async () => {
    installGrabApi(1, {
      [BookingPath.listMySpaceOrders]: emptyOrders,
      [GrabRequestPath.listMyGrabRequests]: () => ok(pageOf(allStatuses.slice(0, 1))),
    });
    await renderPortal('/workspace/reserveCabin', 'en');
    expect(await screen.findByText('Page 1 of 1 · 1 grab request', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('spec §3: statuses in words, the notes, delete only while to be handled, a granted one opens its order', async () => {
    installGrabApi(1, {
      [BookingPath.listMySpaceOrders]: emptyOrders,
      [GrabRequestPath.listMyGrabRequests]: () => ok(pageOf(allStatuses)),
    });
    await renderPortal('/workspace/reserveCabin', 'en');
    await screen.findByRole('table', { name: 'Grab requests' }, ROUTE_LOADED);
    expect(within(rowOf(1)).getByText('To be handled')).toBeTruthy();
    expect(within(rowOf(2)).getByText('Granted')).toBeTruthy();
    // Granted stays granted, and the space order it opened says its window expired.
    expect(within(rowOf(2)).getByText('Space order: Cancelled')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Notes: No space that fortnight')).toBeTruthy();
    expect(within(rowOf(4)).getByText('Deleted')).toBeTruthy();
    expect(within(rowOf(1)).queryByRole('button', { name: 'Delete grab request #1' })).not.toBeNull();
    for (const id of [2, 3, 4])
      expect(within(rowOf(id)).queryByRole('button', { name: `Delete grab request #${id}` })).toBeNull();
    expect(within(rowOf(2)).getByRole('button', { name: 'Open its space order' })).toBeTruthy();
  });

  it('delete asks first; the server’s spec §8 refusal shows as it is', async () => {
    const callsTo = installGrabApi(1, {
      [BookingPath.listMySpaceOrders]: emptyOrders,
      [GrabRequestPath.listMyGrabRequests]: () => ok(pageOf(allStatuses)),
      [GrabRequestPath.deleteGrabRequest]: () => ({
        code: ResultCode.failure,
        message: 'Cannot delete in the current state.',
      }),
    });
    await renderPortal('/workspace/reserveCabin', 'en');
    await screen.findByRole('table', { name: 'Grab requests' }, ROUTE_LOADED);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Delete grab request #1' }));
    await u.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(callsTo(GrabRequestPath.deleteGrabRequest)).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Delete grab request #1' }));
    await u.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() =>
      expect(callsTo(GrabRequestPath.deleteGrabRequest)[0]?.body).toEqual({ requestId: 1 }),
    );
    expect(await screen.findByText('Cannot delete in the current state.')).toBeTruthy();
  });

  it('the requests filter by the day applied, sent as the browser’s midnights', async () => {
    const callsTo = installGrabApi(1, {
      [BookingPath.listMySpaceOrders]: emptyOrders,
      [GrabRequestPath.listMyGrabRequests]: () => ok(pageOf(allStatuses)),
    });
    await renderPortal('/workspace/reserveCabin', 'en');
    await screen.findByRole('table', { name: 'Grab requests' }, ROUTE_LOADED);
    await userEvent.setup().type(screen.getByLabelText('Applied from'), '2026-11-01');
    await waitFor(() =>
      expect(callsTo(GrabRequestPath.listMyGrabRequests).at(-1)?.body).toEqual({
        createdFrom: new Date('2026-11-01T00:00:00').toISOString(),
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('Export to CSV reads the list of the current filter and downloads its rows', async () => {
    const { clicks, csvText } = captureDownloads();
    const callsTo = installGrabApi(1, {
      [BookingPath.listMySpaceOrders]: emptyOrders,
      [GrabRequestPath.listMyGrabRequests]: () => ok(pageOf(allStatuses.slice(2, 3))),
    });
    await renderPortal('/workspace/reserveCabin', 'en');
    await screen.findByRole('table', { name: 'Grab requests' }, ROUTE_LOADED);
    // My Space exports its space orders too: this is the grab requests' button.
    const section = screen.getByRole('region', { name: 'Grab requests' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    expect(callsTo(GrabRequestPath.listMyGrabRequests).at(-1)?.body).toEqual({ pageNo: 1, pageSize: 100 });
    const text = await csvText();
    const row = allStatuses[2]!;
    expect(text.split('\r\n')[1]).toBe(
      `3,CNSHA,NLRTM,2026-12-07,2026-12-20,40HQ x 2 20GP x 1,"Furniture, 12 pallets",,Refused,No space that fortnight,,,,${row.appliedAt},${row.handledAt}`,
    );
  });

  it('in Chinese: the section and the statuses in words', async () => {
    installGrabApi(1, {
      [BookingPath.listMySpaceOrders]: emptyOrders,
      [GrabRequestPath.listMyGrabRequests]: () => ok(pageOf(allStatuses)),
    });
    await renderPortal('/workspace/reserveCabin', 'cn');
    await screen.findByRole('table', { name: '抢舱申请' }, ROUTE_LOADED);
    expect(within(rowOf(1)).getByText('待处理')).toBeTruthy();
    expect(within(rowOf(1)).getByRole('button', { name: '删除抢舱申请 #1' })).toBeTruthy();
  });
});

describe('/grabSpace: apply for space (spec §3 spot booking)', () => {
  it('a visitor is asked to log in; the form is not there', async () => {
    installGrabApi(1, { [FreightPath.listSpotProducts]: () => ok(gatedPage([spotSailing(5)], null)) });
    window.localStorage.clear();
    await renderPortal('/grabSpace', 'en');
    expect(
      await screen.findByText('Log in to apply for space on a route and ETD range.', {}, ROUTE_LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Apply for space' })).toBeNull();
  });

  it('a certified customer: the rules speak first (spec §5), then the request is sent once', async () => {
    const callsTo = installGrabApi(1, {
      [FreightPath.listSpotProducts]: () => ok(gatedPage([spotSailing(5)], null)),
      [GrabRequestPath.applyGrabRequest]: () => ok(detailOf(grabRequest(9, 'toBeHandled'))),
    });
    await renderPortal('/grabSpace', 'en');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Apply for space' }, ROUTE_LOADED));
    const form = screen.getByRole('form', { name: 'Apply for space' });
    const today = localToday(appNow());
    await u.type(within(form).getByLabelText('Start ETD'), addDays(today, 10));
    await u.type(within(form).getByLabelText('End ETD'), addDays(today, 5));
    await u.click(within(form).getByRole('button', { name: 'Apply for space' }));
    expect(within(form).getByText('The start ETD cannot be after the end ETD')).toBeTruthy();
    expect(within(form).getByText('Please enter the quantity')).toBeTruthy();
    expect(within(form).getByText('Please describe the cargo')).toBeTruthy();
    expect(callsTo(GrabRequestPath.applyGrabRequest)).toHaveLength(0);

    await u.type(within(form).getByRole('combobox', { name: 'Port of loading' }), 'CNSHA');
    await u.click(await screen.findByRole('option', { name: /Shanghai/ }));
    await u.type(within(form).getByRole('combobox', { name: 'Port of discharge' }), 'NLRTM');
    await u.click(await screen.findByRole('option', { name: /Rotterdam/ }));
    await u.clear(within(form).getByLabelText('End ETD'));
    await u.type(within(form).getByLabelText('End ETD'), addDays(today, 20));
    await u.type(within(form).getByRole('textbox', { name: 'Quantity of line 1' }), '2');
    await u.type(within(form).getByRole('textbox', { name: 'Cargo information' }), 'Furniture');
    await u.type(within(form).getByRole('textbox', { name: /Special requirements/ }), 'Top stow');
    await u.click(within(form).getByRole('button', { name: 'Apply for space' }));
    await waitFor(() => expect(callsTo(GrabRequestPath.applyGrabRequest)).toHaveLength(1));
    expect(callsTo(GrabRequestPath.applyGrabRequest)[0]?.body).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      etdStart: addDays(today, 10),
      etdEnd: addDays(today, 20),
      containers: [{ containerType: '20GP', quantity: '2' }],
      cargo: 'Furniture',
      specialRequirements: 'Top stow',
    });
    expect(await screen.findByRole('link', { name: 'See your grab requests in My Space' })).toBeTruthy();
  });
});

describe('/console/grabRequests: the staff queue', () => {
  it('refuse needs notes; grant takes a fitting sailing and a price per container type', async () => {
    const waiting = grabRequest(1, 'toBeHandled', {
      etdStart: '2026-12-01',
      etdEnd: '2026-12-31',
      containers: [{ containerType: '20GP', quantity: 2 }],
      customer: 'San Zhang',
    });
    const sailing = { ...spotSailing(41), etdDate: '2026-12-10' };
    const outside = { ...spotSailing(42), etdDate: '2027-01-10' };
    const callsTo = installGrabApi(2, {
      [GrabRequestPath.listGrabRequests]: () => ok(pageOf([waiting])),
      [FreightPath.searchSpace]: () => ok(gatedPage([sailing, outside], null)),
      [GrabRequestPath.grantGrabRequest]: () => ok(detailOf(grabRequest(1, 'granted', { spaceOrderId: 90 }))),
      [GrabRequestPath.refuseGrabRequest]: () => ok(detailOf(grabRequest(1, 'refused'))),
    });
    await renderPortal('/console/grabRequests', 'en');
    await screen.findByRole('table', { name: 'Grab requests to handle' }, ROUTE_LOADED);
    expect(callsTo(GrabRequestPath.listGrabRequests)[0]?.body).toMatchObject({ status: 'toBeHandled' });
    expect(within(rowOf(1)).getByText('San Zhang')).toBeTruthy();
    const refuse = screen.getByRole('button', { name: 'Refuse grab request #1' }) as HTMLButtonElement;
    expect(refuse.disabled).toBe(true);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Grant…' }));
    const choice = await screen.findByRole('combobox', { name: 'Sailing for grab request #1' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', '41']);
    await u.selectOptions(choice, '41');
    await u.type(screen.getByRole('textbox', { name: 'Unit price of 20GP for grab request #1' }), '880');
    await u.click(screen.getByRole('button', { name: 'Grant grab request #1' }));
    await waitFor(() =>
      expect(callsTo(GrabRequestPath.grantGrabRequest)[0]?.body).toEqual({
        requestId: 1,
        sailingId: 41,
        prices: [{ containerType: '20GP', unitPrice: 880 }],
      }),
    );
    await u.type(screen.getByRole('textbox', { name: 'Notes for refusing grab request #1' }), 'Fully booked');
    await u.click(screen.getByRole('button', { name: 'Refuse grab request #1' }));
    expect(callsTo(GrabRequestPath.refuseGrabRequest)).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Yes, refuse it' }));
    await waitFor(() =>
      expect(callsTo(GrabRequestPath.refuseGrabRequest)[0]?.body).toEqual({
        requestId: 1,
        notes: 'Fully booked',
      }),
    );
  });

  it('a customer is told the page is for staff only', async () => {
    installGrabApi(1, {});
    await renderPortal('/console/grabRequests', 'en');
    expect(await screen.findByText('This page is for staff only.', {}, ROUTE_LOADED)).toBeTruthy();
  });
});
