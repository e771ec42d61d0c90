/**
 * Advance bookings (issue 11): a certified customer asks for space in a week ahead, staff of the
 * company approve it or refuse it with a reason, the owner may cancel it while it waits. The life
 * follows domain/reservations/reservation-lifecycle.ts: every change (the creation too) is one
 * conditional write plus its audit-trail entry, in one transaction.
 */
import { ResultCode } from '../../../domain/api/envelope.ts';
import { createdRangeOf } from '../../../domain/api/record-list.ts';
import type { ReservationDetail, ReservationPage, ReservationView } from '../../../domain/api/reservation.ts';
import type { CreateReservationBody, ListReservationsBody } from '../../../domain/api/reservation-schemas.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import {
  RESERVATION_CREATED,
  RESERVATION_INITIAL,
  type ReservationEvent,
  type ReservationParty,
  reservationEventNeedsReason,
  reservationTransitionOf,
} from '../../../domain/reservations/reservation-lifecycle.ts';
import { etdWeekEnd, reservationProblems } from '../../../domain/reservations/reservation-rules.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import {
  appendRecordEvent,
  type RecordEventRepository,
} from '../../db/repositories/record-event-repository.ts';
import {
  insertReservation,
  moveReservation,
  type ReservationRepository,
  type ReservationRow,
} from '../../db/repositories/reservation-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { createPriceGate } from '../freight/price-gate.ts';
import { notAllowed, notFound, type Outcome, ok, refuse } from './outcome.ts';
import type { ReservationMailJob } from './reservation-mails.ts';

export const ReservationLimits = {
  /** Reservations per customer: a form is submitted a few times a minute at most. */
  createPerUser: { bucket: 'reserve-user', limit: 20, windowMs: 60_000 },
} as const;

export interface ReservationDeps {
  db: Database;
  reservations: ReservationRepository;
  history: RecordEventRepository;
  companies: CompanyRepository;
  limiter: RateLimiter;
  queueMail: (job: ReservationMailJob) => Promise<void>;
  now: Clock;
}

const viewOf = (
  row: ReservationRow & { nameCn?: string | null; nameEn?: string | null; email?: string | null },
  forStaff: boolean,
): ReservationView => ({
  id: row.id,
  pol: row.pol,
  pod: row.pod,
  etdWeekStart: row.etdWeekStart,
  etdWeekEnd: etdWeekEnd(row.etdWeekStart),
  containers: JSON.parse(row.containers) as ReservationView['containers'],
  cargo: row.cargo,
  remarks: row.remarks,
  status: row.status,
  reason: row.reason,
  orderId: row.orderId,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  customer: forStaff ? row.nameCn || row.nameEn || row.email || null : null,
});

export const createReservationService = (deps: ReservationDeps) => {
  const { db, reservations, history, companies, limiter, queueMail, now } = deps;
  const isStaff = (viewer: Viewer) => viewer.userType === STAFF_USER_TYPE;

  /** The viewer's own reservation, or any of the viewer's company for its staff. */
  const readable = async (viewer: Viewer, id: number): Promise<ReservationRow | undefined> => {
    const row = await reservations.findById(id);
    if (row === undefined || row.companyId !== viewer.companyId) return undefined;
    return row.userId === viewer.userId || isStaff(viewer) ? row : undefined;
  };

  const detailOf = async (viewer: Viewer, row: ReservationRow): Promise<ReservationDetail> => ({
    ...viewOf(row, false),
    history: await history.historyOf('reservation', row.id, isStaff(viewer)),
  });

  /** One move of the table as one conditional update and its trail entry, in one transaction. */
  const move = async (
    viewer: Viewer,
    row: ReservationRow,
    event: ReservationEvent,
    party: ReservationParty,
    reason?: string,
  ): Promise<boolean> => {
    const transition = reservationTransitionOf(event, party);
    if (transition === null) return false;
    const at = now().toISOString();
    return db.transaction().execute(async (trx) => {
      const patch = reason === undefined ? { updatedAt: at } : { updatedAt: at, reason };
      if (!(await moveReservation(trx, row.id, transition.from, transition.to, patch))) return false;
      await appendRecordEvent(trx, {
        kind: 'reservation',
        recordId: row.id,
        companyId: row.companyId,
        // The update matched one of `from`: the row's status as read, unless it moved meanwhile
        // to another status that allows the same event (none in this table).
        fromStatus: row.status,
        toStatus: transition.to,
        event,
        actor: party,
        actorUserId: viewer.userId,
        reason: reason ?? null,
        at,
      });
      return true;
    });
  };

  return {
    create: async (viewer: Viewer, body: CreateReservationBody): Promise<Outcome<ReservationDetail>> => {
      if (isStaff(viewer)) return refuse(ResultCode.forbidden, 'staffCannotReserve');
      // Spec §6: the rate gate's rule (domain/access.ts) with the session's company.
      if ((await createPriceGate(companies)(viewer)) !== null)
        return refuse(ResultCode.forbidden, 'certifyToViewRates');
      if (!(await limiter.hit(ReservationLimits.createPerUser, String(viewer.userId))))
        return refuse(ResultCode.rateLimited, 'tooManyReservations');
      const containers = body.containers.map((line) => ({
        containerType: line.containerType,
        quantity: String(line.quantity),
      }));
      const form = {
        pol: normaliseUnLocode(body.pol),
        pod: normaliseUnLocode(body.pod),
        etdWeek: body.etdWeek,
        containers,
        cargo: body.cargo.trim(),
        remarks: body.remarks.trim(),
      };
      const problems = reservationProblems(form, now());
      const problem =
        problems.pol ?? problems.pod ?? problems.etdWeek ?? problems.containers ?? problems.cargo;
      if (problem !== undefined) return refuse(ResultCode.invalidInput, problem);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertReservation(trx, {
          companyId: viewer.companyId,
          userId: viewer.userId,
          pol: form.pol,
          pod: form.pod,
          etdWeekStart: form.etdWeek,
          containers: JSON.stringify(
            containers.map((line) => ({
              containerType: line.containerType,
              quantity: Number(line.quantity),
            })),
          ),
          cargo: form.cargo,
          remarks: form.remarks,
          status: RESERVATION_INITIAL,
          reason: null,
          createdAt: at,
          updatedAt: at,
        });
        await appendRecordEvent(trx, {
          kind: 'reservation',
          recordId: created,
          companyId: viewer.companyId,
          fromStatus: null,
          toStatus: RESERVATION_INITIAL,
          event: RESERVATION_CREATED,
          actor: 'owner',
          actorUserId: viewer.userId,
          reason: null,
          at,
        });
        return created;
      });
      return ok(await detailOf(viewer, (await reservations.findById(id))!));
    },

    get: async (viewer: Viewer, id: number): Promise<Outcome<ReservationDetail>> => {
      const row = await readable(viewer, id);
      return row === undefined ? notFound() : ok(await detailOf(viewer, row));
    },

    /** The owner gives up a reservation that waits for its audit. */
    cancel: async (viewer: Viewer, id: number): Promise<Outcome<ReservationDetail>> => {
      const row = await reservations.findById(id);
      if (row === undefined || row.userId !== viewer.userId || row.companyId !== viewer.companyId)
        return notFound();
      if (!(await move(viewer, row, 'cancel', 'owner'))) return notAllowed();
      return ok(await detailOf(viewer, (await reservations.findById(id))!));
    },

    list: async (
      viewer: Viewer,
      body: ListReservationsBody,
      scope: 'mine' | 'company',
    ): Promise<Outcome<ReservationPage>> => {
      const { rows, total } = await reservations.list({
        companyId: viewer.companyId,
        userId: scope === 'mine' ? viewer.userId : undefined,
        status: body.status,
        ...createdRangeOf(body),
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
      return ok({
        list: rows.map((row) => viewOf(row, scope === 'company')),
        total,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
    },

    /** Staff of the reservation's company approve it, or refuse it with a reason; the customer is mailed. */
    audit: async (
      viewer: Viewer,
      id: number,
      event: Extract<ReservationEvent, 'approve' | 'refuse'>,
      reason: string | undefined,
    ): Promise<Outcome<ReservationDetail>> => {
      const row = await reservations.findById(id);
      if (row === undefined || row.companyId !== viewer.companyId) return notFound();
      const trimmed = reason?.trim() ?? '';
      const needsReason = reservationEventNeedsReason(event);
      if (needsReason && trimmed === '') return refuse(ResultCode.invalidInput, 'reasonRequired');
      if (!(await move(viewer, row, event, 'staff', needsReason ? trimmed : undefined))) return notAllowed();
      await queueMail({ kind: 'reservation', reservationId: id, event });
      return ok(await detailOf(viewer, (await reservations.findById(id))!));
    },
  };
};

export type ReservationService = ReturnType<typeof createReservationService>;
