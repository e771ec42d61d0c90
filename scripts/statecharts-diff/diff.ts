import type {
  InvokeDescription,
  MachineDescription,
  StateDescription,
  TransitionDescription,
} from './describe.ts';

/**
 * The difference between two readings of the registered machines, in behaviour terms. A transition
 * is "changed" when the old and the new one leave the same state on the same trigger and keep
 * either their target (the guard or the actions changed) or their guard (the target changed);
 * anything else is one removed and one added.
 */

export interface Changed<T> {
  before: T;
  after: T;
}

export interface Changes<T> {
  added: T[];
  removed: T[];
  changed: Changed<T>[];
}

export interface Named<T> {
  name: string;
  value: T;
}

export interface MachineChange {
  id: string;
  /** The whole machine is new or gone. */
  status: 'added' | 'removed' | 'changed';
  states: Changes<Named<StateDescription>>;
  transitions: Changes<TransitionDescription>;
  guards: Changes<Named<string>>;
  delays: Changes<Named<number | null>>;
  invokes: Changes<InvokeDescription>;
}

const none = <T>(): Changes<T> => ({ added: [], removed: [], changed: [] });

const isEmpty = (changes: Changes<unknown>): boolean =>
  changes.added.length + changes.removed.length + changes.changed.length === 0;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Keyed values: a key on one side only is added or removed, a key on both with another value changed. */
const diffRecords = <T>(before: Record<string, T>, after: Record<string, T>): Changes<Named<T>> => {
  const changes = none<Named<T>>();
  for (const [name, value] of Object.entries(after)) {
    if (!(name in before)) changes.added.push({ name, value });
    else if (!same(before[name], value))
      changes.changed.push({ before: { name, value: before[name]! }, after: { name, value } });
  }
  for (const [name, value] of Object.entries(before))
    if (!(name in after)) changes.removed.push({ name, value });
  return changes;
};

/** Removes and returns the first element that matches, so that each one pairs at most once. */
const takeFirst = <T>(items: T[], matches: (item: T) => boolean): T | undefined => {
  const index = items.findIndex(matches);
  return index < 0 ? undefined : items.splice(index, 1)[0];
};

export const diffTransitions = (
  before: readonly TransitionDescription[],
  after: readonly TransitionDescription[],
): Changes<TransitionDescription> => {
  const removed = [...before];
  const added: TransitionDescription[] = [];
  for (const transition of after) {
    if (!takeFirst(removed, (old) => same(old, transition))) added.push(transition);
  }
  const changed: Changed<TransitionDescription>[] = [];
  const pairings: ((old: TransitionDescription, now: TransitionDescription) => boolean)[] = [
    (old, now) => old.target === now.target,
    (old, now) => old.guard === now.guard,
  ];
  for (const pairs of pairings) {
    for (const now of [...added]) {
      const old = takeFirst(
        removed,
        (candidate) =>
          candidate.source === now.source && candidate.trigger === now.trigger && pairs(candidate, now),
      );
      if (old) {
        added.splice(added.indexOf(now), 1);
        changed.push({ before: old, after: now });
      }
    }
  }
  return { added, removed, changed };
};

const invokeKey = (invoke: InvokeDescription): string => `${invoke.state} ${invoke.id}`;

const diffInvokes = (
  before: readonly InvokeDescription[],
  after: readonly InvokeDescription[],
): Changes<InvokeDescription> => {
  const byKey = (invokes: readonly InvokeDescription[]) =>
    Object.fromEntries(invokes.map((invoke) => [invokeKey(invoke), invoke]));
  const changes = diffRecords(byKey(before), byKey(after));
  return {
    added: changes.added.map(({ value }) => value),
    removed: changes.removed.map(({ value }) => value),
    changed: changes.changed.map(({ before: old, after: now }) => ({ before: old.value, after: now.value })),
  };
};

const EMPTY: Omit<MachineDescription, 'id'> = {
  states: {},
  transitions: [],
  guards: {},
  delays: {},
  invokes: [],
};

export const diffMachine = (
  before: MachineDescription | undefined,
  after: MachineDescription | undefined,
): MachineChange | undefined => {
  const old = before ?? { ...EMPTY, id: after!.id };
  const now = after ?? { ...EMPTY, id: before!.id };
  const change: MachineChange = {
    id: now.id,
    status: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
    states: diffRecords(old.states, now.states),
    transitions: diffTransitions(old.transitions, now.transitions),
    guards: diffRecords(old.guards, now.guards),
    delays: diffRecords(old.delays, now.delays),
    invokes: diffInvokes(old.invokes, now.invokes),
  };
  const parts = [change.states, change.transitions, change.guards, change.delays, change.invokes];
  return change.status === 'changed' && parts.every(isEmpty) ? undefined : change;
};

/** One entry per machine that is new, gone or behaves differently, in id order. */
export const diffMachines = (
  before: readonly MachineDescription[],
  after: readonly MachineDescription[],
): MachineChange[] => {
  const ids = [...new Set([...before, ...after].map((machine) => machine.id))].sort();
  return ids.flatMap((id) => {
    const change = diffMachine(
      before.find((machine) => machine.id === id),
      after.find((machine) => machine.id === id),
    );
    return change ? [change] : [];
  });
};
