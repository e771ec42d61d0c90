/**
 * Every kind with an audit trail by its name: the record kernel's declaration the console reads to
 * say which transitions are open from a record's status now (spec §6: staff read every record of
 * their tenant; the table says who may move it).
 */
import { spaceOrderKind } from '../booking/space-order-lifecycle.ts';
import { grabRequestKind } from '../grab-requests/grab-request-lifecycle.ts';
import { orderKind } from '../orders/order-progress.ts';
import { certificationKind } from '../profile/certification-lifecycle.ts';
import { reservationKind } from '../reservations/reservation-lifecycle.ts';
import type { TrailKind } from './record-history.ts';
import type { AnyRecordKind, RecordViewer } from './record-kind.ts';

export const TRAIL_KIND_DECLARATIONS: Record<TrailKind, AnyRecordKind> = {
  spaceOrder: spaceOrderKind,
  reservation: reservationKind,
  grabRequest: grabRequestKind,
  order: orderKind,
  certification: certificationKind,
};

/** A transition open from a status: its event, where it leads, and whether this viewer may send it. */
export interface OpenTransition {
  event: string;
  to: string;
  offered: boolean;
}

/** Every transition the kind's table opens from `status`, in its events' order, for `viewer`. */
export const openTransitions = (kind: TrailKind, status: string, viewer: RecordViewer): OpenTransition[] => {
  const declaration = TRAIL_KIND_DECLARATIONS[kind];
  const steps = declaration.transitions[status] ?? {};
  return (declaration.events as readonly string[]).flatMap((event) => {
    const step = steps[event];
    return step === undefined
      ? []
      : [{ event, to: step.to, offered: declaration.canOffer(status, event, viewer) }];
  });
};
