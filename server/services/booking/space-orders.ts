/**
 * Booking available space (spec §5): hold the space and open the order in one transaction, then
 * the provider's payment order; the order's life follows the transition table of
 * domain/booking/space-order-lifecycle.ts, and every move is one conditional UPDATE.
 */
import { createHash } from 'node:crypto';
import { isRateCertified } from '../../../domain/access.ts';
import type { OrderDraft, SpaceOrderPage, SpaceOrderView } from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import type {
  BookSpaceBody,
  ListSpaceOrdersBody,
  OpenSpaceOrderPaymentBody,
  ResubmitSpaceOrderBody,
} from '../../../domain/api/booking-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../../domain/api/idempotency-key.ts';
import type { BookingMessageId } from '../../../domain/booking/messages.ts';
import { asBookingMessage } from '../../../domain/booking/messages.ts';
import { REFUND_TIME_ZONE } from '../../../domain/booking/refund-due.ts';
import { resubmitDeadline } from '../../../domain/booking/resubmit-deadline.ts';
import {
  holdsSpace,
  type SpaceOrderEvent,
  type SpaceOrderState,
  spaceOrderKind,
} from '../../../domain/booking/space-order-lifecycle.ts';
import { SPACE_PAYMENT_WINDOW_MS, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { availabilityLevel } from '../../../domain/freight/space.ts';
import { releaseFeedsWaitlist } from '../../../domain/grab-requests/waitlist.ts';
import { type RecordViewer, viewerOfRecord } from '../../../domain/records/record-kind.ts';
import { validateForm } from '../../../domain/validation/rule.ts';
import {
  type SpaceOffer,
  spaceBookingBlocker,
  spaceBookingRules,
} from '../../../domain/validation/space-booking.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import {
  forgetIdempotencyKeys,
  idempotencyKeysOf,
} from '../../db/repositories/idempotency-key-repository.ts';
import { moveRecord, type RecordScope, recordStoreOf } from '../../db/repositories/record-store.ts';
import {
  attorneyFilesRefusal,
  HOLDS_PER_TRANSACTION,
  type HoldRefusal,
  HoldRefused,
  type HoldWrite,
  type HoldWritten,
  writeHolds,
} from '../../db/repositories/space-hold-writes.ts';
import {
  allowanceKeyOf,
  paymentNoOf,
  returnAllowance,
  returnSpace,
  type SpaceOrderRepository,
  type SpaceOrderRow,
} from '../../db/repositories/space-order-repository.ts';
import type { TenantSettingsRepository } from '../../db/repositories/tenant-settings-repository.ts';
import type {
  UploadedFileRepository,
  UploadedFileRow,
} from '../../db/repositories/uploaded-file-repository.ts';
import type { Database } from '../../db/schema.ts';
import { turnBatch, turnWrites } from '../../db/turn-batch.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Clock } from '../accounts/clock.ts';
import { creationLimitOf, type RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { canonicalJson } from '../freight/event-import.ts';
import { createPriceGate } from '../freight/price-gate.ts';
import { serveWaitlist } from '../grab-requests/waitlist.ts';
import {
  type Outcome as AnyOutcome,
  declined,
  forbidden,
  invalid,
  notFound,
  ok,
  refuse,
} from '../outcome.ts';
import type { PaymentOrder, PaymentProvider } from '../payment/provider.ts';
import type { SpaceOrderMailJob } from './booking-mails.ts';
import { bookingDeadlines } from './deadline-timeline.ts';
import { newOrderNo } from './order-number.ts';
import type { OrderViews } from './order-view.ts';
import { toMinor } from './order-view.ts';
import { payableColumns } from './payable.ts';
import type { PaymentOutcome } from './payments.ts';

/** What a booking service answers: its data, or a booking message id (domain/booking/messages.ts). */
export type Outcome<T> = AnyOutcome<T, BookingMessageId>;
/** Someone else's order answers as missing: ids cannot be probed. */
export const orderNotFound = () => notFound<BookingMessageId>('orderNotFound');

/** What a payment the provider confirmed on closing did: applied, refunded, or seen before. */
type OnPaid = (
  row: SpaceOrderRow,
  paid: Awaited<ReturnType<PaymentProvider['close']>>,
) => Promise<PaymentOutcome>;

/** Unpaid orders past their window, expired in one go by the sweeper or before a booking. */
const SWEEP_BATCH = 100;

type Sailing = NonNullable<Awaited<ReturnType<SpaceOrderRepository['sailingById']>>>;
type PricedLine = { containerType: string; quantity: number; unitPriceMinor: number };

/**
 * What a booking's reads decide: a refusal (`expireFirst` when it is for space or allowance and
 * holds on the sailing have passed their window: expiring them gives space and allowance back and
 * could change the answer), or the priced lines to hold with the attorney file as read (and whether
 * it is the customer's file on file, which the order names without taking it).
 */
type Decision =
  | { refusal: Outcome<never>; expireFirst: boolean }
  | { lines: PricedLine[]; file: UploadedFileRow; onFile: boolean };

/** A booking's Idempotency-Key with the hash of the request it names (docs/api.md). */
interface Idempotency {
  key: string;
  requestHash: string;
}

/** The hash a key is kept with: the path and the body, whatever order the body's keys came in. */
const requestHashOf = (path: string, body: unknown): string =>
  createHash('sha256')
    .update(`${path}\n${canonicalJson(body)}`)
    .digest('hex');

/** Container-type order: every transaction takes a sailing's stock rows in it (no lock cycle). */
const byContainerType = (a: { containerType: string }, b: { containerType: string }): number =>
  a.containerType < b.containerType ? -1 : a.containerType > b.containerType ? 1 : 0;

/** Thrown inside the order's transaction to roll it back with the answer to give. */
class Rollback extends Error {
  readonly outcome: Outcome<never>;
  constructor(outcome: Outcome<never>) {
    super('booking rolled back');
    this.outcome = outcome;
  }
}

/**
 * Why the attorney file cannot go with the order, or null when it goes: an upload is taken by the
 * order (the uploader's own, not yet taken by another); the owner's file on file is named by it
 * and stays on file. A head picture is never an attorney file (spec §7).
 */
const attorneyFileRefusal = (
  db: Database,
  storedName: string,
  userId: number,
  orderId: number,
  onFile = false,
): Promise<BookingMessageId | null> => attorneyFilesRefusal(db, [{ storedName, userId, orderId, onFile }]);

/** Whether an offer's deadline is still ahead at `at`; false for an order that is no offer. */
const offerOpenAt = (row: SpaceOrderRow, at: Date): boolean =>
  row.offerExpiresAt !== null && Date.parse(row.offerExpiresAt) > at.getTime();

/**
 * Attaches the customer's attorney file to their order in the order's transaction (an upload is
 * taken, the file on file named); rolls the transaction back with the reason when it cannot go.
 */
const attachAttorneyFile = async (
  trx: Database,
  file: { storedName: string; userId: number; orderId: number; onFile?: boolean },
): Promise<void> => {
  const refusal = await attorneyFileRefusal(trx, file.storedName, file.userId, file.orderId, file.onFile);
  if (refusal !== null) throw new Rollback(invalid(refusal));
};

/** A hold's refusal as its answer (spec §5): a stock or allowance race is a business failure. */
const holdRefusalOutcome = (refusal: HoldRefusal): Outcome<never> =>
  refusal.reason === 'spaceTakenMeanwhile'
    ? declined('spaceTakenMeanwhile', { containerType: refusal.containerType })
    : refusal.reason === 'reservedQuantityExceedsAllowance'
      ? declined(refusal.reason)
      : invalid(refusal.reason);

export interface SpaceOrderDeps {
  db: Database;
  orders: SpaceOrderRepository;
  files: Pick<UploadedFileRepository, 'findForBooking' | 'attorneyFileOnFile'>;
  views: OrderViews;
  companies: CompanyRepository;
  /**
   * The tenant's exchange rates (a price is paid in CNY, domain/tenant/cny-conversion.ts) and its
   * working days to resubmit a returned order.
   */
  tenantSettings: Pick<TenantSettingsRepository, 'exchangeRatesOfTenants' | 'settingsOf'>;
  provider: PaymentProvider;
  limiter: RateLimiter;
  queueMail: (job: SpaceOrderMailJob) => Promise<void>;
  now: Clock;
  /** The payment window (spec §4): SPACE_PAYMENT_WINDOW_MS, tests keep the default. */
  windowMs?: number;
  /** REFUND_HOLIDAYS: the dates that are not working days (refunds and resubmit deadlines alike). */
  holidays: ReadonlySet<string>;
}

export const createSpaceOrderService = (deps: SpaceOrderDeps) => {
  const { db, orders, views, companies, provider, limiter, queueMail, now } = deps;
  const records = recordStoreOf(db, spaceOrderKind, orders.findById, now);
  const windowMs = deps.windowMs ?? SPACE_PAYMENT_WINDOW_MS;
  // A crowd's holds (spec §5, a release): those of one turn in one transaction, all or none; when
  // one of them cannot be written, each is written alone (turnWrites, docs/booking.md "Fifth round").
  const holdInTurn = turnWrites(
    (holds: readonly HoldWrite[]) => db.transaction().execute((trx) => writeHolds(trx, holds)),
    HOLDS_PER_TRANSACTION,
  );
  /** A sailing's stock as a booking reads it: the bookings of one turn read their stock together. */
  const stockNow = turnBatch((sailingIds: readonly number[]) =>
    orders.stocksOf(sailingIds, now().toISOString()),
  );
  /** The tenant's exchange rates as a hold reads them: the holds of one turn read them together. */
  const ratesNow = turnBatch(deps.tenantSettings.exchangeRatesOfTenants);
  const rates = {
    exchangeRateOf: async (companyId: number, currency: string) =>
      (await ratesNow(companyId))?.find((rate) => rate.currency === currency),
  };
  /**
   * A booking's Idempotency-Key as first used (`[userId, key]` as JSON): every booking the browser
   * sends carries one, and the bookings of one turn look theirs up together.
   */
  const keptKey = turnBatch(
    async (asked: readonly string[]) =>
      new Map(
        (
          await idempotencyKeysOf(
            db,
            asked.map((entry) => JSON.parse(entry) as [number, string]),
          )
        ).map((row) => [JSON.stringify([row.userId, row.idempotencyKey]), row]),
      ),
  );

  /**
   * The spec's order draft (§4): no QR image, the client draws it from `code_url` (a hold's answer
   * stays small, docs/booking.md "Where a hold's time goes").
   */
  const draftOf = async (row: SpaceOrderRow, view?: SpaceOrderView): Promise<OrderDraft> => {
    const order = view ?? (await views.viewsOf([row]))[0]!;
    const open = row.status === 'awaitingPayment';
    const remainingMs = open ? Math.max(0, Date.parse(row.expiresAt) - now().getTime()) : 0;
    return {
      orderStatus: row.status,
      code_url: open ? row.codeUrl : '',
      orderId: row.id,
      order_form: order,
      remainingMs,
    };
  };

  /** What the provider's payment order for `order` asks: what it pays, for what, until when. */
  const paymentOrderOf = (
    order: Pick<SpaceOrderRow, 'orderNo' | 'paymentNo' | 'payAmountMinor' | 'payCurrency' | 'expiresAt'>,
    sailing: Sailing,
    lines: readonly PricedLine[],
  ): PaymentOrder => ({
    orderNo: paymentNoOf(order),
    amountMinor: order.payAmountMinor,
    currency: order.payCurrency,
    description: `${sailing.vesselName} ${sailing.voyageNumber} ${sailing.pol}-${sailing.pod} ${lines
      .map((line) => `${line.quantity}x${line.containerType}`)
      .join(' ')}`.slice(0, 120),
    expiresAt: new Date(order.expiresAt),
  });

  /**
   * The provider's payment order for an order just opened, its QR code's URL kept on the order. No
   * payment can reach an order the provider never opened: when the provider fails, the order is
   * cancelled again (its space given back) and the error thrown.
   */
  const openPayment = async (
    row: SpaceOrderRow,
    sailing: Sailing,
    lines: readonly PricedLine[],
  ): Promise<SpaceOrderRow> => {
    try {
      const { codeUrl } = await provider.create(paymentOrderOf(row, sailing, lines));
      await orders.setCodeUrl({ orderId: row.id, codeUrl });
      return { ...row, codeUrl };
    } catch (error) {
      // An offer's opening goes back to the offer; a booking is given up.
      if (row.offerExpiresAt !== null) await move(row, 'lapse', { party: 'system' }, offerAgain(row));
      // A hold given up before it was answered: its key may start the retry afresh.
      else
        await move(row, 'cancel', { party: 'owner' }, { closedAt: now().toISOString() }, undefined, {
          within: (trx) => forgetIdempotencyKeys(trx, { orderId: row.id }),
        });
      throw error;
    }
  };

  /** An offer whose payment window ended: its deadline back in `expiresAt`, no QR code. */
  const offerAgain = (row: SpaceOrderRow) => ({
    expiresAt: row.offerExpiresAt ?? row.expiresAt,
    codeUrl: '',
  });

  /**
   * Moves an order by `event`, in one transaction with what the move implies for the space: an
   * order that stops holding space gives it back, and its allowance; when the release feeds the
   * waitlist, the grab requests the units serve are granted in that same transaction and the rest
   * stays on the list. False when the table does not let this sender send it, or the order was no
   * longer where the event applies (someone else moved it first).
   */
  const move = async (
    row: SpaceOrderRow,
    event: SpaceOrderEvent,
    by: RecordViewer,
    patch: {
      closedAt?: string;
      reason?: string;
      resubmitBy?: string | null;
      /** An offer's openings and lapses: the window's end or the deadline, its payment, its file. */
      expiresAt?: string;
      codeUrl?: string;
      paymentNo?: string;
      attorneyFile?: string;
    } = {},
    /** The staff member or customer who sent the event, for the history; none for the server. */
    actorUserId?: number,
    /**
     * The trail's note when it is not the reason patched in (a resubmission's), and what else the
     * move's transaction does once the move matched (attach a file, open a refund).
     */
    extra: { note?: string; within?: (trx: Database) => Promise<unknown> } = {},
  ): Promise<boolean> => {
    const transition = spaceOrderKind.transitionFor(event, by);
    if (transition === null) return false;
    const lines = holdsSpace(transition.to) ? [] : await orders.linesOf([row.id]);
    const sailing =
      lines.length > 0 && releaseFeedsWaitlist(event) ? await orders.sailingById(row.sailingId) : undefined;
    const done = await db.transaction().execute(async (trx) => {
      const moved = await moveRecord(trx, spaceOrderKind, {
        record: row,
        event,
        by,
        actorUserId: actorUserId ?? null,
        patch,
        reason: extra.note ?? patch.reason ?? null,
        at: now().toISOString(),
      });
      if (!moved) return null;
      await extra.within?.(trx);
      const key = { sailingId: row.sailingId, userId: row.userId };
      // The stock rows next, all of them: a booking or grant waiting on one holds no allowance row
      // the waitlist below could need (no lock cycle on PostgreSQL).
      for (const line of lines) await returnSpace(trx, row.sailingId, line);
      for (const line of lines) await returnAllowance(trx, key, line);
      if (sailing !== undefined)
        await serveWaitlist(trx, { sailing, units: lines, at: now(), providerName: provider.name });
      return true;
    });
    return done === true;
  };

  /**
   * Ends unpaid orders whose window has passed: the provider's order is closed first, and an order
   * the provider says was paid is kept (`onPaid`) when the payment applies; one it will not apply
   * (another amount or currency) ends like the rest, its payment refunded. An offer's window that
   * passes before the offer's deadline returns to the offer; an offer whose deadline passed expires
   * (its payment was closed when its last window lapsed). Safe on several instances: the close is
   * idempotent and the move is conditional.
   */
  const expireDue = async (
    onPaid: OnPaid,
    sailingId?: number,
  ): Promise<{ expired: number; kept: number }> => {
    const due = await orders.dueUnpaid(now().toISOString(), SWEEP_BATCH, sailingId);
    let expired = 0;
    let kept = 0;
    const system = { party: 'system' } as const;
    for (const row of due) {
      const state = row.status === 'offered' ? null : await provider.close(paymentNoOf(row));
      if (state?.state === 'paid') {
        if ((await onPaid(row, state)) === 'applied') kept += 1;
      } else if (row.status === 'awaitingPayment' && offerOpenAt(row, now()))
        await move(row, 'lapse', system, offerAgain(row));
      else if (await move(row, 'expire', system, { closedAt: now().toISOString() })) expired += 1;
    }
    return { expired, kept };
  };

  /**
   * Refuses returned orders whose resubmit deadline has passed (the server's `lapse`): the space and
   * the allowance go back as a refusal's do, and `refund` opens the full refund in the same
   * transaction. Conditional like every move, so several instances may sweep at once.
   */
  const lapseDue = async (
    refund: (row: SpaceOrderRow, trx: Database) => Promise<unknown>,
  ): Promise<number> => {
    const due = await orders.dueReturned(now().toISOString(), SWEEP_BATCH);
    let lapsed = 0;
    for (const row of due) {
      const moved = await move(
        row,
        'expireReturn',
        { party: 'system' },
        { closedAt: now().toISOString() },
        undefined,
        {
          within: (trx) => refund(row, trx),
        },
      );
      if (!moved) continue;
      lapsed += 1;
      await queueMail({ kind: 'spaceOrder', orderId: row.id, event: 'expireReturn' });
    }
    return lapsed;
  };

  const { readable } = records;

  /** Who may book: a certified customer with a customer type (spec §5, §6). */
  const bookingRefusal = async (viewer: Viewer): Promise<Outcome<never> | null> => {
    if (viewer.userType === STAFF_USER_TYPE) return forbidden('staffCannotBook');
    // Spec §6: the rate gate's rule (domain/access.ts) with the session's company. A certified
    // customer passes whatever the company's public flag says, so only the others read the company.
    if (isRateCertified({ ...viewer, webPubFclFlag: 0 })) return null;
    if ((await createPriceGate(companies)(viewer)) !== null) return forbidden('certifyToViewRates');
    return null;
  };

  /**
   * What a booking's key answers when it was used before (within a day): the draft of the order it
   * made, as that order is now, or a conflict when the key named another request; null when unused.
   */
  const replayed = async (userId: number, idempotency: Idempotency): Promise<Outcome<OrderDraft> | null> => {
    const kept = await keptKey(JSON.stringify([userId, idempotency.key]));
    if (kept === undefined) return null;
    // A key older than a day is forgotten (the sweeper may not have got to it yet): a new attempt.
    const before = new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    if (kept.createdAt <= before) {
      await forgetIdempotencyKeys(db, { before, userId, key: idempotency.key });
      return null;
    }
    if (kept.requestHash !== idempotency.requestHash)
      return refuse(ResultCode.conflict, 'idempotencyKeyReused');
    const row = await orders.findById(kept.orderId);
    return row === undefined ? null : ok(await draftOf(row));
  };

  /**
   * Holds the space and opens the order in one transaction (stock and allowance by conditional
   * updates, the attorney file attached, the first history entry), then the provider's payment
   * order. Shared by a customer's booking and by staff granting a grab request (the staff console), whose
   * order has no attorney file yet and the price staff set.
   */
  const holdAndOpen = async (request: {
    owner: { userId: number; companyId: number };
    sailing: Sailing;
    lines: readonly PricedLine[];
    attorneyFile: string | null;
    /** Who opened it: the customer booking, or staff granting a request for the customer. */
    openedBy?: { actor: 'owner' | 'staff'; userId: number };
    /** A grant's offer: held until this deadline, the payment opened by the customer later. */
    offerExpiresAt?: Date;
    /** The attorney file is the owner's on file: the order names it without taking it. */
    attorneyOnFile?: boolean;
    /** The attorney file as read before the hold: the answer's view shows it without a read. */
    attorneyFileRow?: UploadedFileRow;
    /** The booking's Idempotency-Key, kept with the order in its transaction. */
    idempotency?: Idempotency;
    /** What was left of each container type when the booking read the stock (HoldWrite). */
    stockSeen?: Readonly<Record<string, number>>;
  }): Promise<Outcome<OrderDraft>> => {
    const { owner, sailing, lines, attorneyFile, offerExpiresAt } = request;
    const openedBy = request.openedBy ?? { actor: 'owner' as const, userId: owner.userId };
    const at = now();
    const amountMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
    // The CNY to pay, before anything is held: without a rate nothing is taken.
    const payable = await payableColumns(rates, owner.companyId, {
      amountMinor,
      currency: sailing.currency,
    });
    if (payable === null) return declined('noExchangeRate', { currency: sailing.currency });
    const orderNo = newOrderNo(at);
    const expiresAt = offerExpiresAt ?? new Date(at.getTime() + windowMs);
    // A provider whose payment order is its code (the sandbox) answers it without a call: the code
    // is written with the order, in its INSERT, and nothing is written after. Any other is asked
    // once the space is held (openPayment), and an offer's payment waits for its owner.
    const codeUrl =
      offerExpiresAt === undefined && provider.codeUrlOf !== undefined
        ? provider.codeUrlOf(
            paymentOrderOf(
              { orderNo, paymentNo: null, ...payable, expiresAt: expiresAt.toISOString() },
              sailing,
              lines,
            ),
          )
        : '';
    let written: HoldWritten;
    try {
      written = await holdInTurn({
        order: {
          orderNo,
          companyId: owner.companyId,
          userId: owner.userId,
          sailingId: sailing.id,
          amountMinor,
          currency: sailing.currency,
          ...payable,
          attorneyFile,
          provider: provider.name,
          codeUrl,
          transactionId: null,
          createdAt: at.toISOString(),
          expiresAt: expiresAt.toISOString(),
          offerExpiresAt: offerExpiresAt?.toISOString() ?? null,
          paidAt: null,
          closedAt: null,
          reason: null,
        },
        created: {
          companyId: owner.companyId,
          party: openedBy.actor,
          actorUserId: openedBy.userId,
          at: at.toISOString(),
          ...(offerExpiresAt === undefined ? {} : { status: 'offered' }),
        },
        lines: [...lines].sort(byContainerType),
        ...(request.idempotency === undefined ? {} : { idempotency: request.idempotency }),
        ...(request.stockSeen === undefined ? {} : { stockSeen: request.stockSeen }),
        ...(attorneyFile === null
          ? {}
          : { attorneyFile: { storedName: attorneyFile, onFile: request.attorneyOnFile ?? false } }),
      });
    } catch (error) {
      if (error instanceof HoldRefused) return holdRefusalOutcome(error.refusal);
      // The same key's other attempt held first (its transaction committed the key): answer that one.
      if (request.idempotency !== undefined && isUniqueViolation(error)) {
        const first = await replayed(owner.userId, request.idempotency);
        if (first !== null) return first;
      }
      throw error;
    }
    if ('refusal' in written) return holdRefusalOutcome(written.refusal);
    const opened = written.row;

    // The view of an order just opened: its row, lines, sailing and file are at hand, it has no refund.
    const [view] = await views.viewsOf([opened], false, {
      lines: [...lines].sort(byContainerType).map(({ containerType, quantity, unitPriceMinor }) => ({
        orderId: opened.id,
        containerType,
        quantity,
        unitPriceMinor,
      })),
      refunds: [],
      sailings: [sailing],
      ...(attorneyFile === null
        ? { files: [] }
        : request.attorneyFileRow === undefined
          ? {}
          : { files: [request.attorneyFileRow] }),
    });
    if (offerExpiresAt !== undefined || codeUrl !== '') return ok(await draftOf(opened, view));
    return ok(await draftOf(await openPayment(opened, sailing, lines), view));
  };

  /**
   * The owner opens the payment of an offer (a granted grab request) before its deadline: the
   * spec's window starts now (spec §4), with the power of attorney every space order needs (spec
   * §5), uploaded or the one on file; the provider's order is a new one for each opening.
   */
  const openOfferPayment = async (
    viewer: Viewer,
    body: OpenSpaceOrderPaymentBody,
  ): Promise<Outcome<OrderDraft>> => {
    const row = await records.owned(viewer, body.orderId);
    if (row === undefined) return orderNotFound();
    if (!spaceOrderKind.canOffer(row.status, 'openPayment', { party: 'owner' }))
      return declined('transitionNotAllowed');
    const at = now();
    if (!offerOpenAt(row, at)) return declined('offerExpired');
    const attorneyFile = row.attorneyFile ?? body.attorneyFile;
    if (attorneyFile === undefined) return invalid('attorneyFileNotFound');
    if (row.attorneyFile === null) {
      const onFile = (await deps.files.attorneyFileOnFile(viewer.userId))?.storedName === attorneyFile;
      const refusal = await attorneyFileRefusal(db, attorneyFile, viewer.userId, row.id, onFile);
      if (refusal !== null) return invalid(refusal);
    }
    const window = {
      expiresAt: new Date(at.getTime() + windowMs).toISOString(),
      paymentNo: newOrderNo(at),
      attorneyFile,
    };
    if (!(await move(row, 'openPayment', { party: 'owner' }, window, viewer.userId)))
      return declined('transitionNotAllowed');
    const sailing = (await orders.sailingById(row.sailingId))!;
    const lines = await orders.linesOf([row.id]);
    const opened = await openPayment((await orders.findById(row.id))!, sailing, lines);
    return ok(await draftOf(opened));
  };

  /**
   * The container type of a line that asks for more than is left only because other bookings hold
   * it: the form offered it (spec §5 checks the quantity against the remaining it shows), so this is
   * a stock race, a business failure, not invalid input. A line above what the sailing had before any
   * booking stays invalid input.
   */
  const takenMeanwhile = async (
    sailingId: number,
    containers: BookSpaceBody['containers'],
    inventory: readonly { containerType: string; remaining: number }[],
  ): Promise<string | undefined> => {
    const held = await orders.heldOn(sailingId);
    const heldOf = (type: string) => held.find((entry) => entry.containerType === type)?.held ?? 0;
    return containers.find((line) => {
      const remaining = inventory.find((stock) => stock.containerType === line.containerType)?.remaining ?? 0;
      const quantity = Number(line.quantity);
      return quantity > remaining && quantity <= remaining + heldOf(line.containerType);
    })?.containerType;
  };

  /**
   * What the sailing's stock (as read with the sailing, else read now), the customer's allowance
   * and file say of this booking, read without writing anything: the refusal to answer, or the
   * priced lines to hold.
   */
  const decide = async (
    viewer: Viewer,
    body: BookSpaceBody,
    sailing: Sailing,
    read?: Awaited<ReturnType<typeof stockNow>>,
  ): Promise<Decision> => {
    const { inventory, holdsDue } = (read ?? (await stockNow(sailing.id)))!;
    // Sold out (or no customer type, no route code) is told by the stock alone: one read.
    const stock: SpaceOffer = {
      routeCode: sailing.routeCode,
      lines: inventory.map(({ containerType, remaining }) => ({ containerType, remaining })),
    };
    const blocker = spaceBookingBlocker(stock, viewer.customerType);
    if (blocker !== null)
      return {
        refusal: declined(asBookingMessage(blocker)),
        expireFirst: holdsDue && blocker === 'emptySpaceCannotBeBooked',
      };
    const [allowances = new Map<string, number>(), uploaded] = await Promise.all([
      orders.allowancesLeftOn(allowanceKeyOf(sailing.id, viewer.userId)),
      deps.files.findForBooking(body.attorneyFile),
    ]);
    // Only the customer's own file, not yet taken by an order (the attach below checks it again).
    const file = uploaded?.userId === viewer.userId && uploaded.orderId === null ? uploaded : undefined;
    const offer: SpaceOffer = {
      routeCode: sailing.routeCode,
      lines: inventory.map((line) => ({
        containerType: line.containerType,
        remaining: line.remaining,
        allowance: allowances.get(line.containerType) ?? 0,
      })),
    };
    if (file === undefined) return { refusal: invalid('attorneyFileNotFound'), expireFirst: false };
    const problems = validateForm(
      {
        containers: body.containers.map((line) => ({
          containerType: line.containerType,
          quantity: String(line.quantity),
        })),
        attorneyFiles: [{ name: body.attorneyFile, size: file.size }],
      },
      spaceBookingRules(offer),
    );
    const problem = problems.containers ?? problems.attorneyFiles;
    if (problem === 'quantityExceedsRemaining') {
      const taken = await takenMeanwhile(sailing.id, body.containers, inventory);
      if (taken !== undefined)
        return { refusal: declined('spaceTakenMeanwhile', { containerType: taken }), expireFirst: holdsDue };
    }
    if (problem !== undefined)
      return {
        refusal: invalid(asBookingMessage(problem)),
        expireFirst:
          holdsDue &&
          (problem === 'quantityExceedsRemaining' || problem === 'reservedQuantityExceedsAllowance'),
      };
    const { onFile, ...fileRow } = file;
    return {
      lines: body.containers.map((line) => {
        const stock = inventory.find((candidate) => candidate.containerType === line.containerType)!;
        return {
          containerType: line.containerType,
          quantity: Number(line.quantity),
          unitPriceMinor: toMinor(stock.price),
        };
      }),
      file: fileRow,
      onFile,
    };
  };

  /**
   * A customer books space. Every refusal (not certified, sold out, over the allowance, a wrong
   * file) is decided by reads before anything is written, so a refused attempt costs about a read;
   * the conditional updates of holdAndOpen stay the arbiter of a hold.
   */
  const book = async (
    viewer: Viewer,
    body: BookSpaceBody,
    expireFirst: (sailingId: number) => Promise<{ expired: number; kept: number }>,
    idempotencyKey?: string,
  ): Promise<Outcome<OrderDraft>> => {
    const idempotency =
      idempotencyKey === undefined
        ? undefined
        : { key: idempotencyKey, requestHash: requestHashOf(BookingPath.bookSpace, body) };
    // A retry of an attempt that held answers that hold, before anything else is looked at.
    if (idempotency !== undefined) {
      const first = await replayed(viewer.userId, idempotency);
      if (first !== null) return first;
    }
    const outcome = await attempt(viewer, body, expireFirst, idempotency);
    // A retry racing its own first attempt may read what that hold just took (the file attached,
    // the allowance or the last unit): when the first attempt held meanwhile, its hold is the answer.
    if (outcome.ok || idempotency === undefined) return outcome;
    return (await replayed(viewer.userId, idempotency)) ?? outcome;
  };

  const attempt = async (
    viewer: Viewer,
    body: BookSpaceBody,
    expireFirst: (sailingId: number) => Promise<{ expired: number; kept: number }>,
    idempotency: Idempotency | undefined,
  ): Promise<Outcome<OrderDraft>> => {
    const refusal = await bookingRefusal(viewer);
    if (refusal !== null) return refusal;
    // The sailing and its stock in the same turn: every attempt needs both (the stock of another
    // tenant's sailing is read and not used).
    const [sailing, stock] = await Promise.all([
      orders.sailingById(body.sailingId),
      stockNow(body.sailingId),
    ]);
    // Another tenant's space is not offered to this customer: it answers as missing (migration 0038).
    if (sailing === undefined || sailing.companyId !== viewer.companyId)
      return refuse(ResultCode.notFound, 'sailingNotFound');
    const at = now();
    const open = { stopped: sailing.stopped === 1, cutOff: Date.parse(sailing.cutOff) };
    if (availabilityLevel({ capacity: 1, remaining: 1 }, open, at.getTime()) === 'stopping')
      return declined('sailingClosed');
    let decided = await decide(viewer, body, sailing, stock);
    // Holds whose window passed give their space (and allowance) back before anyone is told it is
    // gone; when nothing of the sort is due (the stock's read says), the refusal stands as read.
    if ('refusal' in decided && decided.expireFirst) {
      const swept = await expireFirst(sailing.id);
      if (swept.expired > 0 || swept.kept > 0) decided = await decide(viewer, body, sailing);
    }
    if ('refusal' in decided) return decided.refusal;
    // The per-user limit counts attempts that could hold: a refusal above wrote nothing to count.
    if (!(await limiter.hit(creationLimitOf('book-user'), String(viewer.userId))))
      return refuse(ResultCode.rateLimited, 'tooManyBookings');
    return holdAndOpen({
      owner: { userId: viewer.userId, companyId: viewer.companyId },
      sailing,
      lines: decided.lines,
      attorneyFile: body.attorneyFile,
      attorneyOnFile: decided.onFile,
      attorneyFileRow: decided.file,
      ...(idempotency === undefined ? {} : { idempotency }),
      ...(stock === undefined
        ? {}
        : {
            stockSeen: Object.fromEntries(
              stock.inventory.map(({ containerType, remaining }) => [containerType, remaining]),
            ),
          }),
    });
  };

  return {
    draftOf,
    move,
    expireDue,
    lapseDue,
    book,
    holdAndOpen,
    openOfferPayment,

    /** The order with its history (the audit trail; staff names for staff only). */
    get: async (viewer: Viewer, orderId: number): Promise<Outcome<OrderDraft>> => {
      const row = await readable(viewer, orderId);
      if (row === undefined) return orderNotFound();
      const [view] = await views.viewsOf([row]);
      const history = await records.trailOf(viewer, row.id);
      const [sailing] = await orders.sailingsOf([row.sailingId]);
      // The deadline clock, with the payment window (spec §4) first while it is open.
      const deadlines =
        sailing === undefined
          ? []
          : await bookingDeadlines(db, {
              routeId: sailing.routeId,
              closed: row.status === 'cancelled' || row.status === 'refused' || row.status === 'returned',
              // An offer's deadline is the last moment to pay (the window an opening starts is shorter).
              paymentWindowEnd:
                row.status === 'awaitingPayment' || row.status === 'offered' ? row.expiresAt : null,
              containerTypes: view!.containers.map((line) => line.containerType),
              milestones: [],
            });
      return ok(await draftOf(row, { ...view!, history, deadlines }));
    },

    /** The owner gives up an unpaid order; the provider's order is closed first (paid wins, and says so). */
    cancel: async (viewer: Viewer, orderId: number, onPaid: OnPaid): Promise<Outcome<OrderDraft>> => {
      const row = await records.owned(viewer, orderId);
      if (row === undefined) return orderNotFound();
      if (!spaceOrderKind.canOffer(row.status, 'cancel', { party: 'owner' }))
        return declined('transitionNotAllowed');
      const state = row.status === 'offered' ? null : await provider.close(paymentNoOf(row));
      if (state?.state === 'paid') {
        // The payment won: the order is kept in hand, and the cancel is refused as such (spec §4);
        // a payment the order will not apply ended it (refunded) as the cancel would have.
        if ((await onPaid(row, state)) !== 'refunded') return declined('paidBeforeCancel');
        return ok(await draftOf((await orders.findById(orderId))!));
      }
      if (!(await move(row, 'cancel', { party: 'owner' }, { closedAt: now().toISOString() }, viewer.userId)))
        return declined('transitionNotAllowed');
      return ok(await draftOf((await orders.findById(orderId))!));
    },

    /**
     * The owner resubmits a returned order before its deadline: the corrected attorney file (their
     * own upload, attached in the move's transaction) replaces the order's, the note goes to the
     * trail, and the order is in hand again (its space and allowance were kept).
     */
    resubmit: async (viewer: Viewer, body: ResubmitSpaceOrderBody): Promise<Outcome<OrderDraft>> => {
      const row = await records.owned(viewer, body.orderId);
      if (row === undefined) return orderNotFound();
      if (!spaceOrderKind.canOffer(row.status, 'resubmit', { party: 'owner' }))
        return declined('transitionNotAllowed');
      const problem = spaceOrderKind.problemOf('resubmit', body);
      if (problem !== null) return invalid(problem);
      if (row.resubmitBy !== null && Date.parse(row.resubmitBy) <= now().getTime())
        return declined('resubmitDeadlinePassed');
      let moved: boolean;
      try {
        moved = await move(
          row,
          'resubmit',
          { party: 'owner' },
          { attorneyFile: body.attorneyFile, resubmitBy: null },
          viewer.userId,
          {
            note: body.note.trim(),
            within: (trx) =>
              attachAttorneyFile(trx, {
                storedName: body.attorneyFile,
                userId: viewer.userId,
                orderId: row.id,
              }),
          },
        );
      } catch (error) {
        if (error instanceof Rollback) return error.outcome;
        throw error;
      }
      if (!moved) return declined('transitionNotAllowed');
      await queueMail({ kind: 'spaceOrder', orderId: row.id, event: 'resubmit' });
      return ok(await draftOf((await orders.findById(row.id))!));
    },

    list: async (
      viewer: Viewer,
      body: ListSpaceOrdersBody,
      scope: RecordScope,
    ): Promise<Outcome<SpaceOrderPage>> =>
      ok(await records.page(viewer, scope, body, (rows, forStaff) => views.viewsOf(rows, forStaff))),

    /** Staff move an order of their company: complete, refuse or return (the last two with a reason). */
    staffMove: async (
      viewer: Viewer,
      orderId: number,
      event: Extract<SpaceOrderEvent, 'complete' | 'refuse' | 'return'>,
      reason: string | undefined,
    ): Promise<Outcome<{ row: SpaceOrderRow; to: SpaceOrderState }>> => {
      const row = await readable(viewer, orderId);
      if (row === undefined) return orderNotFound();
      const problem = spaceOrderKind.problemOf(event, { reason });
      if (problem !== null) return invalid(problem);
      const needsReason = spaceOrderKind.needs(event).includes('reason');
      const at = now();
      // A returned order waits for its customer until the tenant's working days have passed.
      const resubmitBy =
        event === 'return'
          ? resubmitDeadline(
              at,
              (await deps.tenantSettings.settingsOf(row.companyId)).returnResubmitWorkingDays,
              deps.holidays,
              REFUND_TIME_ZONE,
            )
          : undefined;
      const moved = await move(
        row,
        event,
        viewerOfRecord(viewer, row),
        {
          closedAt: at.toISOString(),
          ...(needsReason ? { reason: reason?.trim() ?? '' } : {}),
          ...(resubmitBy === undefined ? {} : { resubmitBy }),
        },
        viewer.userId,
      );
      if (!moved) return declined('transitionNotAllowed');
      const updated = (await orders.findById(orderId))!;
      await queueMail({
        kind: 'spaceOrder',
        orderId,
        event,
        ...(resubmitBy === undefined ? {} : { resubmitBy }),
      });
      return ok({ row: updated, to: updated.status });
    },
  };
};

export type SpaceOrderService = ReturnType<typeof createSpaceOrderService>;
