import {
  keywordOf,
  optionsOf,
  type PortChoice,
  type PortComboboxEvent,
  type PortComboboxSnapshot,
} from './port-combobox.machine.ts';

/** What the list says where it has no options for the typed text. */
export type PortListNote = 'searching' | 'failed' | 'noMatch';

export interface PortComboboxView {
  /** What was typed; null while the field shows its port, by name in the page's language. */
  typed: string | null;
  value: PortChoice | null;
  keyword: string;
  /** The listbox shows (aria-expanded): its options, or what the lookup says. */
  expanded: boolean;
  /** The options are the recently used ports (the field is empty or shows its port). */
  showingRecent: boolean;
  options: readonly PortChoice[];
  /** The active option (aria-activedescendant); -1 for none. */
  active: number;
  note: PortListNote | null;
  open: () => void;
  close: () => void;
  input: (text: string) => void;
  select: (port: PortChoice) => void;
  /** A key pressed in the field: true when the combobox used it, so the view prevents its default. */
  keyDown: (key: string) => boolean;
}

const KEY_EVENTS: Readonly<Record<string, PortComboboxEvent>> = {
  ArrowDown: { type: 'NEXT' },
  ArrowUp: { type: 'PREVIOUS' },
  Home: { type: 'FIRST' },
  End: { type: 'LAST' },
  Enter: { type: 'CHOOSE_ACTIVE' },
  Escape: { type: 'DISMISS' },
};

/**
 * What the port field draws from its portCombobox state (in the manner of Zag's `connect`). A key
 * the machine does not take now keeps its default: Enter without an active option submits the
 * form, Escape with the list closed reaches the dialog, Home and End move the caret.
 */
export function connectPortCombobox(
  snapshot: PortComboboxSnapshot,
  send: (event: PortComboboxEvent) => void,
): PortComboboxView {
  const { context } = snapshot;
  const keyword = keywordOf(context);
  const showingRecent = keyword === '';
  const options = optionsOf(context);
  const expanded =
    snapshot.matches('open') && (options.length > 0 || (!showingRecent && context.lookup !== 'idle'));
  const note: PortListNote | null =
    !expanded || showingRecent || options.length > 0 || context.lookup === 'idle'
      ? null
      : context.lookup === 'searching'
        ? 'searching'
        : context.lookup === 'failed'
          ? 'failed'
          : 'noMatch';
  return {
    typed: context.text,
    value: context.value,
    keyword,
    expanded,
    showingRecent,
    options: expanded ? options : [],
    active: expanded ? context.active : -1,
    note,
    open: () => send({ type: 'OPEN' }),
    close: () => send({ type: 'CLOSE' }),
    input: (text) => send({ type: 'INPUT', text }),
    select: (port) => send({ type: 'SELECT', port }),
    keyDown: (key) => {
      const event = KEY_EVENTS[key];
      if (!event || !snapshot.can(event)) return false;
      send(event);
      return true;
    },
  };
}
