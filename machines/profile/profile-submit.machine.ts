/**
 * One submission of the profile page (spec §2 Profile): saving the profile, changing the password, logging
 * out everywhere. The machine keeps a second submit out while one runs and keeps the failure (the
 * server's code and message, or a network failure) for the page to show; what a success means
 * (reload, a toast, signing this browser out) is the page's named action `succeeded`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Envelope } from '../../domain/api/envelope.ts';
import { type Failure, failureOf } from '../../domain/api/failure.ts';

/** The answer of a profile call: its message, and the saved user info where it changed. */
export type SubmitReply = Envelope<unknown>;

/** `input`: the form's values, passed as they are to the page's call (the machine never reads them). */
export type ProfileSubmitEvent = { type: 'SUBMIT'; input: unknown } | { type: 'DISMISS' };

export interface ProfileSubmitContext {
  /** The last refusal; null after a success or a dismissal. */
  refusal: Failure | null;
}

export const profileSubmitMachine = setup({
  types: {
    context: {} as ProfileSubmitContext,
    events: {} as ProfileSubmitEvent,
  },
  actors: {
    // The app provides the call; it rejects with an ApiFailure (domain/api/failure.ts).
    submit: fromPromise<SubmitReply, unknown>(() => new Promise<never>(() => {})),
  },
  actions: {
    succeeded: (_, _reply: SubmitReply) => {},
  },
}).createMachine({
  id: 'profileSubmit',
  meta: {
    spec: ['§3 User info', '§5 Validation: mobile, password rule', 'beyond the spec: the workspace profile'],
  },
  initial: 'idle',
  context: { refusal: null },
  description: 'A form of the profile page and its one call at a time.',
  on: {
    DISMISS: { actions: assign({ refusal: null }) },
  },
  states: {
    idle: {
      description: 'Nothing is being sent; the last refusal, if any, is shown.',
      on: { SUBMIT: { target: 'submitting', actions: assign({ refusal: null }) } },
    },
    submitting: {
      tags: ['busy'],
      description: "The call runs; the form's button is disabled so that it is sent once.",
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }: { event: ProfileSubmitEvent }) =>
          event.type === 'SUBMIT' ? event.input : undefined,
        onDone: {
          target: 'idle',
          actions: { type: 'succeeded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          description:
            "Refused: the server's message is kept for the form; no answer (offline, a proxy page): the page says so in its own words.",
          actions: assign({ refusal: ({ event }) => failureOf(event.error) }),
        },
      },
    },
  },
});
