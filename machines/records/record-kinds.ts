/**
 * The statecharts of the portal's record kinds, each built by the one builder from its declaration
 * in domain/ (spec §3 statuses, §4 order steps and payment window).
 */
import { spaceOrderKind } from '../../domain/booking/space-order-lifecycle.ts';
import { grabRequestKind } from '../../domain/grab-requests/grab-request-lifecycle.ts';
import { orderKind } from '../../domain/orders/order-progress.ts';
import { reservationKind } from '../../domain/reservations/reservation-lifecycle.ts';
import { recordMachine } from './record.machine.ts';

export const spaceOrderMachine = recordMachine(spaceOrderKind);
export const reservationMachine = recordMachine(reservationKind);
export const grabRequestMachine = recordMachine(grabRequestKind);
export const orderProgressMachine = recordMachine(orderKind);

/** Each kind's machine beside its declaration: the registry draws and documents them from it. */
export const recordKindMachines = [
  { machine: spaceOrderMachine, kind: spaceOrderKind },
  { machine: reservationMachine, kind: reservationKind },
  { machine: grabRequestMachine, kind: grabRequestKind },
  { machine: orderProgressMachine, kind: orderKind },
] as const;
