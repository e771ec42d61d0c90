/**
 * The statecharts of the portal's record kinds, each built by the one builder from its declaration
 * in domain/ (spec §3 statuses, §4 order steps and payment window).
 */
import { spaceOrderKind } from '../../domain/booking/space-order-lifecycle.ts';
import { grabRequestKind } from '../../domain/grab-requests/grab-request-lifecycle.ts';
import { orderKind } from '../../domain/orders/order-progress.ts';
import { certificationKind } from '../../domain/profile/certification-lifecycle.ts';
import { reservationKind } from '../../domain/reservations/reservation-lifecycle.ts';
import { recordMachine } from './record.machine.ts';

export const spaceOrderMachine = recordMachine(spaceOrderKind);
export const reservationMachine = recordMachine(reservationKind);
export const grabRequestMachine = recordMachine(grabRequestKind);
export const orderProgressMachine = recordMachine(orderKind);
export const certificationMachine = recordMachine(certificationKind);

/** The record kinds' machines, in the registry's order. */
export const recordKindMachines = [
  spaceOrderMachine,
  reservationMachine,
  grabRequestMachine,
  orderProgressMachine,
  certificationMachine,
];
