import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';

/**
 * The criteria of a search form (ports, dates, filters, the problems found in them), held as
 * machine context so that a data page keeps no form state of its own in React: the page's
 * dataPage machine gets the query the criteria make; this one only remembers what was typed.
 */
export const SEARCH_CRITERIA_MACHINE_ID = 'searchCriteria';

export type CriteriaValues = Readonly<Record<string, unknown>>;

export type SearchCriteriaEvent =
  /** The user changed one field. */
  | { type: 'EDIT'; field: string; value: unknown }
  /** The form was cleared: the values it started with. */
  | { type: 'RESET' };

export interface SearchCriteriaContext {
  initial: CriteriaValues;
  values: CriteriaValues;
}

export interface SearchCriteriaInput {
  values: CriteriaValues;
}

export const searchCriteriaMachine = setup({
  types: {
    context: {} as SearchCriteriaContext,
    events: {} as SearchCriteriaEvent,
    input: {} as SearchCriteriaInput,
  },
  actions: {
    edit: assign({
      values: ({ context, event }) =>
        event.type === 'EDIT' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    restore: assign({ values: ({ context }) => context.initial }),
  },
}).createMachine({
  id: SEARCH_CRITERIA_MACHINE_ID,
  meta: {
    spec: ['§3 Search forms of the freight pages', '§4 Other transitions: inquiry'],
  },
  description:
    'What a search form holds between keystrokes; the query it makes goes to the dataPage machine.',
  context: ({ input }) => ({ initial: input.values, values: input.values }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form shows the values; every change is kept.',
      on: { EDIT: { actions: 'edit' }, RESET: { actions: 'restore' } },
    },
  },
});

export type SearchCriteriaMachine = typeof searchCriteriaMachine;
export type SearchCriteriaActor = ActorRefFrom<SearchCriteriaMachine>;
export type SearchCriteriaSnapshot = SnapshotFrom<SearchCriteriaMachine>;
