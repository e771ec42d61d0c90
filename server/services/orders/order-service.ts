/**
 * Orders (spec §2 My Order, and the staff queue): a certified customer books from a rate, a saved
 * quotation, or an approved advance booking (one of the sailings of its week); staff of its company move it through spec §4's booking progress steps, one at a time,
 * following domain/orders/order-progress.ts. Every change is one conditional UPDATE with its
 * audit-trail entry in the same transaction; the customer gets a mail on each step.
 */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { OrderDetail, OrderPage, OrderRate, OrderView } from '../../../domain/api/order.ts';
import type {
  AdvanceOrderBody,
  CreateOrderBody,
  GetOrderRateBody,
  ListOrdersBody,
  StepBackOrderBody,
} from '../../../domain/api/order-schemas.ts';
import { BOOKING_PROGRESS_STEPS, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { nextStepOf, type OrderAdvanceEvent, orderKind } from '../../../domain/orders/order-progress.ts';
import {
  type ContainerPrice,
  containersWithinReservation,
  firstOrderProblem,
  type OrderForm,
  pricedLines,
} from '../../../domain/orders/order-rules.ts';
import { isBeforeSchedule, scheduleMarkOf, stepNotBefore } from '../../../domain/orders/order-schedule.ts';
import { viewerOfRecord } from '../../../domain/records/record-kind.ts';
import {
  canOrderReservation,
  RESERVATION_ORDERABLE,
  RESERVATION_ORDERED,
  reservationKind,
} from '../../../domain/reservations/reservation-lifecycle.ts';
import { etdWeekEnd } from '../../../domain/reservations/reservation-rules.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { OrderRepository, OrderRow } from '../../db/repositories/order-repository.ts';
import {
  createRecord,
  type RecordScope,
  recordNoted,
  recordStoreOf,
} from '../../db/repositories/record-store.ts';
import {
  type ReservationRepository,
  type ReservationRow,
  takeReservationForOrder,
} from '../../db/repositories/reservation-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import { creationLimitOf, type RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { bookingDeadlines } from '../booking/deadline-timeline.ts';
import { fromMinor, toMinor } from '../booking/order-view.ts';
import { createPriceGate } from '../freight/price-gate.ts';
import { type Reference, todayOf } from '../freight/reference.ts';
import type { ViewerPricingOf } from '../freight/viewer-price.ts';
import { type OrderOutcome as Answer, declined, invalid, notFound, ok, refuse } from '../outcome.ts';
import type { OrderMailJob } from './order-mails.ts';

export interface OrderServiceDeps {
  db: Database;
  orders: OrderRepository;
  /** The advance bookings orders are placed from. */
  reservations: Pick<ReservationRepository, 'findById'>;
  companies: Pick<CompanyRepository, 'findById'>;
  limiter: RateLimiter;
  /** The containers' tracking when the tracking tables know the booking number; null otherwise. */
  trackBooking: (bookingNumber: string) => Promise<OrderDetail['tracking']>;
  /**
   * The ports by name and the port of loading's time zone: the ETD is shown in the port's own time
   * (spec §3), and a place is its name in the page's language with its code.
   */
  reference: Pick<Reference, 'timeZoneOf' | 'placeOf'>;
  queueMail: (job: OrderMailJob) => Promise<void>;
  /** The viewer's price of a rate (server/services/freight/viewer-price.ts): a customer books at the sell price it saw. */
  pricingFor: ViewerPricingOf;
  now: Clock;
}

type ListedRow = OrderRow & { nameCn?: string | null; nameEn?: string | null; email?: string | null };

type Places = Pick<OrderView, 'polTimeZone' | 'polPlace' | 'podPlace'>;

const viewOf = (
  row: ListedRow,
  withCustomer: boolean,
  places: Places,
  nextStepFrom: string | null,
): OrderView => ({
  orderId: row.id,
  step: row.step,
  nextStep: nextStepOf(row.step),
  nextStepFrom,
  rateId: row.rateId,
  quotationId: row.quotationId,
  reservationId: row.reservationId,
  pol: row.pol,
  pod: row.pod,
  ...places,
  etd: row.etd,
  carrier: row.carrierScac,
  vesselName: row.vesselName,
  voyageNumber: row.voyageNumber,
  containers: (
    JSON.parse(row.containers) as { containerType: string; quantity: number; unitPriceMinor?: number }[]
  ).map(({ containerType, quantity, unitPriceMinor }) => ({
    containerType,
    quantity,
    ...(unitPriceMinor === undefined ? {} : { unitPrice: fromMinor(unitPriceMinor) }),
  })),
  currency: row.currency,
  amount: row.amountMinor === null ? null : fromMinor(row.amountMinor),
  cargoDescription: row.cargoDescription,
  hsCode: row.hsCode,
  grossWeightKg: row.grossWeightKg,
  packages: row.packages,
  shipper: { name: row.shipperName, address: row.shipperAddress },
  consignee: { name: row.consigneeName, address: row.consigneeAddress },
  notifyParty: { name: row.notifyName, address: row.notifyAddress },
  remarks: row.remarks,
  bookingNumber: row.bookingNumber,
  blNumber: row.blNumber,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  ...(withCustomer ? { customer: { name: row.nameCn || row.nameEn || '', email: row.email ?? '' } } : {}),
});

/** Thrown inside the order's transaction to roll it back when another order took the reservation first. */
class ReservationTaken extends Error {}

export const createOrderService = (deps: OrderServiceDeps) => {
  const { db, orders, now } = deps;
  const records = recordStoreOf(db, orderKind, orders.findById, now);
  const { readable } = records;
  /**
   * The instant from which the sailing's schedule lets `event` be taken (spec §4: B/L confirm from
   * the ETD, done from the ETA), in its port's time; null when the schedule does not hold it back.
   * The ETA is the sailing's as its schedule has it now (the ETD as booked when the sailing is gone).
   */
  const scheduledFrom = async (row: OrderRow, event: OrderAdvanceEvent | null): Promise<string | null> => {
    const mark = event === null ? null : scheduleMarkOf(event);
    if (event === null || mark === null) return null;
    const port = mark === 'etd' ? row.pol : row.pod;
    const eta = mark === 'eta' ? ((await orders.etaOf(row.routeId)) ?? row.etd) : row.etd;
    return stepNotBefore(event, {
      etd: toLocalIso(row.etd, await deps.reference.timeZoneOf(port)),
      eta: toLocalIso(eta, await deps.reference.timeZoneOf(port)),
    });
  };
  /** `scheduledFrom` while it is still ahead of now: what holds the step back. */
  const heldBackUntil = async (row: OrderRow, event: OrderAdvanceEvent | null): Promise<string | null> => {
    const from = await scheduledFrom(row, event);
    return isBeforeSchedule(from, now()) ? from : null;
  };
  const viewWithZone = async (row: ListedRow, withCustomer: boolean): Promise<OrderView> => {
    const { reference } = deps;
    const [polTimeZone, polPlace, podPlace, nextStepFrom] = await Promise.all([
      reference.timeZoneOf(row.pol),
      reference.placeOf(row.pol),
      reference.placeOf(row.pod),
      heldBackUntil(row, nextStepOf(row.step)),
    ]);
    return viewOf(row, withCustomer, { polTimeZone, polPlace, podPlace }, nextStepFrom);
  };

  /** An order as the trail names it: its step is its status. */
  const recordOf = (row: OrderRow) => ({ id: row.id, companyId: row.companyId, status: row.step });

  /** The rate booked: the one named, or the viewer's own saved quotation's; a refusal otherwise. */
  const rateOf = async (
    viewer: Viewer,
    body: GetOrderRateBody,
  ): Promise<
    | {
        ok: true;
        rate: NonNullable<Awaited<ReturnType<OrderRepository['rateById']>>>;
        quotationId: string | null;
        /** The unit price the saved quotation showed for the rate: an order from it keeps that price. */
        quotedPrice: number | null;
      }
    | { ok: false; refusal: Answer<never> }
  > => {
    const quotationId = body.quotationId?.trim() ?? '';
    const quotation = quotationId === '' ? undefined : await orders.quotationById(quotationId);
    if (
      quotationId !== '' &&
      (quotation?.userId !== viewer.userId || quotation.companyId !== viewer.companyId)
    )
      return { ok: false, refusal: notFound('quotationNotFound') };
    const rateId = quotation?.rateId ?? body.rateId;
    const rate = rateId === undefined ? undefined : await orders.rateById(rateId);
    // A sailing already gone cannot be booked any more. A saved quotation books at the price it
    // showed, whichever version of the rate card gave it; a rate named alone must be the tenant's
    // price in force (an older version's row answers as no longer valid: search again).
    if (
      rate === undefined ||
      Date.parse(rate.etd) <= now().getTime() ||
      rate.companyId !== viewer.companyId ||
      (quotation === undefined && rate.inForce !== 1)
    )
      return { ok: false, refusal: notFound('rateNotFound') };
    // A quotation holds its prices until its validity ends (its earliest rate's validTo); then the
    // rate's price today applies.
    const quoted =
      quotation === undefined || quotation.validTo < todayOf(now().getTime())
        ? undefined
        : (JSON.parse(quotation.lines) as { rateId: number; unitPrice: number }[]).find(
            (line) => line.rateId === rate.id,
          );
    return { ok: true, rate, quotationId: quotation?.id ?? null, quotedPrice: quoted?.unitPrice ?? null };
  };

  /**
   * The viewer's own approved advance booking the body names, not ordered yet; null when the body
   * names none. Someone else's answers as missing (ids cannot be probed).
   */
  const reservationOf = async (
    viewer: Viewer,
    body: GetOrderRateBody,
  ): Promise<{ ok: true; row: ReservationRow | null } | { ok: false; refusal: Answer<never> }> => {
    if (body.reservationId === undefined) return { ok: true, row: null };
    if ((body.quotationId?.trim() ?? '') !== '')
      return { ok: false, refusal: invalid('reservationWithQuotation') };
    const row = await deps.reservations.findById(body.reservationId);
    if (row === undefined || row.userId !== viewer.userId || row.companyId !== viewer.companyId)
      return { ok: false, refusal: notFound('reservationNotFound') };
    if (!canOrderReservation(row))
      return {
        ok: false,
        refusal: refuse(
          ResultCode.failure,
          row.status === RESERVATION_ORDERABLE ? 'reservationAlreadyOrdered' : 'reservationNotApproved',
        ),
      };
    return { ok: true, row };
  };

  type Rate = NonNullable<Awaited<ReturnType<OrderRepository['rateById']>>>;

  /**
   * What the order's rate prices, per container (domain/orders/order-rules.ts `pricedLines`): its
   * own container type; from an advance booking, each type the sailing has a rate of the same kind for.
   * At the viewer's sell price, or at the price a saved quotation showed when the order comes from one.
   */
  const pricesOf = async (
    viewer: Viewer,
    rate: Rate,
    fromReservation: boolean,
    quotedPrice: number | null,
  ): Promise<ContainerPrice[]> => {
    if (quotedPrice !== null) return [{ containerType: rate.containerType, unitPrice: quotedPrice }];
    const pricing = await deps.pricingFor(viewer);
    const rates = fromReservation
      ? await orders.ratesOfRoute(rate.companyId, rate.routeId, rate.isSpot)
      : [{ containerType: rate.containerType, allIn: rate.allIn }];
    const prices: ContainerPrice[] = [];
    for (const { containerType, allIn } of rates)
      if (!prices.some((price) => price.containerType === containerType))
        prices.push({ containerType, unitPrice: pricing.sell(containerType, allIn) });
    return prices;
  };

  /** The reservation's sailing: between its ports, leaving (local date at the POL) in its week. */
  const sailsInReservation = (
    rate: { pol: string; pod: string; etdDate: string },
    reservation: ReservationRow,
  ): boolean =>
    rate.pol === reservation.pol &&
    rate.pod === reservation.pod &&
    reservation.etdWeekStart <= rate.etdDate &&
    rate.etdDate <= etdWeekEnd(reservation.etdWeekStart);

  const detailOf = async (row: OrderRow, viewer: Viewer): Promise<OrderDetail> => {
    const history = await records.trailOf(viewer, row.id);
    const cutOffs =
      row.bookingNumber === null ? [] : JSON.parse((await orders.cutOffsOf(row.routeId)) ?? '[]');
    const tracking = row.bookingNumber === null ? null : await deps.trackBooking(row.bookingNumber);
    return {
      ...(await viewWithZone(row, false)),
      progress: BOOKING_PROGRESS_STEPS.map((step) => ({
        step,
        at: history.findLast((entry) => entry.toStatus === step)?.at ?? null,
      })),
      history,
      cutOffs,
      tracking,
      // The deadline clock; an order has no payment window, its free time counts from the tracked discharge.
      deadlines: await bookingDeadlines(db, {
        routeId: row.routeId,
        closed: row.step === 'cancelled',
        paymentWindowEnd: null,
        containerTypes: (JSON.parse(row.containers) as { containerType: string }[]).map(
          (line) => line.containerType,
        ),
        milestones: tracking?.milestones ?? [],
      }),
    };
  };

  const list = async (viewer: Viewer, body: ListOrdersBody, scope: RecordScope): Promise<Answer<OrderPage>> =>
    ok(
      await records.page(viewer, scope, { ...body, status: body.step }, (rows, forStaff) =>
        Promise.all(rows.map((row) => viewWithZone(row, forStaff))),
      ),
    );

  /** Who may order: a customer (not staff) who passes the rate gate (spec §6, domain/access.ts). */
  const orderingRefusal = async (viewer: Viewer): Promise<Answer<never> | null> => {
    if (viewer.userType === STAFF_USER_TYPE) return refuse(ResultCode.forbidden, 'staffCannotOrder');
    if ((await createPriceGate(deps.companies)(viewer)) !== null)
      return refuse(ResultCode.forbidden, 'certifyToViewRates');
    return null;
  };

  return {
    /** The rate the order form books from, its sailing and what it prices (shown before ordering). */
    rate: async (viewer: Viewer, body: GetOrderRateBody): Promise<Answer<OrderRate>> => {
      const refusal = await orderingRefusal(viewer);
      if (refusal !== null) return refusal;
      const reserved = await reservationOf(viewer, body);
      if (!reserved.ok) return reserved.refusal;
      const source = await rateOf(viewer, body);
      if (!source.ok) return source.refusal;
      const { rate } = source;
      return ok({
        rateId: rate.id,
        carrier: rate.carrierScac,
        vesselName: rate.vesselName,
        voyageNumber: rate.voyageNumber,
        pol: rate.pol,
        pod: rate.pod,
        etd: toLocalIso(rate.etd, await deps.reference.timeZoneOf(rate.pol)),
        currency: rate.currency,
        prices: await pricesOf(viewer, rate, reserved.row !== null, source.quotedPrice),
      });
    },

    create: async (viewer: Viewer, body: CreateOrderBody): Promise<Answer<OrderDetail>> => {
      const refusal = await orderingRefusal(viewer);
      if (refusal !== null) return refusal;
      if (!(await deps.limiter.hit(creationLimitOf('order-user'), String(viewer.userId))))
        return refuse(ResultCode.rateLimited, 'tooManyOrders');
      const form: OrderForm = {
        rateId: body.rateId ?? null,
        quotationId: body.quotationId ?? null,
        reservationId: body.reservationId ?? null,
        containers: body.containers.map((line) => ({
          containerType: line.containerType,
          quantity: String(line.quantity),
        })),
        cargoDescription: body.cargoDescription,
        hsCode: body.hsCode,
        grossWeightKg: String(body.grossWeightKg),
        packages: String(body.packages),
        shipper: body.shipper,
        consignee: body.consignee,
        notifyParty: body.notifyParty,
        remarks: body.remarks,
      };
      const problem = firstOrderProblem(form);
      if (problem !== null) return invalid(problem);
      const reserved = await reservationOf(viewer, body);
      if (!reserved.ok) return reserved.refusal;
      const reservation = reserved.row;
      if (
        reservation !== null &&
        !containersWithinReservation(form.containers, JSON.parse(reservation.containers))
      )
        return invalid('containersNotReserved');
      const source = await rateOf(viewer, body);
      if (!source.ok) return source.refusal;
      const { rate } = source;
      if (reservation !== null && !sailsInReservation(rate, reservation))
        return invalid('sailingNotInReservation');
      // Only what the rate prices, at its price: the order keeps it.
      const lines = pricedLines(
        form.containers,
        await pricesOf(viewer, rate, reservation !== null, source.quotedPrice),
      );
      if (lines === null) return invalid('containerTypeNotPriced');
      const priced = lines.map((line) => ({
        containerType: line.containerType,
        quantity: line.quantity,
        unitPriceMinor: toMinor(line.unitPrice),
      }));
      const at = now().toISOString();
      const created = await db
        .transaction()
        .execute(async (trx) => {
          const { id: orderId } = await createRecord(
            trx,
            orderKind,
            {
              companyId: viewer.companyId,
              userId: viewer.userId,
              rateId: rate.id,
              quotationId: source.quotationId,
              reservationId: reservation?.id ?? null,
              routeId: rate.routeId,
              pol: rate.pol,
              pod: rate.pod,
              etd: rate.etd,
              carrierScac: rate.carrierScac,
              vesselName: rate.vesselName,
              voyageNumber: rate.voyageNumber,
              containers: JSON.stringify(priced),
              currency: rate.currency,
              amountMinor: priced.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
              cargoDescription: form.cargoDescription.trim(),
              hsCode: form.hsCode.trim(),
              grossWeightKg: form.grossWeightKg.trim(),
              packages: Number(form.packages),
              shipperName: form.shipper.name.trim(),
              shipperAddress: form.shipper.address.trim(),
              consigneeName: form.consignee.name.trim(),
              consigneeAddress: form.consignee.address.trim(),
              notifyName: form.notifyParty.name.trim(),
              notifyAddress: form.notifyParty.address.trim(),
              remarks: form.remarks.trim(),
              bookingNumber: null,
              blNumber: null,
              createdAt: at,
              updatedAt: at,
            },
            { companyId: viewer.companyId, party: 'owner', actorUserId: viewer.userId, at },
          );
          if (reservation !== null) {
            // The one decision of "one order per reservation": a second order rolls back here.
            const taken = await takeReservationForOrder(trx, {
              reservationId: reservation.id,
              owner: viewer,
              orderable: RESERVATION_ORDERABLE,
              orderId,
              updatedAt: at,
            });
            if (!taken) throw new ReservationTaken();
            await recordNoted(trx, reservationKind, {
              record: { id: reservation.id, companyId: viewer.companyId, status: RESERVATION_ORDERABLE },
              event: RESERVATION_ORDERED,
              party: 'owner',
              actorUserId: viewer.userId,
              reason: `#${orderId}`,
              at,
            });
          }
          return orderId;
        })
        .catch((error: unknown) => {
          if (error instanceof ReservationTaken) return null;
          throw error;
        });
      // Another tab's order took the reservation between the check above and this transaction.
      if (created === null) return refuse(ResultCode.failure, 'reservationAlreadyOrdered');
      await deps.queueMail({ kind: 'order', orderId: created, step: orderKind.initial });
      return ok(await detailOf((await orders.findById(created))!, viewer));
    },

    /** The order with its progress, history, cut-offs and tracking (staff names for staff only). */
    get: async (viewer: Viewer, orderId: number): Promise<Answer<OrderDetail>> => {
      const row = await readable(viewer, orderId);
      return row === undefined ? notFound('orderNotFound') : ok(await detailOf(row, viewer));
    },

    listMine: (viewer: Viewer, body: ListOrdersBody) => list(viewer, body, 'mine'),
    listCompany: (viewer: Viewer, body: ListOrdersBody) => list(viewer, body, 'company'),

    /** The owner gives the order up while it waits for customer service (the table's only cancel). */
    cancel: async (viewer: Viewer, orderId: number): Promise<Answer<OrderDetail>> => {
      const row = await records.owned(viewer, orderId);
      if (row === undefined) return notFound('orderNotFound');
      if (!(await records.moveAsOwner(viewer, recordOf(row), 'cancel', (at) => ({ updatedAt: at }))))
        return declined('transitionNotAllowed');
      return ok(await detailOf((await orders.findById(orderId))!, viewer));
    },

    /** Staff move an order of their company to its next step, with the number the step needs. */
    advance: async (viewer: Viewer, body: AdvanceOrderBody): Promise<Answer<OrderDetail>> => {
      const row = await readable(viewer, body.orderId);
      if (row === undefined) return notFound('orderNotFound');
      const by = viewerOfRecord(viewer, row);
      // The table first: a skipped step is refused as such, whatever numbers came with it.
      if (!orderKind.canOffer(row.step, body.step, by)) return declined('transitionNotAllowed');
      const problem = orderKind.problemOf(body.step, body);
      if (problem !== null) return invalid(problem);
      // Spec §4: the sailing's schedule holds B/L confirm until the ETD, done until the ETA.
      const from = await heldBackUntil(row, body.step);
      if (from !== null)
        return declined(scheduleMarkOf(body.step) === 'etd' ? 'stepBeforeEtd' : 'stepBeforeEta', {
          at: `${from.slice(0, 10)} ${from.slice(11, 16)} UTC${from.slice(19)}`,
        });
      const numbers = Object.fromEntries(
        orderKind
          .needs(body.step)
          .map((field) => [field, body[field as 'bookingNumber' | 'blNumber']?.trim() ?? '']),
      );
      const advance = { record: recordOf(row), event: body.step, by, actorUserId: viewer.userId };
      if (!(await records.move({ ...advance, patch: (at) => ({ updatedAt: at, ...numbers }) })))
        return declined('transitionNotAllowed');
      await deps.queueMail({ kind: 'order', orderId: row.id, step: body.step });
      return ok(await detailOf((await orders.findById(row.id))!, viewer));
    },

    /**
     * Staff take an order of their company one step back (a step taken by mistake), with the reason
     * the audit trail keeps; the customer is told the step it is at again.
     */
    stepBack: async (viewer: Viewer, body: StepBackOrderBody): Promise<Answer<OrderDetail>> => {
      const row = await readable(viewer, body.orderId);
      if (row === undefined) return notFound('orderNotFound');
      const by = viewerOfRecord(viewer, row);
      if (!orderKind.canOffer(row.step, body.step, by)) return declined('transitionNotAllowed');
      const problem = orderKind.problemOf(body.step, body);
      if (problem !== null) return invalid(problem);
      const back = { record: recordOf(row), event: body.step, by, actorUserId: viewer.userId };
      const reason = body.reason?.trim() ?? '';
      if (!(await records.move({ ...back, reason, patch: (at) => ({ updatedAt: at }) })))
        return declined('transitionNotAllowed');
      const moved = (await orders.findById(row.id))!;
      await deps.queueMail({ kind: 'order', orderId: row.id, step: moved.step });
      return ok(await detailOf(moved, viewer));
    },
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
