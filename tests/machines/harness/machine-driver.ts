import { expect, vi } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, createActor } from 'xstate';
import type { PathDriver } from './driver.ts';
import type { TestedMachine } from './model.ts';
import { describeStateValue, machineUnderTest } from './paths.ts';

/** Runs paths against the machine itself, with its model's fakes and the fake clock. */
export const createMachineDriver = (entry: TestedMachine): PathDriver => {
  let actor: AnyActorRef | undefined;
  const running = (): AnyActorRef => {
    if (!actor) throw new Error('the machine driver was not started');
    return actor;
  };
  // The dotted state first, so a failure reads as a state mismatch before a context one.
  const identity = (snapshot: AnyMachineSnapshot) => ({
    state: describeStateValue(snapshot.value),
    serialized: entry.serializeState(snapshot),
  });

  return {
    start: async () => {
      actor = createActor(machineUnderTest(entry), { input: entry.input }).start();
    },
    send: async (event) => running().send(event),
    settle: async (event) => running().send(event),
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    assertState: async (expected) => {
      expect(identity(running().getSnapshot())).toEqual(identity(expected));
    },
    stop: async () => {
      actor?.stop();
      actor = undefined;
    },
  };
};
