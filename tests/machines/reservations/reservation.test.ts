import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/constants.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { RESERVATION_EVENTS, reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';
import { reservationMachine } from '../../../machines/records/record-kinds.ts';

/** A reservation's machine snapshot at its stored status, as a page asks it. */
const at = (status: ReservationStatus) => reservationMachine.resolveState({ value: status, context: {} });

const owner: RecordViewer = { party: 'owner' };
const system: RecordViewer = { party: 'system' };
const auditStaff: RecordViewer = { party: 'staff', permissions: ['reservations.audit'] };
const auditor: RecordViewer = { party: 'staff', permissions: ['records.read'] };

describe('the reservation machine is the transition table', () => {
  it('has one state per status; exactly the table’s statuses with no row are final', () => {
    expect(Object.keys(reservationMachine.config.states ?? {})).toEqual([...RESERVATION_STATUSES]);
    for (const status of RESERVATION_STATUSES)
      expect(at(status).status === 'done').toBe(
        Object.keys(reservationKind.transitions[status]).length === 0,
      );
  });

  it('allows an action exactly where the table allows it, for the party the table names', () => {
    for (const status of RESERVATION_STATUSES)
      for (const event of RESERVATION_EVENTS)
        for (const by of [owner, system, auditStaff]) {
          const allowed = at(status).can({ type: event, by, reason: 'A reason' });
          expect({ status, event, by, allowed }).toEqual({
            status,
            event,
            by,
            allowed: reservationKind.next(status, event, by.party) !== null,
          });
        }
  });

  it('staff without the audit permission may neither approve nor refuse', () => {
    const waiting = at('toBeAudited');
    expect(waiting.can({ type: 'approve', by: auditor })).toBe(false);
    expect(waiting.can({ type: 'refuse', by: auditor, reason: 'Loop suspended' })).toBe(false);
  });

  it('a refusal needs a reason that is not blank', () => {
    const waiting = at('toBeAudited');
    expect(waiting.can({ type: 'refuse', by: auditStaff, reason: '  ' })).toBe(false);
    expect(waiting.can({ type: 'refuse', by: auditStaff, reason: 'Loop suspended' })).toBe(true);
  });

  it('a new reservation waits for its audit; staff approve it and nothing follows', () => {
    const actor = createActor(reservationMachine).start();
    expect(actor.getSnapshot().value).toBe('toBeAudited');
    actor.send({ type: 'cancel', by: auditStaff });
    expect(actor.getSnapshot().value).toBe('toBeAudited');
    actor.send({ type: 'approve', by: auditStaff });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
