import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  GRAB_REQUEST_EVENTS,
  GRAB_REQUEST_STATUSES,
  grabRequestTransitions,
  nextGrabRequestStatus,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import {
  GRAB_REQUEST_MACHINE_EVENTS,
  grabRequestAllows,
  grabRequestMachine,
} from '../../../machines/grab-requests/grab-request.machine.ts';

describe('issue 11: the grab request machine is the transition table', () => {
  it('allows an action exactly where the table allows it, for the party the table names', () => {
    for (const status of GRAB_REQUEST_STATUSES)
      for (const event of GRAB_REQUEST_EVENTS)
        for (const by of ['owner', 'staff'] as const)
          expect({ status, event, by, allowed: grabRequestAllows(status, event, by) }).toEqual({
            status,
            event,
            by,
            allowed: nextGrabRequestStatus(status, event, by) !== null,
          });
  });

  it('shown as the server sent it, a waiting request moves where the table says; final ones stop', () => {
    for (const status of GRAB_REQUEST_STATUSES) {
      const actor = createActor(grabRequestMachine).start();
      actor.send({ type: 'SHOW', status });
      expect(actor.getSnapshot().value).toBe(status);
      expect(actor.getSnapshot().status === 'done').toBe(
        Object.keys(grabRequestTransitions[status]).length === 0,
      );
    }
    const actor = createActor(grabRequestMachine).start();
    actor.send({ type: 'SHOW', status: 'toBeHandled' });
    actor.send({ type: GRAB_REQUEST_MACHINE_EVENTS.delete, by: 'staff' });
    expect(actor.getSnapshot().value).toBe('toBeHandled');
    actor.send({ type: GRAB_REQUEST_MACHINE_EVENTS.delete, by: 'owner' });
    expect(actor.getSnapshot().value).toBe('deleted');
  });
});
