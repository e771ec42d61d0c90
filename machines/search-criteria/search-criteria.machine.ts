import { assign, setup } from 'xstate';

/**
 * The criteria of a search form (ports, dates, filters, the problems found in them), held as
 * machine context so that a data page keeps no form state of its own in React: the page's
 * dataPage machine gets the query the criteria make; this one only remembers what was typed.
 */
export const SEARCH_CRITERIA_MACHINE_ID = 'searchCriteria';

/** A form's fields by name; each form names its own, with their types. */
export type CriteriaValues = object;

export type SearchCriteriaEvent<TValues extends CriteriaValues = CriteriaValues> =
  /** The user changed one field. */
  | { type: 'EDIT'; field: keyof TValues; value: TValues[keyof TValues] }
  /** The form was cleared: the values it started with. */
  | { type: 'RESET' };

export interface SearchCriteriaContext<TValues extends CriteriaValues = CriteriaValues> {
  initial: TValues;
  values: TValues;
}

export interface SearchCriteriaInput<TValues extends CriteriaValues = CriteriaValues> {
  values: TValues;
}

/** The machine for one form's fields, typed by them (`useCriteria` makes one per form). */
export const createSearchCriteriaMachine = <TValues extends CriteriaValues>() =>
  setup({
    types: {
      context: {} as SearchCriteriaContext<TValues>,
      events: {} as SearchCriteriaEvent<TValues>,
      input: {} as SearchCriteriaInput<TValues>,
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

/** The machine as the registry draws and tests it: any form's fields. */
export const searchCriteriaMachine = createSearchCriteriaMachine<Record<string, unknown>>();
