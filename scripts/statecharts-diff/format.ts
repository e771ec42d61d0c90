import { formatDuration } from '../statecharts/definition.ts';
import type { InvokeDescription, StateDescription, TransitionDescription } from './describe.ts';
import type { Changed, Changes, MachineChange, Named } from './diff.ts';

/** The text a reviewer reads: one block per changed machine, `+` added, `-` removed, `~` changed. */

const list = (values: readonly string[]): string => (values.length ? values.join(', ') : '(none)');

export const transitionText = ({ source, trigger, guard, target, actions }: TransitionDescription): string =>
  `${source} --${trigger}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}--> ${target}`;

const transitionChange = ({ before, after }: Changed<TransitionDescription>): string => {
  const parts = [
    ...(before.guard !== after.guard
      ? [`guard ${before.guard ?? '(none)'} -> ${after.guard ?? '(none)'}`]
      : []),
    ...(before.target !== after.target ? [`target ${before.target} -> ${after.target}`] : []),
    ...(list(before.actions) !== list(after.actions)
      ? [`actions ${list(before.actions)} -> ${list(after.actions)}`]
      : []),
  ];
  return `${transitionText(after)}  (${parts.join('; ')})`;
};

const stateText = ({ name, value }: Named<StateDescription>): string =>
  `${name} (${value.kind}${value.initial ? `, initial ${value.initial}` : ''})`;

const stateChange = ({ before, after }: Changed<Named<StateDescription>>): string => {
  const old = before.value;
  const now = after.value;
  const parts = [
    ...(old.kind !== now.kind ? [`kind ${old.kind} -> ${now.kind}`] : []),
    ...(old.initial !== now.initial
      ? [`initial ${old.initial ?? '(none)'} -> ${now.initial ?? '(none)'}`]
      : []),
    ...(list(old.entry) !== list(now.entry) ? [`entry ${list(old.entry)} -> ${list(now.entry)}`] : []),
    ...(list(old.exit) !== list(now.exit) ? [`exit ${list(old.exit)} -> ${list(now.exit)}`] : []),
  ];
  return `${after.name}: ${parts.join('; ')}`;
};

const delayValue = (ms: number | null): string => (ms === null ? 'computed, no value' : formatDuration(ms));

const invokeText = ({ state, id, src }: InvokeDescription): string => `${id} (${src}) in ${state}`;

const section = <T>(
  title: string,
  changes: Changes<T>,
  text: (value: T) => string,
  changedText: (change: Changed<T>) => string,
): string[] => {
  const lines = [
    ...changes.added.map((value) => `    + ${text(value)}`),
    ...changes.removed.map((value) => `    - ${text(value)}`),
    ...changes.changed.map((change) => `    ~ ${changedText(change)}`),
  ];
  return lines.length ? [`  ${title}`, ...lines] : [];
};

export const formatMachineChange = (change: MachineChange): string[] => [
  `${change.id}${change.status === 'changed' ? '' : ` (machine ${change.status})`}`,
  ...section('states', change.states, stateText, stateChange),
  ...section('transitions', change.transitions, transitionText, transitionChange),
  ...section(
    'guards',
    change.guards,
    ({ name }) => name,
    ({ after }) => `${after.name}: implementation changed`,
  ),
  ...section(
    'delays',
    change.delays,
    ({ name, value }) => `${name} = ${delayValue(value)}`,
    ({ before, after }) => `${after.name}: ${delayValue(before.value)} -> ${delayValue(after.value)}`,
  ),
  ...section(
    'invoked actors',
    change.invokes,
    invokeText,
    ({ before, after }) => `${after.id} in ${after.state}: src ${before.src} -> ${after.src}`,
  ),
];
