/**
 * A record's life as a statechart, built from its transition table in `domain/` (issue 11: one
 * definition of what may follow what). Each status is a state; each event of the table is a
 * transition guarded by who sends it (the event's `by`) and, where the table says so, by a
 * non-blank reason. A status nothing follows is final. The client starts the machine at a record's
 * current status (`resolveState`) and asks `snapshot.can({ type, by })` which actions to offer; the
 * server refuses the same moves through the same table.
 */
import { setup } from 'xstate';

export type LifecycleParty = 'owner' | 'staff' | 'system';

export interface LifecycleStep<S extends string> {
  to: S;
  by: readonly LifecycleParty[];
  needsReason?: true;
}

export type LifecycleTable<S extends string, E extends string> = Record<
  S,
  Partial<Record<E, LifecycleStep<S>>>
>;

/** An event of the table, with who sends it and the reason given (one member per event name). */
export type LifecycleEvent<E extends string> = E extends string
  ? { type: E; by: LifecycleParty; reason?: string }
  : never;

export const lifecycleMachine = <S extends string, E extends string>(
  id: string,
  table: LifecycleTable<S, E>,
  initial: S,
  /** What each status means, for the diagrams an auditor reads. */
  descriptions: Record<S, string>,
) => {
  const statuses = Object.keys(table) as S[];
  return setup({
    types: {
      events: {} as LifecycleEvent<E>,
    },
    guards: {
      /** The table allows this party to send the event here (and a reason where one is needed). */
      allowed: ({ event }, params: { step: LifecycleStep<S> }) =>
        params.step.by.includes(event.by) &&
        (params.step.needsReason !== true || (event.reason ?? '').trim() !== ''),
    },
  }).createMachine({
    id,
    initial,
    // The states come from the table at run time; XState's config type cannot follow a computed
    // shape, so it is asserted here and checked by the path tests of each record's machine.
    states: Object.fromEntries(
      statuses.map((status) => {
        const steps = Object.entries(table[status]) as [E, LifecycleStep<S>][];
        return [
          status,
          steps.length === 0
            ? { type: 'final' as const, description: descriptions[status] }
            : {
                description: descriptions[status],
                on: Object.fromEntries(
                  steps.map(([event, step]) => [
                    event,
                    { target: step.to, guard: { type: 'allowed', params: { step } } },
                  ]),
                ),
              },
        ];
      }),
    ) as Record<
      string,
      {
        type?: 'final';
        on?: Record<
          string,
          { target: string; guard: { type: 'allowed'; params: { step: LifecycleStep<S> } } }
        >;
      }
    >,
  });
};
