/**
 * The grab-space waitlist on the server (issue 11, beyond the spec): called inside the transaction
 * in which a space order gives its units back, it grants the open grab requests those units serve
 * (domain/grab-requests/waitlist.ts: oldest first, whole requests only), each as the system at the
 * listing's unit price, with a space order and its payment window for the requester, the two
 * audit-trail entries (reason "waitlist") and the requester's mail queued, all in that transaction.
 *
 * Every quantity and status moves by a conditional update: a request another release or a staff
 * grant took first, or whose company's allowance filled meanwhile, is skipped and what was taken for
 * it is given back in the same transaction, so the units it would have had stay on the list.
 */
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import { availabilityLevel } from '../../../domain/freight/space.ts';
import {
  type GrabRequestStatus,
  grabRequestTransitionOf,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import {
  type ContainerLine,
  planWaitlist,
  type WaitingRequest,
} from '../../../domain/grab-requests/waitlist.ts';
import { moveGrabRequest } from '../../db/repositories/grab-request-repository.ts';
import { createMailQueueRepository } from '../../db/repositories/mail-queue-repository.ts';
import { appendRecordEvent } from '../../db/repositories/record-event-repository.ts';
import {
  insertOrder,
  returnAllowance,
  returnSpace,
  type SpaceOrderRepository,
  takeAllowance,
  takeSpace,
} from '../../db/repositories/space-order-repository.ts';
import type { Database } from '../../db/schema.ts';
import { newOrderNo } from '../booking/order-number.ts';
import { toMinor } from '../booking/order-view.ts';
import type { GrabRequestMailJob } from './grab-request-mails.ts';

/** The audit trail's reason on the entries the waitlist writes. */
export const WAITLIST_REASON = 'waitlist';

/** The oldest requests one release looks at: more than a sailing's stock could ever serve. */
const WAITLIST_CANDIDATES = 200;

type Sailing = NonNullable<Awaited<ReturnType<SpaceOrderRepository['sailingById']>>>;

export interface WaitlistRelease {
  sailing: Sailing;
  /** The units the order gave back (already returned to the stock in `trx`). */
  units: readonly ContainerLine[];
  at: Date;
  /** The payment window of the orders it opens. */
  windowMs: number;
  /** The payment provider that will take the payment (its order is created after the commit). */
  providerName: string;
}

/** A space order the waitlist opened: its provider's order is created once the release committed. */
export interface WaitlistGrant {
  orderId: number;
  lines: { containerType: string; quantity: number; unitPriceMinor: number }[];
}

/** The open requests the sailing could serve, oldest first (container types are the plan's to match). */
const waitingFor = async (
  trx: Database,
  sailing: Sailing,
): Promise<(WaitingRequest & { userId: number; status: GrabRequestStatus })[]> => {
  const grant = grabRequestTransitionOf('grant', 'system');
  if (grant === null) return [];
  const rows = await trx
    .selectFrom('grabRequests')
    .select([
      'id',
      'companyId',
      'userId',
      'status',
      'pol',
      'pod',
      'etdStart',
      'etdEnd',
      'containers',
      'appliedAt',
    ])
    .where('status', 'in', grant.from)
    .where('pol', '=', sailing.pol)
    .where('pod', '=', sailing.pod)
    .where('etdStart', '<=', sailing.etdDate)
    .where('etdEnd', '>=', sailing.etdDate)
    .orderBy('appliedAt')
    .orderBy('id')
    .limit(WAITLIST_CANDIDATES)
    .execute();
  return rows.map((row) => ({ ...row, containers: JSON.parse(row.containers) as ContainerLine[] }));
};

const heldByCompanies = async (trx: Database, sailingId: number, companyIds: readonly number[]) => {
  const held = new Map<number, Record<string, number>>();
  if (companyIds.length === 0) return held;
  const rows = await trx
    .selectFrom('spaceAllowances')
    .select(['companyId', 'containerType', 'held'])
    .where('sailingId', '=', sailingId)
    .where('companyId', 'in', [...companyIds])
    .execute();
  for (const row of rows)
    held.set(row.companyId, { ...held.get(row.companyId), [row.containerType]: row.held });
  return held;
};

/**
 * Takes the space and the allowance of every line, in container-type order (the order every
 * release takes its locks in); on the first that fails, gives back what it took and answers false.
 */
const takeAll = async (
  trx: Database,
  key: { sailingId: number; companyId: number },
  lines: readonly ContainerLine[],
): Promise<boolean> => {
  const taken: { line: ContainerLine; allowance: boolean }[] = [];
  for (const line of lines) {
    const space = await takeSpace(trx, key.sailingId, line);
    const allowance = space && (await takeAllowance(trx, key, line, SPACE_ALLOWANCE_PER_SAILING));
    if (space) taken.push({ line, allowance });
    if (!allowance) {
      for (const entry of taken) {
        await returnSpace(trx, key.sailingId, entry.line);
        if (entry.allowance) await returnAllowance(trx, key, entry.line);
      }
      return false;
    }
  }
  return true;
};

/** Grants, in `trx`, the waiting requests the released units serve; answers the orders it opened. */
export const serveWaitlist = async (trx: Database, release: WaitlistRelease): Promise<WaitlistGrant[]> => {
  const { sailing, at } = release;
  const grant = grabRequestTransitionOf('grant', 'system');
  const open = { stopped: sailing.stopped === 1, cutOff: Date.parse(sailing.cutOff) };
  if (
    grant === null ||
    release.units.length === 0 ||
    availabilityLevel({ capacity: 1, remaining: 1 }, open, at.getTime()) === 'stopping'
  )
    return [];
  const waiting = await waitingFor(trx, sailing);
  if (waiting.length === 0) return [];
  const [held, inventory] = await Promise.all([
    heldByCompanies(trx, sailing.id, [...new Set(waiting.map((request) => request.companyId))]),
    trx.selectFrom('spaceInventory').selectAll().where('sailingId', '=', sailing.id).execute(),
  ]);
  const plan = planWaitlist({ sailing, units: release.units, held }, waiting);
  const atIso = at.toISOString();
  const expiresAt = new Date(at.getTime() + release.windowMs);
  const grants: WaitlistGrant[] = [];
  for (const request of plan.served) {
    const lines = [...request.containers]
      .sort((a, b) => (a.containerType < b.containerType ? -1 : 1))
      .map((line) => ({
        containerType: line.containerType,
        quantity: line.quantity,
        unitPriceMinor: toMinor(
          inventory.find((stock) => stock.containerType === line.containerType)?.price ?? 0,
        ),
      }));
    const key = { sailingId: sailing.id, companyId: request.companyId };
    if (!(await takeAll(trx, key, lines))) continue;
    // The request is the system's only if no one moved it since it was read.
    if (!(await moveGrabRequest(trx, request.id, grant.from, grant.to, { handledAt: atIso }))) {
      for (const line of lines) {
        await returnSpace(trx, sailing.id, line);
        await returnAllowance(trx, key, line);
      }
      continue;
    }
    const orderId = await insertOrder(
      trx,
      {
        orderNo: newOrderNo(at),
        companyId: request.companyId,
        userId: request.userId,
        sailingId: sailing.id,
        status: 'awaitingPayment',
        amountMinor: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
        currency: sailing.currency,
        attorneyFile: null,
        provider: release.providerName,
        transactionId: null,
        createdAt: atIso,
        expiresAt: expiresAt.toISOString(),
        paidAt: null,
        closedAt: null,
        reason: null,
      },
      lines,
    );
    await trx
      .updateTable('grabRequests')
      .set({ spaceOrderId: orderId })
      .where('id', '=', request.id)
      .execute();
    const entry = {
      companyId: request.companyId,
      actor: 'system' as const,
      actorUserId: null,
      reason: WAITLIST_REASON,
      at: atIso,
    };
    await appendRecordEvent(trx, {
      ...entry,
      kind: 'grabRequest',
      recordId: request.id,
      fromStatus: request.status,
      toStatus: grant.to,
      event: 'grant',
    });
    await appendRecordEvent(trx, {
      ...entry,
      kind: 'spaceOrder',
      recordId: orderId,
      fromStatus: null,
      toStatus: 'awaitingPayment',
      event: 'book',
    });
    const mail: GrabRequestMailJob = { kind: 'grabRequest', requestId: request.id, event: 'waitlist' };
    await createMailQueueRepository(trx).insert({
      kind: mail.kind,
      payload: JSON.stringify(mail),
      createdAt: atIso,
    });
    grants.push({ orderId, lines });
  }
  return grants;
};
