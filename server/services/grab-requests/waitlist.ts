/**
 * The grab-space waitlist on the server (beyond the spec): called inside the transaction
 * in which a space order gives its units back, it grants the open grab requests those units serve
 * (domain/grab-requests/waitlist.ts: oldest first, whole requests only), each as the system at the
 * listing's unit price, with a space order offered to the requester until the tenant's deadline, the two
 * audit-trail entries (reason "waitlist") and the requester's mail queued, all in that transaction.
 *
 * Every quantity and status moves by a conditional update: a request another release or a staff
 * grant took first, or whose company's allowance filled meanwhile, is skipped and what was taken for
 * it is given back in the same transaction, so the units it would have had stay on the list.
 */
import { spaceOrderKind } from '../../../domain/booking/space-order-lifecycle.ts';
import { availabilityLevel } from '../../../domain/freight/space.ts';
import { grabRequestKind } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { type ContainerLine, planWaitlist } from '../../../domain/grab-requests/waitlist.ts';
import { grabOfferDeadline } from '../../../domain/tenant/tenant-settings.ts';
import {
  allowancesHeldBy,
  grantedOrder,
  waitingGrabRequests,
} from '../../db/repositories/grab-request-repository.ts';
import { createMailQueueRepository } from '../../db/repositories/mail-queue-repository.ts';
import { createRecord, moveRecord } from '../../db/repositories/record-store.ts';
import {
  type AllowanceKey,
  insertOrderLines,
  inventoryIn,
  returnAllowance,
  returnSpace,
  type SpaceOrderRepository,
  takeAllowance,
  takeSpace,
} from '../../db/repositories/space-order-repository.ts';
import { createTenantSettingsRepository } from '../../db/repositories/tenant-settings-repository.ts';
import type { Database } from '../../db/schema.ts';
import { newOrderNo } from '../booking/order-number.ts';
import { toMinor } from '../booking/order-view.ts';
import { payableColumns } from '../booking/payable.ts';
import type { GrabRequestMailJob } from './grab-request-mails.ts';

/** The audit trail's reason on the entries the waitlist writes. */
export const WAITLIST_REASON = 'waitlist';

type Sailing = NonNullable<Awaited<ReturnType<SpaceOrderRepository['sailingById']>>>;

export interface WaitlistRelease {
  sailing: Sailing;
  /** The units the order gave back (already returned to the stock in `trx`). */
  units: readonly ContainerLine[];
  at: Date;
  /** The payment provider that will take the payment (its order is created when the customer opens it). */
  providerName: string;
}

/**
 * Takes the space and the allowance of every line, in container-type order (the order every
 * release takes its locks in); on the first that fails, gives back what it took and answers false.
 */
const takeAll = async (
  trx: Database,
  key: AllowanceKey,
  lines: readonly ContainerLine[],
): Promise<boolean> => {
  const taken: { line: ContainerLine; allowance: boolean }[] = [];
  for (const line of lines) {
    const space = await takeSpace(trx, key.sailingId, line);
    const allowance = space && (await takeAllowance(trx, key, line));
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

/** Grants, in `trx`, the waiting requests the released units serve. */
export const serveWaitlist = async (trx: Database, release: WaitlistRelease): Promise<void> => {
  const { sailing, at } = release;
  const system = { party: 'system' } as const;
  const grant = grabRequestKind.transitionFor('grant', system);
  const open = { stopped: sailing.stopped === 1, cutOff: Date.parse(sailing.cutOff) };
  if (
    grant === null ||
    release.units.length === 0 ||
    availabilityLevel({ capacity: 1, remaining: 1 }, open, at.getTime()) === 'stopping'
  )
    return;
  const waiting = await waitingGrabRequests(trx, sailing, grant.from);
  if (waiting.length === 0) return;
  const [{ held, caps }, inventory] = await Promise.all([
    allowancesHeldBy(trx, sailing.id, [...new Set(waiting.map((request) => request.userId))]),
    inventoryIn(trx, sailing.id),
  ]);
  const plan = planWaitlist({ sailing, units: release.units, held, caps }, waiting);
  const atIso = at.toISOString();
  const settings = createTenantSettingsRepository(trx);
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
    const amountMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
    // Paid in CNY at the tenant's rate; without one the request keeps waiting, nothing taken for it.
    const payable = await payableColumns(createTenantSettingsRepository(trx), request.companyId, {
      amountMinor,
      currency: sailing.currency,
    });
    if (payable === null) continue;
    const key = { sailingId: sailing.id, userId: request.userId };
    if (!(await takeAll(trx, key, lines))) continue;
    // The request is the system's only if no one moved it since it was read.
    const granted = await moveRecord(trx, grabRequestKind, {
      record: request,
      event: 'grant',
      by: system,
      actorUserId: null,
      patch: { handledAt: atIso },
      reason: WAITLIST_REASON,
      at: atIso,
    });
    if (!granted) {
      for (const line of lines) {
        await returnSpace(trx, sailing.id, line);
        await returnAllowance(trx, key, line);
      }
      continue;
    }
    // An offer, as a staff grant's: held until the tenant's deadline, paid when the customer opens it.
    const deadline = grabOfferDeadline(at, await settings.settingsOf(request.companyId)).toISOString();
    const { id: orderId } = await createRecord(
      trx,
      spaceOrderKind,
      {
        orderNo: newOrderNo(at),
        companyId: request.companyId,
        userId: request.userId,
        sailingId: sailing.id,
        amountMinor,
        currency: sailing.currency,
        ...payable,
        attorneyFile: null,
        provider: release.providerName,
        transactionId: null,
        createdAt: atIso,
        expiresAt: deadline,
        offerExpiresAt: deadline,
        paidAt: null,
        closedAt: null,
        reason: null,
      },
      {
        companyId: request.companyId,
        party: 'system',
        actorUserId: null,
        reason: WAITLIST_REASON,
        at: atIso,
        status: 'offered',
      },
    );
    await insertOrderLines(
      trx,
      lines.map((line) => ({ ...line, orderId })),
    );
    await grantedOrder(trx, request.id, orderId);
    const mail: GrabRequestMailJob = { kind: 'grabRequest', requestId: request.id, event: 'waitlist' };
    await createMailQueueRepository(trx).insert({
      kind: mail.kind,
      payload: JSON.stringify(mail),
      createdAt: atIso,
    });
  }
};
