import { type ActorRefFrom, assign, setup } from 'xstate';
import type { CompanySuggestion } from '../../domain/api/accounts.ts';
import {
  type CompanySuggestionQuery,
  companySuggestionQuery,
  shouldSearchCompanies,
} from '../../domain/validation/certification.ts';
import { toBeProvided } from '../provided.ts';
import type { CompanySuggestionReply } from './types.ts';

/**
 * The company field of the Chinese certification form (spec §3 Certification form, §5 Chinese
 * certification and company suggestion search, §7 getTycCompanyList): the company must be chosen
 * from server suggestions. The form component runs it and sends its `companyNameId` with the form.
 */
export const COMPANY_SUGGEST_MACHINE_ID = 'companySuggest';

/** Typing pauses this long before a search starts (ours: the spec gives no value). */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

export interface CompanySuggestInput {
  /** Prefill from the user info, if the user already chose a company once. */
  companyName?: string;
  companyNameId?: number | null;
}

interface CompanySuggestContext {
  /** The text in the company field. */
  text: string;
  /** The chosen suggestion's id; null while the name is only typed (the form is then invalid). */
  companyNameId: number | null;
  suggestions: CompanySuggestion[];
}

export type CompanySuggestEvent =
  /** The user edited the company field. */
  | { type: 'TYPE'; text: string }
  /** The user picked a suggestion. */
  | { type: 'CHOOSE'; company: CompanySuggestion }
  /** The list was dismissed (Escape, click outside). */
  | { type: 'DISMISS' };

export const companySuggestMachine = setup({
  types: {
    input: {} as CompanySuggestInput,
    context: {} as CompanySuggestContext,
    events: {} as CompanySuggestEvent,
  },
  actors: {
    searchCompanies: toBeProvided<CompanySuggestionReply, CompanySuggestionQuery>('searchCompanies'),
  },
  delays: {
    companySearchDebounce: COMPANY_SEARCH_DEBOUNCE_MS,
  },
  guards: {
    /** Spec §5: search only when the typed text is longer than 2 characters. */
    searchable: ({ event }) => event.type === 'TYPE' && shouldSearchCompanies(event.text),
  },
  actions: {
    /** Editing the text clears the chosen company (spec §5: it must be chosen again). */
    recordText: assign({
      text: ({ event }) => (event.type === 'TYPE' ? event.text : ''),
      companyNameId: null,
    }),
    clearSuggestions: assign({ suggestions: [] }),
  },
}).createMachine({
  id: COMPANY_SUGGEST_MACHINE_ID,
  meta: {
    spec: [
      '§3 Certification form, company suggestion item',
      '§5 Chinese certification, company suggestion search',
      '§7 getTycCompanyList',
      '§9 minimum query length 3, page size 20',
    ],
  },
  description:
    'Company suggestions of the Chinese certification form (spec §5): search after a pause in typing once the text is longer than 2 characters, 20 per page; a chosen suggestion sets companyNameId, editing the text clears it.',
  context: ({ input }) => ({
    text: input.companyName ?? '',
    companyNameId: input.companyNameId ?? null,
    suggestions: [],
  }),
  initial: 'idle',
  on: {
    TYPE: [
      {
        guard: 'searchable',
        target: '.debouncing',
        reenter: true,
        actions: 'recordText',
        description: 'From any state: a new text restarts the pause (and drops a running search).',
      },
      {
        target: '.idle',
        actions: ['recordText', 'clearSuggestions'],
        description: 'From any state: 2 characters or fewer never search (spec §5).',
      },
    ],
  },
  states: {
    idle: {
      description:
        'No list is shown: the text is too short, the list was dismissed or the search failed. companyNameId is set only if the text is a chosen suggestion.',
    },
    debouncing: {
      description: 'The user is typing: the search waits companySearchDebounce after the last keystroke.',
      after: { companySearchDebounce: { target: 'searching' } },
    },
    searching: {
      description:
        'Suggestions are being fetched (spec §7 getTycCompanyList with name, pageNo 1, pageSize 20).',
      tags: ['loading'],
      invoke: {
        id: 'searchCompanies',
        src: 'searchCompanies',
        input: ({ context }) => companySuggestionQuery(context.text)!,
        onDone: {
          target: 'suggesting',
          actions: assign({ suggestions: ({ event }) => event.output.items ?? [] }),
        },
        onError: {
          target: 'idle',
          actions: 'clearSuggestions',
          description: 'A failed search shows no list; the spec lists no message for it.',
        },
      },
    },
    suggesting: {
      description: 'The suggestion list is open under the field (possibly empty: no company matched).',
      on: {
        CHOOSE: {
          target: 'chosen',
          actions: assign({
            text: ({ event }) => event.company.name,
            companyNameId: ({ event }) => event.company.id,
            suggestions: [],
          }),
        },
        DISMISS: { target: 'idle', actions: 'clearSuggestions' },
      },
    },
    chosen: {
      description:
        'A suggestion was chosen: the field shows its name and companyNameId is its id, so the form may be submitted.',
    },
  },
});

export type CompanySuggestMachine = typeof companySuggestMachine;
export type CompanySuggestActor = ActorRefFrom<CompanySuggestMachine>;
