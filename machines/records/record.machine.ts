/**
 * A record's life as a statechart, built from its record-kind declaration in `domain/` (the one
 * builder for every kind: space orders, advance bookings, grab requests, orders, and the kinds to
 * come). Each status is a state; each event of the table is a transition guarded by the kind's
 * `canMove`: the sender is one the table accepts (the owner, the system, or staff holding the
 * event's permission) and the fields the event needs are filled in. A status nothing follows is
 * final.
 *
 * One event dialect for every kind: `{ type: <the table's event>, by: <RecordViewer>, ...fields }`.
 * The guard is the declaration's own `canMove`, which the pages ask (with `canOffer` for which
 * actions to show) and the server applies: the diagram, the path tests, the pages and the server
 * read one table.
 */
import { setup } from 'xstate';
import type { FieldValues, RecordViewer, Sender, Transition } from '../../domain/records/record-kind.ts';

/** The part of a record-kind declaration the builder reads (see domain/records/record-kind.ts). */
export interface BuildableKind<S extends string, E extends string, F extends string> {
  kind: string;
  statuses: readonly S[];
  initial: S;
  transitions: Record<S, Partial<Record<E, Transition<S, F>>>>;
  descriptions: Record<S, string>;
  purpose: string;
  specSections: readonly string[];
  isFinal: (status: S) => boolean;
  canMove: (status: S, event: E, viewer: RecordViewer, values?: FieldValues<F>) => boolean;
}

/** An event of a kind's table: who sends it and the fields it carries (one member per event name). */
export type RecordEvent<E extends string, F extends string> = E extends string
  ? { type: E; by: RecordViewer } & FieldValues<F>
  : never;

const senderName = (sender: Sender): string =>
  typeof sender === 'string' ? sender : `staff with ${sender.staff}`;

/** For the diagram's reader: who may send the event, and what it must carry. */
const describe = <S extends string, F extends string>(step: Transition<S, F>): string =>
  step.description ??
  `By ${step.by.map(senderName).join(' or ')}${step.needs ? `, with ${step.needs.join(' and ')}` : ''}.`;

export const recordMachine = <S extends string, E extends string, F extends string>(
  kind: BuildableKind<S, E, F>,
) => {
  const stateOf = (status: S) => {
    const steps = Object.entries(kind.transitions[status]) as [E, Transition<S, F>][];
    return {
      description: kind.descriptions[status],
      ...(kind.isFinal(status) ? { type: 'final' as const } : {}),
      on: Object.fromEntries(
        steps.map(([event, step]) => [
          event,
          {
            target: step.to,
            guard: { type: 'allowed' as const, params: { from: status } },
            description: describe(step),
          },
        ]),
      ),
    };
  };
  return setup({
    types: { events: {} as RecordEvent<E, F> },
    guards: {
      /** The table allows the event from `from` for its sender, with the fields it needs. */
      allowed: ({ event }, params: { from: S }) =>
        kind.canMove(params.from, event.type as E, event.by, event as FieldValues<F>),
    },
  }).createMachine({
    id: kind.kind,
    description: kind.purpose,
    meta: { spec: kind.specSections },
    initial: kind.initial,
    // The states come from the declaration at run time; XState's config type cannot follow a
    // computed shape, so the path tests of each kind check it instead.
    states: Object.fromEntries(kind.statuses.map((status) => [status, stateOf(status)])) as Record<
      string,
      {
        description: string;
        type?: 'final';
        on: Record<
          string,
          { target: string; guard: { type: 'allowed'; params: { from: S } }; description: string }
        >;
      }
    >,
  });
};
