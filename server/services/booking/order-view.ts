/** Space order rows as the API shows them (domain/api/booking.ts `SpaceOrderView`). */

import type { RefundState, SpaceOrderView, StaffRefundState } from '../../../domain/api/booking.ts';
import { REFUND_TIME_ZONE } from '../../../domain/booking/refund-due.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { rateText } from '../../../domain/tenant/cny-conversion.ts';
import type { SpaceOrderRepository, SpaceOrderRow } from '../../db/repositories/space-order-repository.ts';
import type { UploadedFileRepository } from '../../db/repositories/uploaded-file-repository.ts';
import type { Reference } from '../freight/reference.ts';

/** A refund's state in the customer's words (domain/api/booking.ts REFUND_STATES). */
const customerRefundState: Record<StaffRefundState, RefundState> = {
  pending: 'pending',
  abnormal: 'failed',
  succeeded: 'succeeded',
  failed: 'failed',
  settled: 'succeeded',
};

/** Amounts are stored in minor units (cents, fen); the API shows them in the currency's unit. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/** What an order's view is made of beside the order, when the caller has it at hand. */
interface Known {
  lines: Awaited<ReturnType<SpaceOrderRepository['linesOf']>>;
  refunds: Awaited<ReturnType<SpaceOrderRepository['refundsOf']>>;
  sailings: Awaited<ReturnType<SpaceOrderRepository['sailingsOf']>>;
  files: Awaited<ReturnType<UploadedFileRepository['filesNamed']>>;
}

export const createOrderViews = (deps: {
  orders: SpaceOrderRepository;
  files: Pick<UploadedFileRepository, 'filesNamed'>;
  reference: Reference;
}) => {
  const { orders, files: uploads, reference } = deps;

  /**
   * Views of several orders with a handful of queries, whatever their number; `known` spares the
   * queries of what the caller holds already (an order just opened: its lines, its sailing, its
   * attorney file, no refund).
   */
  const viewsOf = async (
    rows: readonly SpaceOrderRow[],
    withCustomer = false,
    known: Partial<Known> = {},
  ): Promise<SpaceOrderView[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const sailingIds = [...new Set(rows.map((row) => row.sailingId))];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [lines, refunds, sailings, files, users] = await Promise.all([
      known.lines ?? orders.linesOf(ids),
      known.refunds ?? orders.refundsOf(ids),
      known.sailings ?? orders.sailingsOf(sailingIds),
      // By name: an order booked with the file on file names it without taking it.
      known.files ??
        uploads.filesNamed(rows.flatMap((row) => (row.attorneyFile === null ? [] : [row.attorneyFile]))),
      withCustomer ? orders.customersOf(userIds) : Promise.resolve([]),
    ]);
    return Promise.all(
      rows.map(async (row): Promise<SpaceOrderView> => {
        const sailing = sailings.find((candidate) => candidate.id === row.sailingId);
        const pol = await reference.place(sailing?.pol ?? '');
        const pod = await reference.place(sailing?.pod ?? '');
        const refund = refunds
          .filter((candidate) => candidate.orderId === row.id)
          .sort((a, b) => b.id - a.id)[0];
        const file = files.find((candidate) => candidate.storedName === row.attorneyFile);
        const user = users.find((candidate) => candidate.id === row.userId);
        return {
          orderId: row.id,
          orderNo: row.orderNo,
          status: row.status,
          sailingId: row.sailingId,
          vesselName: sailing?.vesselName ?? '',
          voyageNumber: sailing?.voyageNumber ?? '',
          routeCode: sailing?.routeCode ?? '',
          carrier: await reference.carrier(sailing?.carrierScac ?? ''),
          pol,
          pod,
          etd: sailing === undefined ? '' : toLocalIso(sailing.etd, pol?.timeZone ?? 'UTC'),
          containers: lines
            .filter((line) => line.orderId === row.id)
            .map((line) => ({
              containerType: line.containerType,
              quantity: line.quantity,
              unitPrice: fromMinor(line.unitPriceMinor),
            })),
          amount: fromMinor(row.amountMinor),
          currency: row.currency,
          payment: {
            amount: fromMinor(row.payAmountMinor),
            currency: row.payCurrency,
            rate:
              row.cnyPerUnitMicro === null || row.rateEffectiveOn === null
                ? null
                : { cnyPerUnit: rateText(row.cnyPerUnitMicro), effectiveOn: row.rateEffectiveOn },
          },
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
          offerExpiresAt: row.offerExpiresAt,
          paidAt: row.paidAt,
          closedAt: row.closedAt,
          reason: row.reason,
          resubmitBy:
            row.status === 'returned' && row.resubmitBy !== null
              ? { at: row.resubmitBy, timeZone: REFUND_TIME_ZONE }
              : null,
          attorneyFile:
            file === undefined
              ? null
              : { alifileName: file.storedName, fileName: file.fileName, size: file.size },
          refund:
            refund === undefined
              ? null
              : {
                  // The customer's words for an abnormal refund are a failed one's: customer service
                  // settles it with the provider (operations see it as abnormal, with its reason).
                  // One staff settled outside the portal was paid back there: refunded, on that day.
                  state: customerRefundState[refund.state],
                  cause: refund.cause,
                  amount: fromMinor(refund.amountMinor),
                  currency: refund.currency,
                  dueDate: refund.dueDate,
                  refundedAt: refund.refundedAt ?? refund.settledAt,
                },
          ...(withCustomer
            ? {
                customer: {
                  userId: row.userId,
                  name: user === undefined ? '' : user.nameCn || user.nameEn || user.nickname || user.email,
                  companyName: user?.companyName ?? '',
                },
              }
            : {}),
        };
      }),
    );
  };

  return { viewsOf };
};

export type OrderViews = ReturnType<typeof createOrderViews>;
