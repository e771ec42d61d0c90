import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { GrabRequestDetail } from '../../../domain/api/grab-request.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { localToday } from '../../../domain/grab-requests/grab-request-rules.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { testNow } from '../../support/test-clock.ts';
import {
  type BookingApp,
  bookableSailing,
  english,
  remainingOf,
  startBookingApp,
} from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

// One app for the file (the freight seed takes seconds); each grant uses a sailing of its own.
let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
const staff = viewers.staff;
const otherTenantStaff: Viewer = { ...viewers.staff, userId: 204, companyId: 2 };
const chinese = { 'accept-language': 'zh-CN' };

const as = (viewer: Viewer, path: string, body: unknown, language = english) =>
  call(t, path, body, { ...asViewer(viewer), ...language });

type Sailing = Awaited<ReturnType<typeof bookableSailing>>;

const formFor = (
  sailing: Pick<Sailing, 'pol' | 'pod' | 'etdDate'>,
  overrides: Record<string, unknown> = {},
) => ({
  pol: sailing.pol,
  pod: sailing.pod,
  etdStart: addDays(sailing.etdDate, -2),
  etdEnd: addDays(sailing.etdDate, 2),
  containers: [{ containerType: '20GP', quantity: 2 }],
  cargo: 'Furniture, 12 t',
  specialRequirements: 'Top stow',
  ...overrides,
});

const anyPorts = { pol: 'CNSHA', pod: 'NLRTM', etdDate: addDays(localToday(testNow()), 10) };

const apply = async (form: Record<string, unknown>, viewer: Viewer = customer) =>
  as(viewer, 'grab/applyGrabRequest', form);

const applied = async (
  form: Record<string, unknown>,
  viewer: Viewer = customer,
): Promise<GrabRequestDetail> => {
  const answer = await apply(form, viewer);
  expect(answer.code).toBe('1');
  return answer.data as GrabRequestDetail;
};

describe('a certified customer applies for space (spec §3 spot booking)', () => {
  it('the request waits to be handled, with its apply time and the first history entry', async () => {
    const request = await applied(formFor(anyPorts));
    expect(request).toMatchObject({
      status: 'toBeHandled',
      pol: 'CNSHA',
      pod: 'NLRTM',
      containers: [{ containerType: '20GP', quantity: 2 }],
      cargo: 'Furniture, 12 t',
      specialRequirements: 'Top stow',
      notes: null,
      handledAt: null,
      spaceOrderId: null,
      appliedAt: t.now().toISOString(),
    });
    expect(request.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'toBeHandled', event: 'apply', actor: 'owner' }),
    ]);
    // A place is its name in the page's language with its code: the answer carries both names.
    expect(request.polPlace).toMatchObject({ code: 'CNSHA', nameEn: 'Shanghai', nameCn: '上海' });
    expect(request.podPlace).toMatchObject({ code: 'NLRTM', nameEn: 'Rotterdam', nameCn: '鹿特丹' });
  });

  it.each([
    ['the same two ports', { pod: 'CNSHA' }, 'The port of loading and the port of discharge must differ'],
    [
      'a start ETD after the end ETD (spec §5)',
      { etdStart: addDays(anyPorts.etdDate, 3), etdEnd: addDays(anyPorts.etdDate, 1) },
      'The start ETD cannot be after the end ETD',
    ],
    [
      'a start ETD in the past',
      { etdStart: addDays(localToday(testNow()), -1) },
      'The start ETD cannot be before today',
    ],
    [
      'a duplicate container type',
      {
        containers: [
          { containerType: '20GP', quantity: 1 },
          { containerType: '20GP', quantity: 2 },
        ],
      },
      'Duplicate container types are not allowed',
    ],
    [
      'a quantity that is not whole',
      { containers: [{ containerType: '20GP', quantity: '1.5' }] },
      'The quantity must be an integer',
    ],
    [
      'a quantity of 0',
      { containers: [{ containerType: '20GP', quantity: 0 }] },
      'The quantity must be greater than 0',
    ],
    ['no cargo', { cargo: '  ' }, 'Please describe the cargo'],
  ])('spec §5: %s is refused with its message', async (_name, overrides, message) => {
    const answer = await apply(formFor(anyPorts, overrides));
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(message);
  });

  it('the rules answer in Chinese too', async () => {
    const answer = await as(
      customer,
      'grab/applyGrabRequest',
      formFor(anyPorts, { etdStart: addDays(anyPorts.etdDate, 3), etdEnd: anyPorts.etdDate }),
      chinese,
    );
    expect(answer.message).toBe('开始ETD不能晚于结束ETD');
  });

  it('an uncertified customer is told to certify; staff cannot apply; a visitor must sign in', async () => {
    expect((await apply(formFor(anyPorts), viewers.uncertified)).status).toBe(403);
    expect((await apply(formFor(anyPorts), viewers.uncertified)).message).toBe(
      'Please certificate to view rates detail',
    );
    expect((await apply(formFor(anyPorts), staff)).status).toBe(403);
    expect((await call(t, 'grab/applyGrabRequest', formFor(anyPorts), english)).status).toBe(401);
  });
});

describe('spec §4 and §8: deleting a grab request', () => {
  it('allowed while it waits; refused once handled with "Cannot delete in the current state." in both languages', async () => {
    const waiting = await applied(formFor(anyPorts));
    const deleted = await as(customer, 'grab/deleteGrabRequest', { requestId: waiting.id });
    expect(deleted.data.status).toBe('deleted');
    expect(deleted.data.history.at(-1)).toMatchObject({
      fromStatus: 'toBeHandled',
      toStatus: 'deleted',
      event: 'delete',
    });

    const refused = await applied(formFor(anyPorts));
    await as(staff, 'grab/refuseGrabRequest', { requestId: refused.id, notes: 'No space that week' });
    const english_ = await as(customer, 'grab/deleteGrabRequest', { requestId: refused.id });
    expect(english_.code).toBe('0');
    expect(english_.message).toBe('Cannot delete in the current state.');
    const chinese_ = await as(customer, 'grab/deleteGrabRequest', { requestId: refused.id }, chinese);
    expect(chinese_.message).toBe('当前状态不能删除。');
    // A deleted request cannot be deleted again either.
    expect((await as(customer, 'grab/deleteGrabRequest', { requestId: waiting.id })).message).toBe(
      'Cannot delete in the current state.',
    );
  });
});

describe('staff handle the company’s queue', () => {
  it('grant: the request becomes a space order offered until its deadline, holding the stock at the staff’s prices', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5, '40HQ': 3 });
    const request = await applied(
      formFor(sailing, {
        containers: [
          { containerType: '20GP', quantity: 2 },
          { containerType: '40HQ', quantity: 1 },
        ],
      }),
    );
    const queue = await as(staff, 'grab/listGrabRequests', { status: 'toBeHandled', pageSize: 100 });
    expect(queue.data.list.some((row: { id: number }) => row.id === request.id)).toBe(true);
    t.advance(60_000);
    const granted = await as(staff, 'grab/grantGrabRequest', {
      requestId: request.id,
      sailingId: sailing.id,
      prices: [
        { containerType: '20GP', unitPrice: 800 },
        { containerType: '40HQ', unitPrice: 1500.5 },
      ],
    });
    expect(granted.code).toBe('1');
    expect(granted.data).toMatchObject({ status: 'granted', handledAt: t.now().toISOString() });
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3, '40HQ': 2 });
    const order: Awaited<ReturnType<typeof call>> & Partial<OrderDraft> = await as(
      customer,
      'space/getSpaceOrder',
      {
        orderId: granted.data.spaceOrderId,
      },
    );
    expect(order.orderStatus).toBe('offered');
    expect(order.order_form?.amount).toBe(3100.5);
    expect(order.order_form?.containers).toEqual([
      { containerType: '20GP', quantity: 2, unitPrice: 800 },
      { containerType: '40HQ', quantity: 1, unitPrice: 1500.5 },
    ]);
    expect(order.order_form?.attorneyFile).toBeNull();
    // The customer's history names "customer service"; staff see who granted it.
    const mine = await as(customer, 'grab/getGrabRequest', { requestId: request.id });
    expect(mine.data.history.map((entry: { event: string }) => entry.event)).toEqual(['apply', 'grant']);
    expect(mine.data.history[1]).toMatchObject({
      actor: 'staff',
      actorName: null,
      fromStatus: 'toBeHandled',
    });
    // A transition outside the table: a granted request is neither granted again nor refused.
    const again = await as(staff, 'grab/grantGrabRequest', {
      requestId: request.id,
      sailingId: sailing.id,
      prices: [
        { containerType: '20GP', unitPrice: 800 },
        { containerType: '40HQ', unitPrice: 800 },
      ],
    });
    expect(again.message).toBe('The grab request’s current status does not allow this');
    expect((await as(staff, 'grab/refuseGrabRequest', { requestId: request.id, notes: 'x' })).code).toBe('0');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3, '40HQ': 2 });
  });

  it('grant in a currency the tenant has no exchange rate for: refused with the reason, nothing held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    await t.db.updateTable('spaceSailings').set({ currency: 'EUR' }).where('id', '=', sailing.id).execute();
    const request = await applied(formFor(sailing));
    const refused = await as(staff, 'grab/grantGrabRequest', {
      requestId: request.id,
      sailingId: sailing.id,
      prices: [{ containerType: '20GP', unitPrice: 900 }],
    });
    expect([refused.code, refused.message]).toEqual([
      '0',
      'No exchange rate from EUR to CNY is set, so this space cannot be paid through WeChat Pay yet. Please contact customer service.',
    ]);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    expect((await as(customer, 'grab/getGrabRequest', { requestId: request.id })).data.status).toBe(
      'toBeHandled',
    );
  });

  it('grant at the highest unit price: the order’s amount is kept in full (minor units past 32 bits)', async () => {
    const sailing = await bookableSailing(t, { '20GP': 11, '40HQ': 11 });
    const request = await applied(
      formFor(sailing, {
        containers: [
          { containerType: '20GP', quantity: 11 },
          { containerType: '40HQ', quantity: 11 },
        ],
      }),
    );
    const granted = await as(staff, 'grab/grantGrabRequest', {
      requestId: request.id,
      sailingId: sailing.id,
      prices: [
        { containerType: '20GP', unitPrice: 1_000_000 },
        { containerType: '40HQ', unitPrice: 1_000_000 },
      ],
    });
    expect(granted.code).toBe('1');
    const order: Awaited<ReturnType<typeof call>> & Partial<OrderDraft> = await as(
      customer,
      'space/getSpaceOrder',
      { orderId: granted.data.spaceOrderId },
    );
    expect(order.order_form?.amount).toBe(22_000_000);
    expect(order.order_form?.containers).toEqual([
      { containerType: '20GP', quantity: 11, unitPrice: 1_000_000 },
      { containerType: '40HQ', quantity: 11, unitPrice: 1_000_000 },
    ]);
  });

  it('two staff granting the same request at once: one space order lives, the other is cancelled and its space back', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const request = await applied(formFor(sailing));
    const grant = () =>
      as(staff, 'grab/grantGrabRequest', {
        requestId: request.id,
        sailingId: sailing.id,
        prices: [{ containerType: '20GP', unitPrice: 900 }],
      });
    const answers = await Promise.all([grant(), grant()]);
    expect(answers.filter((answer) => answer.code === '1')).toHaveLength(1);
    const orders = await t.db
      .selectFrom('spaceOrders')
      .select(['id', 'status'])
      .where('sailingId', '=', sailing.id)
      .execute();
    const live = orders.filter((order) => order.status === 'offered');
    expect(live).toHaveLength(1);
    expect(
      orders.filter((order) => order.status !== 'offered').every((order) => order.status === 'cancelled'),
    ).toBe(true);
    expect((await as(customer, 'grab/getGrabRequest', { requestId: request.id })).data.spaceOrderId).toBe(
      live[0]!.id,
    );
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });

  it('grant on a sailing without enough stock is declined and the request keeps waiting', async () => {
    const sailing = await bookableSailing(t, { '20GP': 1 });
    const request = await applied(formFor(sailing));
    const answer = await as(staff, 'grab/grantGrabRequest', {
      requestId: request.id,
      sailingId: sailing.id,
      prices: [{ containerType: '20GP', unitPrice: 900 }],
    });
    expect(answer.code).toBe('0');
    expect(answer.message).toBe('Not enough 20GP space is left any more; reduce the quantity and try again');
    expect((await as(customer, 'grab/getGrabRequest', { requestId: request.id })).data.status).toBe(
      'toBeHandled',
    );
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 1 });
  });

  it('grant needs a sailing on the request’s ports within its ETD range and a price for every type', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const outside = await applied(
      formFor(sailing, { etdStart: addDays(sailing.etdDate, 1), etdEnd: addDays(sailing.etdDate, 5) }),
    );
    const body = {
      requestId: outside.id,
      sailingId: sailing.id,
      prices: [{ containerType: '20GP', unitPrice: 900 }],
    };
    expect((await as(staff, 'grab/grantGrabRequest', body)).message).toBe(
      'The sailing’s ports or ETD do not match the request',
    );
    const fits = await applied(formFor(sailing));
    expect(
      (await as(staff, 'grab/grantGrabRequest', { requestId: fits.id, sailingId: sailing.id, prices: [] }))
        .message,
    ).toBe('Please give a unit price above 0 for every container type');
  });

  it('refuse: notes are required; the request is refused with them and its handle time', async () => {
    const request = await applied(formFor(anyPorts));
    expect((await as(staff, 'grab/refuseGrabRequest', { requestId: request.id, notes: ' ' })).message).toBe(
      'Please give the handling notes',
    );
    const refused = await as(staff, 'grab/refuseGrabRequest', {
      requestId: request.id,
      notes: 'No space that week',
    });
    expect(refused.data).toMatchObject({
      status: 'refused',
      notes: 'No space that week',
      handledAt: t.now().toISOString(),
    });
    expect(refused.data.history.at(-1)).toMatchObject({
      fromStatus: 'toBeHandled',
      toStatus: 'refused',
      reason: 'No space that week',
      actor: 'staff',
    });
  });

  it('the customer gets a mail on grant (with the link to pay in My Space) and on refuse', async () => {
    const row = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'grab@customer.example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailed = { ...customer, userId: row.id };
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const toGrant = await applied(formFor(sailing), mailed);
    await as(staff, 'grab/grantGrabRequest', {
      requestId: toGrant.id,
      sailingId: sailing.id,
      prices: [{ containerType: '20GP', unitPrice: 900 }],
    });
    const toRefuse = await applied(formFor(anyPorts), mailed);
    await as(staff, 'grab/refuseGrabRequest', { requestId: toRefuse.id, notes: 'Fully booked' });
    await t.app.mailQueue.drain();
    const dir = path.join(t.database.dir, 'outbox');
    const mails = (
      await Promise.all(
        (
          await readdir(dir)
        )
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
      )
    ).filter((mail) => mail.to === 'grab@customer.example.com');
    const grant = mails.find((mail) => mail.subject === '抢舱申请已通过 / Grab request granted');
    expect(grant?.text).toContain('/workspace/reserveCabin');
    const refusal = mails.find((mail) => mail.subject === '抢舱申请未通过 / Grab request refused');
    expect(refusal?.text).toContain('Fully booked');
  });
});

describe('the lists filter by the apply time', () => {
  it('from an instant on and before another, mine and the queue; a range ending before it starts is refused', async () => {
    const viewer: Viewer = { ...customer, userId: 192 };
    const early = (await applied(formFor(anyPorts), viewer)).id;
    t.advance(24 * 3600_000);
    const boundary = t.now().toISOString();
    const late = (await applied(formFor(anyPorts), viewer)).id;
    const ids = async (path: string, who: Viewer, body: Record<string, unknown>) =>
      ((await as(who, path, { ...body, pageSize: 100 })).data.list as { id: number }[]).map((row) => row.id);
    expect(await ids('grab/listMyGrabRequests', viewer, {})).toEqual([late, early]);
    expect(await ids('grab/listMyGrabRequests', viewer, { createdFrom: boundary })).toEqual([late]);
    expect(await ids('grab/listMyGrabRequests', viewer, { createdBefore: boundary })).toEqual([early]);
    const queue = await ids('grab/listGrabRequests', staff, { createdFrom: boundary });
    expect(queue).toContain(late);
    expect(queue).not.toContain(early);
    const backwards = { createdFrom: boundary, createdBefore: boundary };
    const refused = await as(viewer, 'grab/listMyGrabRequests', backwards);
    expect([refused.status, refused.message]).toEqual([400, 'The start date cannot be after the end date']);
    expect((await as(staff, 'grab/listGrabRequests', backwards, chinese)).message).toBe(
      '开始日期不能晚于结束日期',
    );
  });
});

describe('access across customers and tenants', () => {
  it('other customers and other tenants’ staff get 404; customers get 403 on staff endpoints', async () => {
    const request = await applied(formFor(anyPorts));
    const other = viewers.otherCertified;
    expect((await as(other, 'grab/getGrabRequest', { requestId: request.id })).status).toBe(200);
    expect((await as(other, 'grab/getGrabRequest', { requestId: request.id })).code).toBe('404');
    expect((await as(other, 'grab/deleteGrabRequest', { requestId: request.id })).code).toBe('404');
    const mine = await as(other, 'grab/listMyGrabRequests', {});
    expect(mine.data.list.some((row: { id: number }) => row.id === request.id)).toBe(false);
    expect((await as(otherTenantStaff, 'grab/getGrabRequest', { requestId: request.id })).code).toBe('404');
    expect(
      (await as(otherTenantStaff, 'grab/refuseGrabRequest', { requestId: request.id, notes: 'x' })).code,
    ).toBe('404');
    expect(
      (await as(otherTenantStaff, 'grab/listGrabRequests', {})).data.list.some(
        (row: { id: number }) => row.id === request.id,
      ),
    ).toBe(false);
    for (const [pathName, body] of [
      ['grab/listGrabRequests', {}],
      ['grab/grantGrabRequest', { requestId: request.id, sailingId: 1, prices: [] }],
      ['grab/refuseGrabRequest', { requestId: request.id, notes: 'x' }],
    ] as const)
      expect((await as(customer, pathName, body)).status).toBe(403);
    // Staff of the company read it, with the customer named in their queue.
    expect((await as(staff, 'grab/getGrabRequest', { requestId: request.id })).data.id).toBe(request.id);
    expect((await as(customer, 'grab/getGrabRequest', { requestId: request.id })).data.status).toBe(
      'toBeHandled',
    );
  });
});
