/**
 * Request bodies of space booking and payment, keyed by BookingPath. They check shapes and bounds;
 * the booking service checks meaning with the spec §5 rules of domain/validation/space-booking.ts,
 * so a quantity that is not a whole number above 0 gets the spec's message, not a schema error.
 */
import * as v from 'valibot';
import { STORED_FILE_NAME } from '../booking/file-kind.ts';
import { SANDBOX_PAYMENT_CODE } from '../booking/payment-code.ts';
import {
  SPACE_ORDER_NOTE_MAX,
  SPACE_ORDER_REASON_MAX,
  SPACE_ORDER_STATES,
} from '../booking/space-order-lifecycle.ts';
import { MultiLineText, Text } from './plain-text.ts';
import { CUSTOMER_FILTER, recordBodies } from './record-list.ts';
import { ContainerLinesInput, Id } from './schema-parts.ts';

export { STORED_FILE_NAME } from '../booking/file-kind.ts';
export const StoredFileName = v.pipe(v.string(), v.regex(STORED_FILE_NAME));

/**
 * Spec §7's `common/downloadfile` form post (application/x-www-form-urlencoded): the apiKey as a
 * field (a form cannot set headers), the stored name, and the name the download is saved as.
 */
export const DownloadFileForm = v.object({
  Authorization: v.optional(Text(256)),
  sys_source: v.optional(Text(64)),
  alifileName: StoredFileName,
  fileName: v.optional(Text(1024)),
});
export type DownloadFileForm = v.InferOutput<typeof DownloadFileForm>;

export const BookSpaceBody = v.object({
  sailingId: Id,
  /** Container types with quantities; the quantities are checked by the spec §5 rules. */
  containers: ContainerLinesInput,
  /** The power of attorney, uploaded first through common/uploadfile. */
  attorneyFile: StoredFileName,
});
export type BookSpaceBody = v.InferOutput<typeof BookSpaceBody>;

/** An uploaded attorney file to keep on file. */
export const KeepAttorneyFileBody = v.object({ alifileName: StoredFileName });
export type KeepAttorneyFileBody = v.InferOutput<typeof KeepAttorneyFileBody>;

/**
 * Opens the payment of an offer (a granted grab request): its payment window starts. The power of
 * attorney (spec §5) comes with the first opening, uploaded or the one on file.
 */
export const OpenSpaceOrderPaymentBody = v.object({
  orderId: Id,
  attorneyFile: v.optional(StoredFileName),
});
export type OpenSpaceOrderPaymentBody = v.InferOutput<typeof OpenSpaceOrderPaymentBody>;

/**
 * One space order by id, the list (My Space, the staff's list), and staff's refusal or return with
 * its reason (the booking message `reasonRequired` when blank).
 */
export const spaceOrderBodies = recordBodies('orderId', SPACE_ORDER_STATES);
export const SpaceOrderIdBody = spaceOrderBodies.byId;
export type SpaceOrderIdBody = v.InferOutput<typeof SpaceOrderIdBody>;
export const SpaceOrderReasonBody = spaceOrderBodies.withText('reason', SPACE_ORDER_REASON_MAX);
/** The owner resubmits a returned order: the corrected attorney file (uploaded first) and a note. */
export const ResubmitSpaceOrderBody = v.object({
  orderId: Id,
  attorneyFile: StoredFileName,
  note: MultiLineText(SPACE_ORDER_NOTE_MAX),
});
export type ResubmitSpaceOrderBody = v.InferOutput<typeof ResubmitSpaceOrderBody>;
export const ListSpaceOrdersBody = spaceOrderBodies.list;
export type ListSpaceOrdersBody = v.InferOutput<typeof ListSpaceOrdersBody>;

/** The sandbox pay page's code: what the QR code's URL carries. */
export const SandboxPaymentBody = v.object({ code: v.pipe(v.string(), v.regex(SANDBOX_PAYMENT_CODE)) });
export type SandboxPaymentBody = v.InferOutput<typeof SandboxPaymentBody>;

/** A refund by the portal's refund number (staff retry it). */
export const RefundNoBody = v.object({ refundNo: Text(64) });
export type RefundNoBody = v.InferOutput<typeof RefundNoBody>;

/** The longest note staff keep on a refund settled outside the portal. */
export const REFUND_NOTE_MAX = 500;
/** Staff settled a refund outside the portal: the note (what was done, where) is required. */
export const SettleRefundBody = v.object({ refundNo: Text(64), note: MultiLineText(REFUND_NOTE_MAX) });
export type SettleRefundBody = v.InferOutput<typeof SettleRefundBody>;

/** The refunds queue's filter: one customer by id (a link), or those whose email, name or company contain the text. */
export const CustomerFilterBody = v.object(CUSTOMER_FILTER);
export type CustomerFilterBody = v.InferOutput<typeof CustomerFilterBody>;
