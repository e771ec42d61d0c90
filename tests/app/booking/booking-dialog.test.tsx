import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { BookingPath, FilePath } from '../../../domain/api/booking-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type { SpaceSailingDetail } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import {
  QR_LOGIN_POLL_INTERVAL_MS,
  SPACE_PAYMENT_WINDOW_MS,
  UPLOAD_MAX_BYTES,
} from '../../../domain/constants.ts';
import { toUserSession } from '../../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../../src/api/authorization-store.ts';
import { storeSession } from '../../../src/app/session-store.ts';
import { publishSessionView } from '../../../src/app/session-view.ts';
import { paymentQrImage } from '../../../src/features/booking/payment-qr.ts';
import { sampleUserInfo, sampleValidateMap } from '../../machines/auth/samples.ts';
import { sampleDraft, samplePaidDraft, sampleUploadedFile } from '../../machines/booking/samples.ts';
import { spaceSailing, withGate } from '../logistics/samples.ts';
import { company, installFakeApi, ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';

/**
 * Booking available space from /lookPresentCabinDetail, through the whole portal with
 * the API faked at fetch (as the other app tests do). The payment window's 2-second polls and its
 * 3 minutes are moved on with fake timers.
 */

const detail: SpaceSailingDetail = {
  ...withGate(spaceSailing, null),
  schedule: null,
  inventory: [
    {
      containerType: '40HQ',
      capacity: 20,
      remaining: 6,
      price: 2150,
      currency: 'USD',
      level: 'tight',
      bookable: true,
    },
    {
      containerType: '20GP',
      capacity: 46,
      remaining: 3,
      price: 1200,
      currency: 'USD',
      level: 'tight',
      bookable: true,
    },
  ],
};

interface Viewer {
  userType?: number;
  customerType?: number | null;
  certificationStatus?: number;
}

/** Envelope fields beside code and message, as the booking and upload answers carry them. */
const besides = (fields: object) => ({ code: '1', message: '', ...fields }) as unknown as Envelope<unknown>;

type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

function signIn({ userType = 1, customerType = 1, certificationStatus = 3 }: Viewer) {
  storeAuthorization('api-key-7');
  storeSession(
    toUserSession(sampleValidateMap({ userType, certificationStatus, customerType }), company.companyId),
  );
  return ok({ ...sampleUserInfo, userType, customerType, certificationStatus });
}

async function openDetail(
  viewer: Viewer | null,
  api: Record<string, Handler> = {},
  lang: 'cn' | 'en' = 'en',
) {
  const userInfo = viewer ? signIn(viewer) : null;
  const calls = installFakeApi({
    [FreightPath.getSpaceDetail]: () => ok(detail),
    ...(userInfo ? { [AccountPath.getUserInfo]: () => userInfo } : {}),
    ...api,
  });
  if (!viewer) {
    publishSessionView({
      loggedIn: false,
      userName: '',
      nameEn: '',
      userType: null,
      staffRoles: [],
      certificationStatus: null,
      userCompanyName: '',
    });
  }
  await renderPortal('/lookPresentCabinDetail?sailingId=434', lang);
  const book = await screen.findByRole(
    'button',
    { name: lang === 'en' ? 'Book this space' : '预订此舱位' },
    ROUTE_LOADED,
  );
  return { book, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

async function openBooking(viewer: Viewer = {}, api: Record<string, Handler> = {}, lang: 'cn' | 'en' = 'en') {
  const opened = await openDetail(viewer, api, lang);
  fireEvent.click(opened.book);
  const dialog = within(await screen.findByRole('dialog'));
  return { ...opened, dialog };
}

type Dialog = Awaited<ReturnType<typeof openBooking>>['dialog'];

const setField = (dialog: Dialog, label: string, value: string) => {
  const field = dialog.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

const ATTORNEY_FILE = 'Power of attorney (PDF, JPG or PNG, at most 10 MB)';

const chooseFile = (dialog: Dialog, name: string, size?: number, label = ATTORNEY_FILE) => {
  const file = new File(['%PDF-1.7 attorney'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(dialog.getByLabelText(label), { target: { files: [file] } });
};

const problemOf = (dialog: Dialog, label: string) => {
  const id = dialog.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const bookingApi = (answers: { getSpaceOrder?: () => OrderDraft } = {}): Record<string, Handler> => ({
  [FilePath.uploadFile]: () => besides(sampleUploadedFile),
  [BookingPath.bookSpace]: () => besides(sampleDraft()),
  [BookingPath.getSpaceOrder]: () => besides((answers.getSpaceOrder ?? (() => sampleDraft()))()),
});

/** Two container types and the attorney file, submitted: the dialog shows the payment. */
async function bookTwoTypes(dialog: Dialog) {
  fireEvent.click(dialog.getByRole('button', { name: 'Add a container type' }));
  setField(dialog, 'Quantity 1', '2');
  setField(dialog, 'Quantity 2', '1');
  chooseFile(dialog, 'attorney.pdf');
  await dialog.findByText('Uploaded: attorney.pdf (117 KB)');
  fireEvent.click(dialog.getByRole('button', { name: 'Book and pay' }));
  await dialog.findByRole('heading', { name: 'Pay for the space' });
}

afterEach(() => vi.useRealTimers());

describe('Book this space (spec §5)', () => {
  it('a certified customer books two container types; the QR code, what is held and the countdown show', async () => {
    const { dialog, callsTo } = await openBooking({}, bookingApi());
    expect(dialog.getByText('Shanghai → Rotterdam, HAPAG-LLOYD VEGA / 2647W')).toBeTruthy();
    expect(
      Array.from(
        (dialog.getByLabelText('Container type 1') as HTMLSelectElement).options,
        (option) => option.text,
      ),
    ).toEqual(['40HQ: 6 left, USD 2,150 each', '20GP: 3 left, USD 1,200 each']);
    await bookTwoTypes(dialog);
    expect(callsTo(BookingPath.bookSpace)[0]!.body).toEqual({
      sailingId: 434,
      containers: [
        { containerType: '40HQ', quantity: 2 },
        { containerType: '20GP', quantity: 1 },
      ],
      attorneyFile: sampleUploadedFile.alifileName,
    });
    const qr = await dialog.findByRole('img', {
      name: 'Payment QR code of order SO202611230081: scan it to pay',
    });
    expect(qr.getAttribute('src')).toBe(await paymentQrImage(sampleDraft().code_url, 'en'));
    expect(dialog.getByText('40HQ × 2, 20GP × 1')).toBeTruthy();
    expect(dialog.getByText('USD 5,500')).toBeTruthy();
    expect(dialog.getByRole('timer').textContent).toMatch(/^0[23]:[0-5]\d$/);
    expect(dialog.getByText(/Closing this window does not cancel the order/)).toBeTruthy();
  });

  it('spec §5: the total follows the lines; a duplicate container type and a quantity above the remaining get their messages', async () => {
    const { dialog, callsTo } = await openBooking({}, bookingApi());
    fireEvent.click(dialog.getByRole('button', { name: 'Add a container type' }));
    expect(dialog.getByText('Total: USD 3,350')).toBeTruthy();
    setField(dialog, 'Quantity 1', '7');
    expect(problemOf(dialog, 'Quantity 1')).toBe('The quantity cannot exceed the remaining quantity');
    fireEvent.change(dialog.getByLabelText('Container type 2'), { target: { value: '40HQ' } });
    fireEvent.blur(dialog.getByLabelText('Container type 2'));
    expect(problemOf(dialog, 'Container type 2')).toBe('Duplicate container types are not allowed');
    fireEvent.click(dialog.getByRole('button', { name: 'Book and pay' }));
    expect(problemOf(dialog, 'Power of attorney (PDF, JPG or PNG, at most 10 MB)')).toBe(
      'Please upload the attorney file',
    );
    expect(callsTo(BookingPath.bookSpace)).toEqual([]);
  });

  it('spec §5: a file over 10 MiB is refused in the browser and never sent', async () => {
    const { dialog, callsTo } = await openBooking({}, bookingApi());
    chooseFile(dialog, 'scan.pdf', UPLOAD_MAX_BYTES + 1);
    expect(problemOf(dialog, 'Power of attorney (PDF, JPG or PNG, at most 10 MB)')).toBe(
      'A single file cannot exceed 10M',
    );
    expect(callsTo(FilePath.uploadFile)).toEqual([]);
  });

  it('the server’s refusal (space taken meanwhile) shows its message and keeps the form', async () => {
    const message = 'Not enough 40HQ space is left any more; reduce the quantity and try again';
    const { dialog } = await openBooking(
      {},
      { ...bookingApi(), [BookingPath.bookSpace]: () => ({ code: '0', message }) as Envelope<unknown> },
    );
    setField(dialog, 'Quantity 1', '5');
    chooseFile(dialog, 'attorney.pdf');
    await dialog.findByText('Uploaded: attorney.pdf (117 KB)');
    fireEvent.click(dialog.getByRole('button', { name: 'Book and pay' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect((dialog.getByLabelText('Quantity 1') as HTMLInputElement).value).toBe('5');
    expect(dialog.getByText('Uploaded: attorney.pdf (117 KB)')).toBeTruthy();
  });

  it('spec §4: the page polls every 2 s and shows the paid view once the order is in hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const { dialog, callsTo } = await openBooking(
      {},
      bookingApi({ getSpaceOrder: () => (paid ? samplePaidDraft() : sampleDraft()) }),
    );
    await bookTwoTypes(dialog);
    await act(() => vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS));
    await waitFor(() => expect(callsTo(BookingPath.getSpaceOrder).length).toBeGreaterThan(0));
    expect(dialog.queryByText(/^Paid/)).toBeNull();
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS));
    expect(await dialog.findByText('Paid. The space is yours: the order is in hand.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'See it in My Space' }).getAttribute('href')).toBe(
      '/workspace/reserveCabin',
    );
  });

  it('spec §4: unpaid at 3:00 the window has passed: the order is cancelled and the space released', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog } = await openBooking({}, bookingApi());
    await bookTwoTypes(dialog);
    await act(() => vi.advanceTimersByTimeAsync(SPACE_PAYMENT_WINDOW_MS));
    expect((await dialog.findByText(/The 3-minute payment window has passed/)).textContent).toBe(
      'The 3-minute payment window has passed. The order is cancelled and the space is released.',
    );
    expect(dialog.queryByRole('img')).toBeNull();
  });
});

describe('in Chinese (both languages)', () => {
  it('spec §5: the form and its messages are Chinese', async () => {
    const { dialog } = await openBooking({}, bookingApi(), 'cn');
    expect(dialog.getByRole('heading', { name: '预订舱位' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '添加箱型' }));
    fireEvent.change(dialog.getByLabelText('箱型 2'), { target: { value: '40HQ' } });
    fireEvent.blur(dialog.getByLabelText('箱型 2'));
    expect(problemOf(dialog, '箱型 2')).toBe('箱型不能重复');
    chooseFile(dialog, 'scan.pdf', UPLOAD_MAX_BYTES + 1, '委托书（PDF、JPG 或 PNG，不超过10M）');
    expect(problemOf(dialog, '委托书（PDF、JPG 或 PNG，不超过10M）')).toBe('单个文件不能超过10M');
  });
});

describe('who may book (spec §5, §6)', () => {
  it('spec §5: a customer without a customer type is told to contact customer service, and the contact card opens', async () => {
    const { dialog } = await openBooking({ customerType: null });
    expect(dialog.getByRole('alert').textContent).toContain(
      'Your customer type is not set. Please contact customer service to maintain it.',
    );
    expect(dialog.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.getElementById('contact-card')).not.toBeNull());
  });

  it('spec §6: a customer type customer service set since the sign-in is asked of the server, and the form opens', async () => {
    const { dialog, callsTo } = await openBooking(
      { customerType: null },
      { [AccountPath.getUserInfo]: () => ok({ ...sampleUserInfo, customerType: 2, certificationStatus: 3 }) },
    );
    expect(await dialog.findByLabelText('Quantity 1')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(callsTo(AccountPath.getUserInfo).length).toBeGreaterThan(0);
  });

  it('staff cannot book: the button is disabled and says why', async () => {
    const { book } = await openDetail({ userType: 2 });
    expect(book).toHaveProperty('disabled', true);
    expect(screen.getByText('Staff accounts cannot book space.')).toBeTruthy();
  });

  it('a visitor is asked to log in: the button opens the login dialog', async () => {
    const { book } = await openDetail(null);
    expect(screen.getByText('Log in to book this space.')).toBeTruthy();
    fireEvent.click(book);
    expect(await screen.findByRole('heading', { name: 'Scan to log in' }, ROUTE_LOADED)).toBeTruthy();
  });

  it('a customer not yet certified is asked to certify', async () => {
    const { book } = await openDetail({ certificationStatus: 1 });
    expect(book).toHaveProperty('disabled', false);
    expect(screen.getByText('Certified customers can book space: certify first.')).toBeTruthy();
    fireEvent.click(book);
    expect(await screen.findByRole('heading', { name: 'Certification' }, ROUTE_LOADED)).toBeTruthy();
  });
});
