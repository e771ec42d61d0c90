import { vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { failureText, type PathRecorder } from './path-record.ts';
import type { MachinePath } from './paths.ts';

/**
 * What a generated path needs from the system under test. The same paths run against the machine
 * alone (machine-driver.ts) or against a rendered component (react-driver.ts).
 */
export interface PathDriver {
  /** Starts the system in the machine's initial state. Fake timers are already installed. */
  start(): Promise<void>;
  /** Causes an event the way its source would: `actor.send`, or a click by role and name. */
  send(event: EventObject): Promise<void>;
  /**
   * Ends an invoked actor, or has it report: its `xstate.done.actor.<id>` (with output),
   * `xstate.error.actor.<id>` or `xstate.snapshot.<id>` event.
   */
  settle(event: EventObject): Promise<void>;
  /** Moves the fake clock forward. */
  advance(ms: number): Promise<void>;
  /** Fails unless the system is in (shows) the state the model expects. */
  assertState(expected: AnyMachineSnapshot): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs one path step by step. A delayed step advances the clock to 1 ms before the delay and
 * checks nothing happened yet, then advances the last millisecond and checks the target. With a
 * recorder, it records the outcome: a failure names the step where system and model disagreed
 * (0 when the system did not even start as the model does) and is then thrown on unchanged.
 */
export const runPath = async (
  path: MachinePath,
  driver: PathDriver,
  recorder?: PathRecorder,
): Promise<void> => {
  vi.useFakeTimers();
  let current = 0;
  try {
    const [first, ...rest] = path.steps;
    await driver.start();
    await driver.assertState(first!.state);
    let previous = first!.state;
    for (const step of rest) {
      current += 1;
      if (step.kind === 'after') {
        await driver.advance(step.ms! - 1);
        await driver.assertState(previous);
        await driver.advance(1);
      } else if (step.kind === 'done' || step.kind === 'error' || step.kind === 'snapshot') {
        await driver.settle(step.event);
      } else {
        await driver.send(step.event);
      }
      await driver.assertState(step.state);
      previous = step.state;
    }
    recorder?.record(path, { outcome: 'passed' });
  } catch (error) {
    recorder?.record(path, { outcome: 'failed', failedStep: current, error: failureText(error) });
    throw error;
  } finally {
    await driver.stop();
    vi.useRealTimers();
  }
};
