/**
 * Spec §5 asks a power of attorney of every space booking, grab-space orders included: a customer
 * keeps one on file and picks it instead of uploading it again. Orders booked with it name it and
 * leave it on file; the stale-file sweeper never deletes it (nor a file an order names); a head
 * picture is never an attorney file (spec §7). SQLite, the movable clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { GrabRequestDetail } from '../../../domain/api/grab-request.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { createUploadedFileRepository } from '../../../server/db/repositories/uploaded-file-repository.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { UNATTACHED_FILE_TTL_MS } from '../../../server/services/booking/stale-files.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { type BookingApp, book, bookableSailing, english, startBookingApp, uploadedFile } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

/** A certified customer of the demo company with a user row of their own (the file on file is kept there). */
const customerNo = async (n: number): Promise<Viewer> => {
  const { id } = await t.db
    .insertInto('users')
    .values({
      companyId: 1,
      email: `on-file-${n}@customer.example.com`,
      passwordHash: 'x',
      createdAt: t.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...viewers.certified, userId: id };
};
type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

const as = (viewer: Viewer, pathName: string, body: unknown) =>
  call(t, pathName, body, { ...asViewer(viewer), ...english });

const keep = (viewer: Viewer, alifileName: string) =>
  as(viewer, 'space/keepAttorneyFileOnFile', { alifileName });

describe('spec §5: a power of attorney on file', () => {
  it('kept on file, it is picked for two bookings and stays on file; each order shows it', async () => {
    const me = await customerNo(601);
    const stored = await uploadedFile(t, me);
    expect((await as(me, 'space/getAttorneyFileOnFile', {})).data).toEqual({ attorneyFile: null });
    const kept = await keep(me, stored);
    expect(kept.code).toBe('1');
    expect(kept.data).toEqual({
      attorneyFile: {
        alifileName: stored,
        fileName: 'attorney.pdf',
        size: 1024,
        contentType: 'application/pdf',
      },
    });
    expect((await as(me, 'space/getAttorneyFileOnFile', {})).data.attorneyFile.alifileName).toBe(stored);

    const sailing = await bookableSailing(t, { '20GP': 5 });
    const containers = [{ containerType: '20GP', quantity: 1 }];
    const first: Answer = await book(t, me, { sailingId: sailing.id, containers, attorneyFile: stored });
    const second: Answer = await book(t, me, { sailingId: sailing.id, containers, attorneyFile: stored });
    expect([first.code, second.code]).toEqual(['1', '1']);
    expect(first.order_form?.attorneyFile?.alifileName).toBe(stored);
    expect(second.order_form?.attorneyFile?.alifileName).toBe(stored);
    expect((await as(me, 'space/getAttorneyFileOnFile', {})).data.attorneyFile.alifileName).toBe(stored);
  });

  it('an upload without it is still taken by one order only', async () => {
    const me = await customerNo(602);
    const once = await uploadedFile(t, me);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const containers = [{ containerType: '20GP', quantity: 1 }];
    expect((await book(t, me, { sailingId: sailing.id, containers, attorneyFile: once })).code).toBe('1');
    expect((await book(t, me, { sailingId: sailing.id, containers, attorneyFile: once })).message).toBe(
      'The attorney file is missing or has expired; please upload it again',
    );
  });

  it('a head picture cannot be kept on file, nor someone else’s upload', async () => {
    const me = await customerNo(603);
    const picture = await uploadedFile(t, me);
    await t.db.updateTable('users').set({ headPic: picture }).where('id', '=', me.userId).execute();
    expect((await keep(me, picture)).message).toBe(
      'Your profile picture cannot be the attorney file; please upload the attorney file',
    );
    const theirs = await uploadedFile(t, await customerNo(604));
    expect((await keep(me, theirs)).message).toBe(
      'The attorney file is missing or has expired; please upload it again',
    );
    expect((await as(me, 'space/getAttorneyFileOnFile', {})).data).toEqual({ attorneyFile: null });
  });

  it('the stale-file sweeper keeps the file on file, and one an order names after another replaced it', async () => {
    const me = await customerNo(605);
    const first = await uploadedFile(t, me);
    await keep(me, first);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, me, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
      attorneyFile: first,
    });
    expect(booked.code).toBe('1');
    const second = await uploadedFile(t, me);
    await keep(me, second);
    const never = await uploadedFile(t, me);
    t.advance(UNATTACHED_FILE_TTL_MS + 60_000);
    await t.app.bookingSweeper.run();
    const files = createUploadedFileRepository(t.db);
    expect(await files.findByStoredName(second)).toBeDefined();
    expect(await files.findByStoredName(first)).toBeDefined();
    expect(await files.findByStoredName(never)).toBeUndefined();
  });

  it('an offer’s payment opens with the file on file (a grab-space order needs it too)', async () => {
    const me = await customerNo(606);
    const stored = await uploadedFile(t, me);
    await keep(me, stored);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const applied = await as(me, 'grab/applyGrabRequest', {
      pol: sailing.pol,
      pod: sailing.pod,
      etdStart: addDays(sailing.etdDate, -2),
      etdEnd: addDays(sailing.etdDate, 2),
      containers: [{ containerType: '20GP', quantity: 1 }],
      cargo: 'Machine parts',
      specialRequirements: '',
    });
    const granted = await as(viewers.staff, 'grab/grantGrabRequest', {
      requestId: (applied.data as GrabRequestDetail).id,
      sailingId: sailing.id,
      prices: [{ containerType: '20GP', unitPrice: 900 }],
    });
    const orderId = (granted.data as GrabRequestDetail).spaceOrderId;
    const opened: Answer = await as(me, 'space/openSpaceOrderPayment', { orderId, attorneyFile: stored });
    expect(opened.orderStatus).toBe('awaitingPayment');
    expect(opened.order_form?.attorneyFile?.alifileName).toBe(stored);
    expect((await as(me, 'space/getAttorneyFileOnFile', {})).data.attorneyFile.alifileName).toBe(stored);
  });
});
