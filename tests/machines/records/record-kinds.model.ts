import type { AnyStateMachine } from 'xstate';
import { spaceOrderKind } from '../../../domain/booking/space-order-lifecycle.ts';
import { grabRequestKind } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { orderKind } from '../../../domain/orders/order-progress.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { certificationKind } from '../../../domain/profile/certification-lifecycle.ts';
import type { RecordViewer, Sender } from '../../../domain/records/record-kind.ts';
import { reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';
import {
  certificationMachine,
  grabRequestMachine,
  orderProgressMachine,
  reservationMachine,
  spaceOrderMachine,
} from '../../../machines/records/record-kinds.ts';
import type { EventSamples, MachineModel } from '../harness/model.ts';

/**
 * The record kinds' test models, made from their declarations: every event of a kind's table is
 * tried by each sender there is (the owner, the server, staff holding the event's permission, and
 * staff who may only read records), with the fields it needs filled in, blank, and malformed where
 * the rule has a pattern. So a path test reaches every status and every move, and tries each one
 * from a sender or with fields the table refuses.
 */

/** A well-formed value of each field a kind's event needs, as staff would type it. */
const FILLED: Record<string, string> = {
  reason: 'Vessel omitted the port',
  notes: 'No sailing fits the range',
  bookingNumber: 'COSU6301234567',
  blNumber: 'COSU8812345670',
  attorneyFile: 'kQ3v9xZpR2mT8wYb4nLc6dFh',
  note: 'Signed and stamped now',
};
/** A value each field's pattern refuses (fields without a pattern are tried blank only). */
const MALFORMED: Record<string, string> = {
  bookingNumber: 'BK#1',
  blNumber: 'B/L 1',
  attorneyFile: '../attorney.pdf',
};

const READER: RecordViewer = { party: 'staff', permissions: ['records.read'] };

/** The senders tried for an event: its own, the owner, the server, and a staff member who may only read. */
const sendersOf = (by: readonly Sender[]): RecordViewer[] => {
  const permissions = by.flatMap((sender): Permission[] =>
    typeof sender === 'string' ? [] : [sender.staff],
  );
  return [
    { party: 'owner' },
    { party: 'system' },
    READER,
    ...permissions.map((permission): RecordViewer => ({ party: 'staff', permissions: [permission] })),
  ];
};

const KINDS = [
  { machine: spaceOrderMachine, kind: spaceOrderKind },
  { machine: reservationMachine, kind: reservationKind },
  { machine: grabRequestMachine, kind: grabRequestKind },
  { machine: orderProgressMachine, kind: orderKind },
  { machine: certificationMachine, kind: certificationKind },
] as const;

const modelOf = ({ machine, kind }: (typeof KINDS)[number]) => {
  const events = Object.fromEntries(
    kind.events.map((event: string) => {
      const steps = kind.statuses.flatMap((status: string) => {
        const step = (kind.transitions as Record<string, Record<string, { by: readonly Sender[] }>>)[
          status
        ]?.[event];
        return step === undefined ? [] : [step];
      });
      const needs = kind.needs(event as never) as readonly string[];
      const filled = Object.fromEntries(needs.map((field) => [field, FILLED[field]]));
      const faulty = needs.flatMap((field) => [
        { ...filled, [field]: ' ' },
        ...(MALFORMED[field] === undefined ? [] : [{ ...filled, [field]: MALFORMED[field] }]),
      ]);
      const samples = sendersOf(steps.flatMap((step) => step.by)).flatMap((by) => [
        { type: event, by, ...filled },
        ...faulty.map((fields) => ({ type: event, by, ...fields })),
      ]);
      return [event, samples];
    }),
  );
  return {
    machine,
    serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value),
    events,
  } as unknown as MachineModel<AnyStateMachine> & { events: EventSamples<AnyStateMachine> };
};

export const [spaceOrderModel, reservationModel, grabRequestModel, orderModel, certificationModel] =
  KINDS.map(modelOf);
