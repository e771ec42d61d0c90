import { assign, setup } from 'xstate';
import { normaliseColour, themeColourOrDefault } from '../../domain/colour.ts';

interface ThemeContext {
  /** The applied colour, always #rrggbb. */
  colour: string;
  /** The last rejected input, kept so the picker can show it back with the error. */
  rejected: string | null;
}

export const themeMachine = setup({
  types: {
    input: {} as { colour: string },
    context: {} as ThemeContext,
    events: {} as { type: 'PICK'; value: string } | { type: 'RESET'; value: string },
  },
  guards: {
    validColour: ({ event }) => normaliseColour(event.value) !== null,
  },
  actions: {
    /** Restyles the page (spec §4: changing the theme colour restyles the interface). */
    applyTheme: (_, _params: { colour: string }) => {},
    storeColour: (_, _params: { colour: string }) => {},
  },
}).createMachine({
  id: 'theme',
  meta: {
    spec: [
      '§2 Other helpers: theme colour picker',
      '§4 Changing the theme colour restyles the interface',
      '§5 Colour values',
    ],
  },
  description: 'The theme colour picker helper (spec §2 Other helpers, §5 Colour values).',
  context: ({ input }) => ({ colour: themeColourOrDefault(input.colour), rejected: null }),
  initial: 'applied',
  on: {
    PICK: [
      {
        guard: 'validColour',
        target: '.applied',
        actions: [
          assign({ colour: ({ event }) => normaliseColour(event.value)!, rejected: null }),
          { type: 'storeColour', params: ({ event }) => ({ colour: normaliseColour(event.value)! }) },
        ],
        description: 'From any state; entering applied restyles the page.',
      },
      { target: '.invalid', actions: assign({ rejected: ({ event }) => event.value }) },
    ],
  },
  states: {
    applied: {
      description: 'The colour is applied to the theme variables.',
      entry: { type: 'applyTheme', params: ({ context }) => ({ colour: context.colour }) },
    },
    invalid: {
      description:
        'The input is neither #rrggbb nor rgb(r,g,b) with parts 0 to 255; the previous colour stays.',
      on: {
        RESET: {
          target: 'applied',
          actions: assign({ colour: ({ event }) => themeColourOrDefault(event.value), rejected: null }),
        },
      },
    },
  },
});
