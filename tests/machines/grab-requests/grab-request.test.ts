import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  GRAB_REQUEST_EVENTS,
  GRAB_REQUEST_STATUSES,
  type GrabRequestStatus,
  grabRequestKind,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { grabRequestMachine } from '../../../machines/records/record-kinds.ts';

/** A grab request's machine at its stored status, as the client starts it for a request it shows. */
const at = (status: GrabRequestStatus) =>
  createActor(grabRequestMachine, {
    snapshot: grabRequestMachine.resolveState({ value: status, context: {} }),
  }).start();

const owner: RecordViewer = { party: 'owner' };
const system: RecordViewer = { party: 'system' };
const handler: RecordViewer = { party: 'staff', permissions: ['grabRequests.handle'] };
const auditor: RecordViewer = { party: 'staff', permissions: ['records.read'] };

describe('the grab request machine is the transition table', () => {
  it('allows an action exactly where the table allows it, for the party the table names', () => {
    for (const status of GRAB_REQUEST_STATUSES)
      for (const event of GRAB_REQUEST_EVENTS)
        for (const by of [owner, system, handler]) {
          const allowed = at(status).getSnapshot().can({ type: event, by, notes: 'Handled' });
          expect({ status, event, by, allowed }).toEqual({
            status,
            event,
            by,
            allowed: grabRequestKind.next(status, event, by.party) !== null,
          });
        }
  });

  it('staff without the grab-request permission may neither grant nor refuse', () => {
    const waiting = at('toBeHandled').getSnapshot();
    expect(waiting.can({ type: 'grant', by: auditor })).toBe(false);
    expect(waiting.can({ type: 'refuse', by: auditor, notes: 'No sailing fits' })).toBe(false);
  });

  it('a refusal needs notes that are not blank', () => {
    const waiting = at('toBeHandled').getSnapshot();
    expect(waiting.can({ type: 'refuse', by: handler, notes: ' ' })).toBe(false);
    expect(waiting.can({ type: 'refuse', by: handler, notes: 'No sailing fits' })).toBe(true);
  });

  it('at the status the server sent, a waiting request moves where the table says; final ones stop', () => {
    for (const status of GRAB_REQUEST_STATUSES) {
      const actor = at(status);
      expect(actor.getSnapshot().value).toBe(status);
      expect(actor.getSnapshot().status === 'done').toBe(
        Object.keys(grabRequestKind.transitions[status]).length === 0,
      );
    }
    const actor = at('toBeHandled');
    actor.send({ type: 'delete', by: handler });
    expect(actor.getSnapshot().value).toBe('toBeHandled');
    actor.send({ type: 'delete', by: owner });
    expect(actor.getSnapshot().value).toBe('deleted');
  });
});
