/**
 * Grab requests (spot booking, spec §3): a certified customer applies, staff of the
 * company grant (the request becomes a space order offered until a deadline, through the booking
 * service's `holdAndOpen`) or refuse with notes, and the owner may delete a request that waits.
 * Every change is one conditional UPDATE from domain/grab-requests/grab-request-lifecycle.ts with its
 * audit-trail entry in the same transaction.
 */
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import type {
  GrabRequestDetail,
  GrabRequestPage,
  GrabRequestView,
} from '../../../domain/api/grab-request.ts';
import type {
  ApplyGrabRequestBody,
  GrantGrabRequestBody,
  ListGrabRequestsBody,
} from '../../../domain/api/grab-request-schemas.ts';
import type { SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { availabilityLevel } from '../../../domain/freight/space.ts';
import { grabRequestKind } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { grabRequestProblems, sailingFitsRequest } from '../../../domain/grab-requests/grab-request-rules.ts';
import { type GrabRequestMessageId, isGrabRequestMessageId } from '../../../domain/grab-requests/messages.ts';
import { viewerOfRecord } from '../../../domain/records/record-kind.ts';
import { grabOfferDeadline, type TenantSettings } from '../../../domain/tenant/tenant-settings.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { GrabRequestRepository, GrabRequestRow } from '../../db/repositories/grab-request-repository.ts';
import {
  createRecord,
  customerNameOf,
  type RecordScope,
  recordStoreOf,
} from '../../db/repositories/record-store.ts';
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import { creationLimitOf, type RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { toMinor } from '../booking/order-view.ts';
import { createPriceGate } from '../freight/price-gate.ts';
import type { Reference } from '../freight/reference.ts';
import {
  type BookingOutcome,
  declined,
  type GrabRequestOutcome as GrabOutcome,
  invalid,
  notFound,
  ok,
  refuse,
} from '../outcome.ts';
import type { GrabRequestMailJob } from './grab-request-mails.ts';

const requestNotFound = () => notFound<GrabRequestMessageId>('grabRequestNotFound');

/** What a grant asks of the booking service: hold the space and open the order for the requester. */
export interface OpenGrantedOrder {
  owner: { userId: number; companyId: number };
  sailing: NonNullable<Awaited<ReturnType<SpaceOrderRepository['sailingById']>>>;
  lines: readonly { containerType: string; quantity: number; unitPriceMinor: number }[];
  attorneyFile: null;
  openedBy: { actor: 'staff'; userId: number };
  /** The offer's deadline: the space is held until then, the customer opens the payment meanwhile. */
  offerExpiresAt: Date;
}

export interface GrabRequestDeps {
  db: Database;
  requests: GrabRequestRepository;
  companies: CompanyRepository;
  sailingById: SpaceOrderRepository['sailingById'];
  /** The booking service's holdAndOpen (`booking.orders.openGranted`). */
  openGranted: (request: OpenGrantedOrder) => Promise<BookingOutcome<OrderDraft>>;
  /** Cancels, as its owner, an order opened by a grant that lost a race (see grant). */
  cancelOrder: (owner: { userId: number; companyId: number }, orderId: number) => Promise<unknown>;
  limiter: RateLimiter;
  queueMail: (job: GrabRequestMailJob) => Promise<void>;
  /** The tenant's settings (the offer's hours). */
  settingsOf: (companyId: number) => Promise<Pick<TenantSettings, 'grabOfferHours'>>;
  /** The ports by name: a place is its name in the page's language with its code. */
  reference: Pick<Reference, 'placeOf'>;
  now: Clock;
}

type Places = Pick<GrabRequestView, 'polPlace' | 'podPlace'>;

type ListedRow = GrabRequestRow & {
  nameCn?: string | null;
  nameEn?: string | null;
  email?: string | null;
  spaceOrderStatus: SpaceOrderState | null;
};

const containersOf = (row: GrabRequestRow): { containerType: string; quantity: number }[] =>
  JSON.parse(row.containers) as { containerType: string; quantity: number }[];

const viewOf = (row: ListedRow, forStaff: boolean, places: Places): GrabRequestView => ({
  id: row.id,
  pol: row.pol,
  pod: row.pod,
  ...places,
  etdStart: row.etdStart,
  etdEnd: row.etdEnd,
  containers: containersOf(row),
  cargo: row.cargo,
  specialRequirements: row.specialRequirements,
  status: row.status,
  notes: row.notes,
  spaceOrderId: row.spaceOrderId,
  spaceOrderStatus: row.spaceOrderStatus,
  appliedAt: row.appliedAt,
  handledAt: row.handledAt,
  customer: customerNameOf(row, forStaff),
});

export const createGrabRequestService = (deps: GrabRequestDeps) => {
  const { db, requests, companies, limiter, queueMail, now } = deps;
  const records = recordStoreOf(db, grabRequestKind, requests.findById, now);
  const { readable } = records;
  const isStaff = (viewer: Viewer) => viewer.userType === STAFF_USER_TYPE;
  const placesOf = async (row: GrabRequestRow): Promise<Places> => {
    const [polPlace, podPlace] = await Promise.all([
      deps.reference.placeOf(row.pol),
      deps.reference.placeOf(row.pod),
    ]);
    return { polPlace, podPlace };
  };

  const detailOf = async (viewer: Viewer, requestId: number): Promise<GrabRequestDetail> => {
    const row = (await requests.findById(requestId))!;
    return { ...viewOf(row, false, await placesOf(row)), history: await records.trailOf(viewer, row.id) };
  };

  /** Staff of the request's tenant; other tenants' staff, and customers, get "not found". */
  const staffRow = async (viewer: Viewer, requestId: number): Promise<GrabRequestRow | undefined> => {
    const row = await readable(viewer, requestId);
    return row !== undefined && isStaff(viewer) ? row : undefined;
  };

  return {
    apply: async (viewer: Viewer, body: ApplyGrabRequestBody): Promise<GrabOutcome<GrabRequestDetail>> => {
      if (isStaff(viewer)) return refuse(ResultCode.forbidden, 'staffCannotApply');
      // Spec §6: the rate gate's rule (domain/access.ts) with the session's company.
      if ((await createPriceGate(companies)(viewer)) !== null)
        return refuse(ResultCode.forbidden, 'certifyToViewRates');
      if (!(await limiter.hit(creationLimitOf('grab-user'), String(viewer.userId))))
        return refuse(ResultCode.rateLimited, 'tooManyGrabRequests');
      const form = {
        pol: body.pol.trim().toUpperCase(),
        pod: body.pod.trim().toUpperCase(),
        etdStart: body.etdStart.trim(),
        etdEnd: body.etdEnd.trim(),
        containers: body.containers.map((line) => ({
          containerType: line.containerType,
          quantity: String(line.quantity).trim(),
        })),
        cargo: body.cargo.trim(),
        specialRequirements: body.specialRequirements.trim(),
      };
      const problems = grabRequestProblems(form, now());
      const problem = Object.values(problems)[0];
      if (problem !== undefined) return invalid(problem);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const { id: requestId } = await createRecord(
          trx,
          grabRequestKind,
          {
            companyId: viewer.companyId,
            userId: viewer.userId,
            pol: form.pol,
            pod: form.pod,
            etdStart: form.etdStart,
            etdEnd: form.etdEnd,
            containers: JSON.stringify(
              form.containers.map((line) => ({
                containerType: line.containerType,
                quantity: Number(line.quantity),
              })),
            ),
            cargo: form.cargo,
            specialRequirements: form.specialRequirements,
            notes: null,
            spaceOrderId: null,
            appliedAt: at,
            handledAt: null,
          },
          { companyId: viewer.companyId, party: 'owner', actorUserId: viewer.userId, at },
        );
        return requestId;
      });
      return ok(await detailOf(viewer, id));
    },

    list: async (
      viewer: Viewer,
      body: ListGrabRequestsBody,
      scope: RecordScope,
    ): Promise<GrabOutcome<GrabRequestPage>> =>
      ok(
        await records.page(viewer, scope, body, async (rows, forStaff) => {
          const orderStatuses = await requests.spaceOrderStatusesOf(rows);
          return Promise.all(
            rows.map(async (row) =>
              viewOf(
                { ...row, spaceOrderStatus: orderStatuses.get(row.spaceOrderId ?? 0) ?? null },
                forStaff,
                await placesOf(row),
              ),
            ),
          );
        }),
      ),

    /** The request with its history (staff names for staff only). */
    get: async (viewer: Viewer, requestId: number): Promise<GrabOutcome<GrabRequestDetail>> => {
      const row = await readable(viewer, requestId);
      if (row === undefined) return requestNotFound();
      return ok(await detailOf(viewer, row.id));
    },

    /** Spec §4 and §8: only a request that waits may be deleted, by its owner. */
    delete: async (viewer: Viewer, requestId: number): Promise<GrabOutcome<GrabRequestDetail>> => {
      const row = await records.owned(viewer, requestId);
      if (row === undefined) return requestNotFound();
      if (!(await records.moveAsOwner(viewer, row, 'delete'))) return declined('cannotDeleteInCurrentState');
      return ok(await detailOf(viewer, row.id));
    },

    refuse: async (
      viewer: Viewer,
      requestId: number,
      notes: string,
    ): Promise<GrabOutcome<GrabRequestDetail>> => {
      const row = await staffRow(viewer, requestId);
      if (row === undefined) return requestNotFound();
      const problem = grabRequestKind.problemOf('refuse', { notes });
      if (problem !== null) return invalid(problem);
      const refusal = {
        record: row,
        event: 'refuse',
        by: viewerOfRecord(viewer, row),
        actorUserId: viewer.userId,
      } as const;
      const handled = (at: string) => ({ notes: notes.trim(), handledAt: at });
      if (!(await records.move({ ...refusal, reason: notes.trim(), patch: handled })))
        return declined('transitionNotAllowed');
      await queueMail({ kind: 'grabRequest', requestId: row.id, event: 'refuse' });
      return ok(await detailOf(viewer, row.id));
    },

    /**
     * Staff grant a waiting request with a sailing that serves its ports within its ETD range and a
     * unit price per container type: the space is held and a space order opened for the requester
     * as an offer until the tenant's deadline (the customer opens the payment window), then the request moves to granted with the order's id. When
     * another move won meanwhile (a second grant, the owner's delete), the order just opened is
     * cancelled again and the grant declined: one request, at most one live order.
     */
    grant: async (viewer: Viewer, body: GrantGrabRequestBody): Promise<GrabOutcome<GrabRequestDetail>> => {
      const row = await staffRow(viewer, body.requestId);
      if (row === undefined) return requestNotFound();
      const by = viewerOfRecord(viewer, row);
      if (!grabRequestKind.canOffer(row.status, 'grant', by)) return declined('transitionNotAllowed');
      const sailing = await deps.sailingById(body.sailingId);
      // Only the tenant's own space is granted from (migration 0038).
      if (sailing === undefined || sailing.companyId !== viewer.companyId) return notFound('sailingNotFound');
      if (!sailingFitsRequest(sailing, row)) return invalid('sailingDoesNotFit');
      const open = { stopped: sailing.stopped === 1, cutOff: Date.parse(sailing.cutOff) };
      if (availabilityLevel({ capacity: 1, remaining: 1 }, open, now().getTime()) === 'stopping')
        return declined('sailingClosed');
      const lines = containersOf(row).map((line) => ({
        ...line,
        unitPriceMinor: toMinor(
          body.prices.find((price) => price.containerType === line.containerType)?.unitPrice ?? 0,
        ),
      }));
      if (lines.some((line) => line.unitPriceMinor <= 0)) return invalid('priceRequired');
      const opened = await deps.openGranted({
        owner: { userId: row.userId, companyId: row.companyId },
        sailing,
        lines,
        attorneyFile: null,
        openedBy: { actor: 'staff', userId: viewer.userId },
        offerExpiresAt: grabOfferDeadline(now(), await deps.settingsOf(row.companyId)),
      });
      if (!opened.ok)
        return refuse(
          opened.code,
          isGrabRequestMessageId(opened.id) ? opened.id : 'grantFailed',
          opened.values,
        );
      const orderId = opened.data.orderId;
      const granted = (at: string) => ({ spaceOrderId: orderId, handledAt: at });
      if (
        !(await records.move({ record: row, event: 'grant', by, actorUserId: viewer.userId, patch: granted }))
      ) {
        await deps.cancelOrder({ userId: row.userId, companyId: row.companyId }, orderId);
        return declined('transitionNotAllowed');
      }
      await queueMail({ kind: 'grabRequest', requestId: row.id, event: 'grant' });
      return ok(await detailOf(viewer, row.id));
    },
  };
};

export type GrabRequestService = ReturnType<typeof createGrabRequestService>;
