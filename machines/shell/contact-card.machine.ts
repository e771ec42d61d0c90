import { assign, fromPromise, setup } from 'xstate';
import type { CustomerServiceContact } from '../../domain/api/company.ts';
import { PersonaType } from '../../domain/constants.ts';

export type CopyTarget = 'phone' | 'email';

type ContactCardEvent = { type: 'TOGGLE' } | { type: 'CLOSE' } | { type: 'COPY'; target: CopyTarget };

interface ContactCardContext {
  contact: CustomerServiceContact | null;
  lastCopied: CopyTarget | null;
}

const copiedText = (contact: CustomerServiceContact | null, target: CopyTarget): string =>
  (target === 'phone' ? contact?.mobile : contact?.email)?.trim() ?? '';

/** Spec §9: persona type 41 records copy-phone, 25 copy-email. */
export const personaTypeFor = (target: CopyTarget): number =>
  target === 'phone' ? PersonaType.copyPhone : PersonaType.copyEmail;

export const contactCardMachine = setup({
  types: {
    context: {} as ContactCardContext,
    events: {} as ContactCardEvent,
  },
  actors: {
    loadContact: fromPromise<CustomerServiceContact>(() =>
      Promise.reject(new Error('loadContact must be provided by the app')),
    ),
    copyToClipboard: fromPromise<void, { text: string }>(() =>
      Promise.reject(new Error('copyToClipboard must be provided by the app')),
    ),
  },
  guards: {
    hasCopyValue: ({ context, event }) =>
      event.type === 'COPY' && copiedText(context.contact, event.target) !== '',
  },
  actions: {
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    recordPersonaEvent: (_, _params: { personasType: number; keyword: string }) => {},
  },
}).createMachine({
  id: 'contactCard',
  meta: {
    spec: ['§1 Customer-service contact card', '§8 Clipboard messages', '§9 Persona types 41 and 25'],
  },
  description: 'The floating customer-service card and its bubble (spec §1, §3 Customer-service contact).',
  context: { contact: null, lastCopied: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The tenant’s customer-service record is being fetched; nothing floats yet.',
      invoke: {
        id: 'loadContact',
        src: 'loadContact',
        onDone: { target: 'ready', actions: assign({ contact: ({ event }) => event.output }) },
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      description: 'No contact could be loaded: the bubble stays hidden rather than show an empty card.',
      type: 'final',
    },
    ready: {
      description:
        'The contact is known: the bubble shows, and opening the card and copying run side by side.',
      type: 'parallel',
      states: {
        panel: {
          description: 'Whether the card is unfolded from the bubble.',
          initial: 'closed',
          states: {
            closed: { description: 'Only the bubble shows.', on: { TOGGLE: 'open' } },
            open: { description: 'The card shows the contact.', on: { TOGGLE: 'closed', CLOSE: 'closed' } },
          },
        },
        copy: {
          description: 'Copying the phone or email to the clipboard, one at a time.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                COPY: {
                  guard: 'hasCopyValue',
                  target: 'copying',
                  actions: assign({ lastCopied: ({ event }) => event.target }),
                },
              },
            },
            copying: {
              description: 'The phone or email is being written to the clipboard.',
              invoke: {
                id: 'copyToClipboard',
                src: 'copyToClipboard',
                input: ({ context }) => ({
                  text: copiedText(context.contact, context.lastCopied ?? 'phone'),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    'notifyCopied',
                    {
                      type: 'recordPersonaEvent',
                      params: ({ context }) => ({
                        personasType: personaTypeFor(context.lastCopied ?? 'phone'),
                        keyword: copiedText(context.contact, context.lastCopied ?? 'phone'),
                      }),
                    },
                  ],
                },
                onError: { target: 'idle', actions: 'notifyCopyFailed' },
              },
            },
          },
        },
      },
    },
  },
});
