import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import {
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
} from 'xstate';
import type { PathDriver } from './driver.ts';
import type { TestedMachine } from './model.ts';
import { describeStateValue, machineUnderTest } from './paths.ts';

/**
 * Runs generated paths through a rendered component, so that a path test proves what the user
 * sees and does, not only what the machine decides. Needs a jsdom test file
 * (`// @vitest-environment jsdom` on its first line).
 *
 * Contract for the component: it is rendered bound to the running actor the driver creates (with
 * the model's fakes), and it must not create its own. Contract for the test: one
 * `events` entry per event type the paths use, performing it as its real source would (the user
 * through roles and names; the server or a timer outside the UI through `ui.actor.send`), and one
 * `states` entry per state name the paths reach (`content`, `qr.polling`,
 * `working.{fetch.loading, clock.running}`), asserting through what the user sees. A missing
 * entry fails the path that needs it, naming it.
 */

export interface UiContext {
  actor: Actor<AnyStateMachine>;
  screen: typeof screen;
  /**
   * Synchronous DOM events wrapped in act(). Not user-event: its async wrapper waits on a real
   * setTimeout, which the fake clock of the path runner holds forever.
   */
  fireEvent: typeof fireEvent;
}

export interface ReactDriverOptions {
  entry: TestedMachine;
  render: (actor: Actor<AnyStateMachine>) => ReactElement;
  events: Readonly<Record<string, (event: EventObject, ui: UiContext) => Promise<void> | void>>;
  states: Readonly<Record<string, (ui: UiContext) => void>>;
}

export const createReactDriver = (options: ReactDriverOptions): PathDriver => {
  let ui: UiContext | undefined;
  const started = (): UiContext => {
    if (!ui) throw new Error('the React driver was not started');
    return ui;
  };

  return {
    start: async () => {
      const actor = createActor(machineUnderTest(options.entry), { input: options.entry.input }).start();
      ui = { actor, screen, fireEvent };
      render(options.render(actor));
    },
    send: async (event) => {
      const perform = options.events[event.type];
      if (!perform) throw new Error(`no UI action for event ${event.type}: add it to the driver's events`);
      await perform(event, started());
    },
    settle: async (event) => {
      await act(async () => started().actor.send(event));
    },
    advance: async (ms) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    },
    assertState: async (expected: AnyMachineSnapshot) => {
      const name = describeStateValue(expected.value);
      const check = options.states[name];
      if (!check) throw new Error(`no UI assertion for state ${name}: add it to the driver's states`);
      check(started());
      // The UI may look right while the wrong event fired; the machine tells.
      expect(describeStateValue(started().actor.getSnapshot().value)).toBe(name);
    },
    stop: async () => {
      cleanup();
      ui?.actor.stop();
      ui = undefined;
    },
  };
};
