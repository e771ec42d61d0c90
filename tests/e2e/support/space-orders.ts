// Space orders set up as a customer makes them, by API against a demo-mode portal: an open sailing
// of existing space with room to spare, and an order of one container on it, booked with an
// attorney file and paid on the sandbox. The browser tests then look at what staff and customers see.
import { expect } from 'vitest';
import { testNow } from '../../support/test-clock.ts';
import type { Portal } from './portal.ts';
import { openSqlite } from './sqlite.ts';

/** The smallest PDF the upload's content check accepts as an attorney file. */
export const ATTORNEY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface SpareSailing {
  id: number;
  containerType: string;
}

/** The first open sailing of existing space whose cut-off is `days` ahead and whose type has `room`. */
export const spareSailing = (
  portal: Portal,
  // A production portal runs on the machine's clock, not the test run's pinned one.
  { days, room, now = testNow() }: { days: number; room: number; now?: Date },
): SpareSailing => {
  const db = openSqlite(portal.dataDir);
  try {
    const after = new Date(now.getTime() + days * 24 * 3600_000).toISOString();
    return db
      .prepare(
        `SELECT s.id AS id, i.container_type AS containerType
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.cut_off > ? AND i.remaining >= ?
          ORDER BY s.id, i.container_type LIMIT 1`,
      )
      .get(after, room) as SpareSailing;
  } finally {
    db.close();
  }
};

export type Envelope = { code: string; message: string; [field: string]: unknown };

/** POSTs to the portal's API as `apiKey` (empty: anonymous), in English. */
export const apiOf =
  (portal: Portal) =>
  async (apiKey: string, path: string, body: unknown): Promise<Envelope> =>
    (await fetch(`${portal.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: apiKey, 'accept-language': 'en' },
      body: JSON.stringify(body),
    }).then((response) => response.json())) as Envelope;

/** The attorney file `customerKey` uploads: its stored name. */
export const uploadedAttorney = async (portal: Portal, customerKey: string): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([ATTORNEY_PDF], { type: 'application/pdf' }), 'attorney.pdf');
  const uploaded = (await fetch(`${portal.baseUrl}/api/common/uploadfile`, {
    method: 'POST',
    headers: { authorization: customerKey },
    body: form,
  }).then((response) => response.json())) as { alifileName: string };
  return uploaded.alifileName;
};

export type BookedOrder = Envelope & {
  orderId: number;
  code_url: string;
  remainingMs: number;
  order_form: { orderNo: string };
};

/** The customer books one container of the sailing with an attorney file: the booking's answer, unpaid. */
export const unpaidSpaceOrder = async (
  portal: Portal,
  sailing: SpareSailing,
  customerKey: string,
): Promise<BookedOrder> => {
  const booked = await apiOf(portal)(customerKey, 'space/bookSpace', {
    sailingId: sailing.id,
    containers: [{ containerType: sailing.containerType, quantity: 1 }],
    attorneyFile: await uploadedAttorney(portal, customerKey),
  });
  expect(booked.code).toBe('1');
  return booked as BookedOrder;
};

/** The sandbox provider confirms the payment of the order's QR code, as its pay page does. */
export const confirmSandboxPayment = async (portal: Portal, codeUrl: string): Promise<Envelope> =>
  apiOf(portal)('', 'pay/confirmSandboxPayment', { code: new URL(codeUrl).searchParams.get('code') });

/** The customer books one container of the sailing with an attorney file and pays it: the booking's answer. */
export const paidSpaceOrder = async (
  portal: Portal,
  sailing: SpareSailing,
  customerKey: string,
): Promise<BookedOrder> => {
  const booked = await unpaidSpaceOrder(portal, sailing, customerKey);
  expect((await confirmSandboxPayment(portal, booked.code_url)).code).toBe('1');
  return booked;
};
