/**
 * Advance bookings (spec §2): a certified customer asks for space in a week ahead, staff of the
 * company approve it or refuse it with a reason, the owner may cancel it while it waits. The life
 * follows domain/reservations/reservation-lifecycle.ts: every change (the creation too) is one
 * conditional write plus its audit-trail entry, in one transaction.
 */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { ReservationDetail, ReservationPage, ReservationView } from '../../../domain/api/reservation.ts';
import type { CreateReservationBody, ListReservationsBody } from '../../../domain/api/reservation-schemas.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import { viewerOfRecord } from '../../../domain/records/record-kind.ts';
import {
  type ReservationEvent,
  reservationKind,
} from '../../../domain/reservations/reservation-lifecycle.ts';
import { etdWeekEnd, reservationProblems } from '../../../domain/reservations/reservation-rules.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import {
  createRecord,
  customerNameOf,
  type RecordScope,
  recordStoreOf,
} from '../../db/repositories/record-store.ts';
import type { ReservationRepository, ReservationRow } from '../../db/repositories/reservation-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import { creationLimitOf, type RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { createPriceGate } from '../freight/price-gate.ts';
import type { Reference } from '../freight/reference.ts';
import { type ReservationOutcome as Answer, declined, invalid, notFound, ok, refuse } from '../outcome.ts';
import type { ReservationMailJob } from './reservation-mails.ts';

export interface ReservationDeps {
  db: Database;
  reservations: ReservationRepository;
  companies: CompanyRepository;
  limiter: RateLimiter;
  queueMail: (job: ReservationMailJob) => Promise<void>;
  /** The ports by name: a place is its name in the page's language with its code. */
  reference: Pick<Reference, 'placeOf'>;
  now: Clock;
}

type Places = Pick<ReservationView, 'polPlace' | 'podPlace'>;

const viewOf = (
  row: ReservationRow & { nameCn?: string | null; nameEn?: string | null; email?: string | null },
  forStaff: boolean,
  places: Places,
): ReservationView => ({
  id: row.id,
  pol: row.pol,
  pod: row.pod,
  ...places,
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
  customer: customerNameOf(row, forStaff),
});

export const createReservationService = (deps: ReservationDeps) => {
  const { db, reservations, companies, limiter, queueMail, now } = deps;
  const records = recordStoreOf(db, reservationKind, reservations.findById, now);
  const { readable } = records;
  const placesOf = async (row: ReservationRow): Promise<Places> => {
    const [polPlace, podPlace] = await Promise.all([
      deps.reference.placeOf(row.pol),
      deps.reference.placeOf(row.pod),
    ]);
    return { polPlace, podPlace };
  };

  const detailOf = async (viewer: Viewer, row: ReservationRow): Promise<ReservationDetail> => ({
    ...viewOf(row, false, await placesOf(row)),
    history: await records.trailOf(viewer, row.id),
  });

  /** The reservation as it is now, after a move. */
  const reread = async (viewer: Viewer, id: number) =>
    ok(await detailOf(viewer, (await reservations.findById(id))!));

  return {
    create: async (viewer: Viewer, body: CreateReservationBody): Promise<Answer<ReservationDetail>> => {
      if (viewer.userType === STAFF_USER_TYPE) return refuse(ResultCode.forbidden, 'staffCannotReserve');
      // Spec §6: the rate gate's rule (domain/access.ts) with the session's company.
      if ((await createPriceGate(companies)(viewer)) !== null)
        return refuse(ResultCode.forbidden, 'certifyToViewRates');
      if (!(await limiter.hit(creationLimitOf('reserve-user'), String(viewer.userId))))
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
      if (problem !== undefined) return invalid(problem);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const created = await createRecord(
          trx,
          reservationKind,
          {
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
            reason: null,
            createdAt: at,
            updatedAt: at,
          },
          { companyId: viewer.companyId, party: 'owner', actorUserId: viewer.userId, at },
        );
        return created.id;
      });
      return reread(viewer, id);
    },

    get: async (viewer: Viewer, id: number): Promise<Answer<ReservationDetail>> => {
      const row = await readable(viewer, id);
      return row === undefined ? notFound('reservationNotFound') : ok(await detailOf(viewer, row));
    },

    /** The owner gives up a reservation that waits for its audit. */
    cancel: async (viewer: Viewer, id: number): Promise<Answer<ReservationDetail>> => {
      const row = await records.owned(viewer, id);
      if (row === undefined) return notFound('reservationNotFound');
      if (!(await records.moveAsOwner(viewer, row, 'cancel', (at) => ({ updatedAt: at }))))
        return declined('transitionNotAllowed');
      return reread(viewer, id);
    },

    list: async (
      viewer: Viewer,
      body: ListReservationsBody,
      scope: RecordScope,
    ): Promise<Answer<ReservationPage>> =>
      ok(
        await records.page(viewer, scope, body, (rows, forStaff) =>
          Promise.all(rows.map(async (row) => viewOf(row, forStaff, await placesOf(row)))),
        ),
      ),

    /** Staff of the reservation's company approve it, or refuse it with a reason; the customer is mailed. */
    audit: async (
      viewer: Viewer,
      id: number,
      event: Extract<ReservationEvent, 'approve' | 'refuse'>,
      reason: string | undefined,
    ): Promise<Answer<ReservationDetail>> => {
      const row = await readable(viewer, id);
      if (row === undefined) return notFound('reservationNotFound');
      const problem = reservationKind.problemOf(event, { reason });
      if (problem !== null) return invalid(problem);
      const needsReason = reservationKind.needs(event).includes('reason');
      const by = viewerOfRecord(viewer, row);
      const given = needsReason ? reason?.trim() : undefined;
      const patch = (at: string) =>
        given === undefined ? { updatedAt: at } : { updatedAt: at, reason: given };
      if (!(await records.move({ record: row, event, by, actorUserId: viewer.userId, reason: given, patch })))
        return declined('transitionNotAllowed');
      await queueMail({ kind: 'reservation', reservationId: id, event });
      return reread(viewer, id);
    },
  };
};

export type ReservationService = ReturnType<typeof createReservationService>;
