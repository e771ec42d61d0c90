import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RESERVATION_STATUSES } from '../../../domain/constants.ts';
import {
  nextReservationStatus,
  RESERVATION_EVENTS,
  reservationTransitions,
} from '../../../domain/reservations/reservation-lifecycle.ts';
import {
  reservationEventType,
  reservationMachine,
  reservationSnapshotAt,
} from '../../../machines/reservations/reservation.machine.ts';

describe('issue 11: the reservation machine is the transition table', () => {
  it('has one state per status; exactly the table’s statuses with no row are final', () => {
    expect(Object.keys(reservationMachine.config.states ?? {})).toEqual([...RESERVATION_STATUSES]);
    for (const status of RESERVATION_STATUSES)
      expect(reservationSnapshotAt(status).status === 'done').toBe(
        Object.keys(reservationTransitions[status]).length === 0,
      );
  });

  it('allows an action exactly where the table allows it, for the party the table names', () => {
    for (const status of RESERVATION_STATUSES)
      for (const event of RESERVATION_EVENTS)
        for (const by of ['owner', 'staff'] as const) {
          const type = reservationEventType(event);
          const allowed = reservationSnapshotAt(status).can({ type, by, reason: 'A reason' } as never);
          expect({ status, event, by, allowed }).toEqual({
            status,
            event,
            by,
            allowed: nextReservationStatus(status, event, by) !== null,
          });
        }
  });

  it('a refusal needs a reason that is not blank', () => {
    const waiting = reservationSnapshotAt('toBeAudited');
    expect(waiting.can({ type: 'REFUSE', by: 'staff', reason: '  ' })).toBe(false);
    expect(waiting.can({ type: 'REFUSE', by: 'staff', reason: 'Loop suspended' })).toBe(true);
  });

  it('a new reservation waits for its audit; staff approve it and nothing follows', () => {
    const actor = createActor(reservationMachine).start();
    expect(actor.getSnapshot().value).toBe('toBeAudited');
    actor.send({ type: 'CANCEL', by: 'staff' });
    expect(actor.getSnapshot().value).toBe('toBeAudited');
    actor.send({ type: 'APPROVE', by: 'staff' });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
