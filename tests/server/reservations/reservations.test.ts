import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetail, ReservationPage } from '../../../domain/api/reservation.ts';
import { reservationWeeks } from '../../../domain/reservations/reservation-rules.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// One app for the file, its clock moved by the tests; viewers come with the x-test-viewer header.
let t: TestApp;
let at = testNowMs();
const now = () => new Date(at);
beforeAll(async () => {
  t = await startTestApp({ now });
  t.app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-viewer'];
    if (typeof header === 'string')
      (request as unknown as { viewer: Viewer | null }).viewer = JSON.parse(header);
  });
});
afterAll(async () => {
  await t.close();
});

const english = { 'accept-language': 'en' };
const chinese = { 'accept-language': 'zh-CN' };
const customer = viewers.certified;
const staff = viewers.staff;
const otherTenantStaff = { ...viewers.staff, companyId: 2 };

type Answer<T> = Omit<Awaited<ReturnType<typeof call>>, 'data'> & { data?: T };

const as = async <T = unknown>(
  viewer: Viewer,
  apiPath: string,
  body: unknown,
  language = english,
): Promise<Answer<T>> => call(t, apiPath, body, { ...asViewer(viewer), ...language });

const nextWeek = () => reservationWeeks(now())[0]!.startDate;
const form = (overrides: Record<string, unknown> = {}) => ({
  pol: 'CNSHA',
  pod: 'NLRTM',
  etdWeek: nextWeek(),
  containers: [
    { containerType: '20GP', quantity: 2 },
    { containerType: '40HQ', quantity: '1' },
  ],
  cargo: 'Furniture, 12 pallets',
  remarks: 'Fragile',
  ...overrides,
});

const create = (viewer: Viewer = customer, overrides: Record<string, unknown> = {}) =>
  as<ReservationDetail>(viewer, 'reserve/createReservation', form(overrides));

describe('a certified customer makes an advance booking for a week ahead', () => {
  it('created to be audited, with its lines and the first history entry (no status before it)', async () => {
    const answer = await create();
    expect(answer.code).toBe('1');
    expect(answer.data).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
      etdWeekStart: nextWeek(),
      containers: [
        { containerType: '20GP', quantity: 2 },
        { containerType: '40HQ', quantity: 1 },
      ],
      cargo: 'Furniture, 12 pallets',
      remarks: 'Fragile',
      status: 'toBeAudited',
      reason: null,
    });
    expect(answer.data?.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'toBeAudited',
        event: 'create',
        actor: 'owner',
        actorName: null,
        reason: null,
        at: now().toISOString(),
      },
    ]);
  });

  it('the form rules answer their own message in the request’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pol: '' }, 'Please choose the port of loading'],
      [{ pod: 'cnsha' }, 'The port of loading and the port of discharge must differ'],
      [{ etdWeek: '2000-01-03' }, 'Only a week from next week on, up to 12 weeks ahead, can be reserved'],
      [{ containers: [] }, 'Please add at least one container type'],
      [
        {
          containers: [
            { containerType: '20GP', quantity: 1 },
            { containerType: '20GP', quantity: 2 },
          ],
        },
        'Duplicate container types are not allowed',
      ],
      [{ containers: [{ containerType: '20GP', quantity: '1.5' }] }, 'The quantity must be an integer'],
      [{ containers: [{ containerType: '20GP', quantity: 0 }] }, 'The quantity must be greater than 0'],
      [{ containers: [{ containerType: '20GP', quantity: 1000 }] }, 'At most 999 containers of a type'],
      [{ cargo: '  ' }, 'Please describe the cargo'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await create(customer, overrides);
      expect({ overrides, status: answer.status, message: answer.message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
    expect((await as(customer, 'reserve/createReservation', form({ cargo: '' }), chinese)).message).toBe(
      '请填写货物描述',
    );
  });

  it('the current week is not a week ahead; the twelfth week after it is', async () => {
    const weeks = reservationWeeks(now());
    const today = now().toISOString().slice(0, 10);
    expect((await create(customer, { etdWeek: today })).code).not.toBe('1');
    expect((await create(customer, { etdWeek: weeks.at(-1)!.startDate })).code).toBe('1');
  });

  it('an uncertified customer and staff cannot make one (403)', async () => {
    const uncertified = await create(viewers.inAuthentication);
    expect(uncertified.status).toBe(403);
    expect(uncertified.message).toBe('Please certificate to view rates detail');
    expect((await create(staff)).status).toBe(403);
  });
});

describe('the reservation’s life follows its transition table', () => {
  it('the owner cancels while it is to be audited; after that nothing follows', async () => {
    const id = (await create()).data!.id;
    const cancelled = await as<ReservationDetail>(customer, 'reserve/cancelReservation', {
      reservationId: id,
    });
    expect(cancelled.data?.status).toBe('cancelled');
    expect(cancelled.data?.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor])).toEqual([
      [null, 'toBeAudited', 'owner'],
      ['toBeAudited', 'cancelled', 'owner'],
    ]);
    const again = await as(customer, 'reserve/cancelReservation', { reservationId: id });
    expect(again.message).toBe('The advance booking’s current status does not allow this');
    expect((await as(staff, 'reserve/approveReservation', { reservationId: id })).message).toBe(
      'The advance booking’s current status does not allow this',
    );
  });

  it('staff approve: the history says who and when; the owner can no longer cancel it', async () => {
    const id = (await create()).data!.id;
    at += 60_000;
    const approved = await as<ReservationDetail>(staff, 'reserve/approveReservation', { reservationId: id });
    expect(approved.data?.status).toBe('approved');
    const seen = await as<ReservationDetail>(customer, 'reserve/getReservation', { reservationId: id });
    expect(seen.data?.history.at(-1)).toEqual({
      fromStatus: 'toBeAudited',
      toStatus: 'approved',
      event: 'approve',
      actor: 'staff',
      actorName: null,
      reason: null,
      at: now().toISOString(),
    });
    expect((await as(customer, 'reserve/cancelReservation', { reservationId: id })).code).toBe('0');
    // A transition outside the table: a refusal after the approval.
    expect(
      (await as(staff, 'reserve/refuseReservation', { reservationId: id, reason: 'Too late' })).message,
    ).toBe('The advance booking’s current status does not allow this');
  });

  it('staff refuse only with a reason; the reason shows on the reservation and in its history', async () => {
    const id = (await create()).data!.id;
    const blank = await as(staff, 'reserve/refuseReservation', { reservationId: id, reason: '   ' });
    expect([blank.status, blank.message]).toEqual([400, 'Please give a reason']);
    const refused = await as<ReservationDetail>(staff, 'reserve/refuseReservation', {
      reservationId: id,
      reason: ' No space on this loop that week ',
    });
    expect(refused.data?.status).toBe('auditFailed');
    expect(refused.data?.reason).toBe('No space on this loop that week');
    const mine = await as<ReservationDetail>(customer, 'reserve/getReservation', { reservationId: id });
    expect(mine.data?.history.at(-1)).toMatchObject({
      fromStatus: 'toBeAudited',
      toStatus: 'auditFailed',
      event: 'refuse',
      actor: 'staff',
      actorName: null,
      reason: 'No space on this loop that week',
    });
  });
});

describe('per-record access across customers and tenants', () => {
  it('another customer gets 404 on read and cancel; another tenant’s staff 404; customers 403 on staff calls', async () => {
    const id = (await create()).data!.id;
    const other = viewers.otherCertified;
    expect((await as(other, 'reserve/getReservation', { reservationId: id })).code).toBe('404');
    expect((await as(other, 'reserve/cancelReservation', { reservationId: id })).code).toBe('404');
    expect((await as(otherTenantStaff, 'reserve/getReservation', { reservationId: id })).code).toBe('404');
    expect((await as(otherTenantStaff, 'reserve/approveReservation', { reservationId: id })).code).toBe(
      '404',
    );
    expect(
      (await as(otherTenantStaff, 'reserve/refuseReservation', { reservationId: id, reason: 'x' })).code,
    ).toBe('404');
    for (const apiPath of ['reserve/approveReservation', 'reserve/listReservations']) {
      expect((await as(customer, apiPath, { reservationId: id })).status).toBe(403);
    }
    expect((await as(customer, 'reserve/refuseReservation', { reservationId: id, reason: 'x' })).status).toBe(
      403,
    );
    expect((await call(t, 'reserve/listMyReservations', {})).status).toBe(401);
    // Still waiting: nobody else moved it.
    expect(
      (await as<ReservationDetail>(staff, 'reserve/getReservation', { reservationId: id })).data?.status,
    ).toBe('toBeAudited');
  });

  it('lists: mine holds only my own, newest first; the staff queue holds the company’s, filtered by status', async () => {
    const own = (await create()).data!.id;
    const others = (await create(viewers.otherCertified)).data!.id;
    const mine = await as<ReservationPage>(customer, 'reserve/listMyReservations', { pageSize: 100 });
    const mineIds = mine.data!.list.map((row) => row.id);
    expect(mineIds[0]).toBe(own);
    expect(mineIds).not.toContain(others);
    expect(mine.data!.list.every((row) => row.customer === null)).toBe(true);
    const queue = await as<ReservationPage>(staff, 'reserve/listReservations', {
      status: 'toBeAudited',
      pageSize: 100,
    });
    expect(queue.data!.list.map((row) => row.id)).toEqual(expect.arrayContaining([own, others]));
    expect(queue.data!.list.every((row) => row.status === 'toBeAudited')).toBe(true);
    const paged = await as<ReservationPage>(customer, 'reserve/listMyReservations', {
      pageNo: 1,
      pageSize: 1,
    });
    expect(paged.data!.list).toHaveLength(1);
    expect(paged.data!.total).toBe(mine.data!.total);
    const elsewhere = await as<ReservationPage>(otherTenantStaff, 'reserve/listReservations', {});
    expect(elsewhere.data!.total).toBe(0);
  });

  it('spec §6 customer page: the staff queue filters by customer; a customer’s own list stays theirs', async () => {
    const own = (await create()).data!.id;
    const others = (await create(viewers.otherCertified)).data!.id;
    const ids = async (viewer: Viewer, path: string, body: Record<string, unknown>) =>
      (await as<ReservationPage>(viewer, path, { pageSize: 100, ...body })).data!.list.map((row) => row.id);
    const ofCustomer = await ids(staff, 'reserve/listReservations', { userId: customer.userId });
    expect(ofCustomer).toContain(own);
    expect(ofCustomer).not.toContain(others);
    expect(await ids(otherTenantStaff, 'reserve/listReservations', { userId: customer.userId })).toEqual([]);
    const mine = await ids(viewers.otherCertified, 'reserve/listMyReservations', { userId: customer.userId });
    expect(mine).toContain(others);
    expect(mine).not.toContain(own);
  });

  it('both lists filter by the time of creation; a range that ends before it starts is refused', async () => {
    const viewer = { ...customer, userId: 191 };
    const early = (await create(viewer)).data!.id;
    at += 24 * 3600_000;
    const boundary = now().toISOString();
    const late = (await create(viewer)).data!.id;
    const ids = async (body: Record<string, unknown>) =>
      (await as<ReservationPage>(viewer, 'reserve/listMyReservations', body)).data!.list.map((row) => row.id);
    expect(await ids({})).toEqual([late, early]);
    expect(await ids({ createdFrom: boundary })).toEqual([late]);
    expect(await ids({ createdBefore: boundary })).toEqual([early]);
    // The same instant at another offset; the staff queue takes the same range.
    const shanghai = new Date(Date.parse(boundary) + 8 * 3600_000).toISOString().replace('Z', '+08:00');
    const queue = await as<ReservationPage>(staff, 'reserve/listReservations', {
      createdFrom: shanghai,
      pageSize: 100,
    });
    expect(queue.data!.list.map((row) => row.id)).toContain(late);
    expect(queue.data!.list.map((row) => row.id)).not.toContain(early);
    const backwards = { createdFrom: boundary, createdBefore: boundary };
    const refused = await as(viewer, 'reserve/listMyReservations', backwards);
    expect([refused.status, refused.message]).toEqual([400, 'The start date cannot be after the end date']);
    expect((await as(staff, 'reserve/listReservations', backwards, chinese)).message).toBe(
      '开始日期不能晚于结束日期',
    );
    expect((await as(viewer, 'reserve/listMyReservations', { createdFrom: 'yesterday' })).status).toBe(400);
  });
});

describe('the customer is mailed when staff approve or refuse', () => {
  it('one mail per audit, with the reason when refused', async () => {
    const row = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'reserve@customer.example.com',
        passwordHash: 'x',
        createdAt: now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailer = { ...customer, userId: row.id };
    const approved = (await create(mailer)).data!.id;
    const refused = (await create(mailer)).data!.id;
    const cancelled = (await create(mailer)).data!.id;
    await as(staff, 'reserve/approveReservation', { reservationId: approved });
    await as(staff, 'reserve/refuseReservation', { reservationId: refused, reason: 'Loop suspended' });
    await as(mailer, 'reserve/cancelReservation', { reservationId: cancelled });
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
    ).filter((mail) => mail.to === 'reserve@customer.example.com');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `舱位预约审核未通过 / Advance booking refused #${refused}`,
      `舱位预约已通过审核 / Advance booking approved #${approved}`,
    ]);
    expect(mails.find((mail) => mail.subject.includes('refused'))?.text).toContain('Loop suspended');
  });
});
