/**
 * One submission of the profile page (issue 11): saving the profile, changing the password, logging
 * out everywhere. The machine keeps a second submit out while one runs and keeps the server's answer
 * (code, message, the field at fault) for the page to show; what a success means (reload, a toast,
 * signing this browser out) is the page's named action `succeeded`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ResultCode } from '../../domain/api/envelope.ts';
import { TRANSPORT_FAILURE_CODE } from '../booking/failure.ts';

/** The envelope of a profile call: code and message, and the field a refused form names. */
export interface SubmitReply {
  code: string;
  message: string;
  field?: string;
}

export type ProfileSubmitEvent = { type: 'SUBMIT'; input: object } | { type: 'DISMISS' };

export interface ProfileSubmitContext {
  /** The last refusal; null after a success or a dismissal. */
  refusal: SubmitReply | null;
}

const transportFailure: SubmitReply = { code: TRANSPORT_FAILURE_CODE, message: '' };

export const profileSubmitMachine = setup({
  types: {
    context: {} as ProfileSubmitContext,
    events: {} as ProfileSubmitEvent,
  },
  actors: {
    // The app provides the call; it resolves with the envelope whatever its code.
    submit: fromPromise<SubmitReply, object>(() => new Promise<never>(() => {})),
  },
  actions: {
    succeeded: (_, _reply: SubmitReply) => {},
  },
  guards: {
    accepted: (_, reply: SubmitReply) => reply.code === ResultCode.success,
  },
}).createMachine({
  id: 'profileSubmit',
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
        input: ({ event }) => (event.type === 'SUBMIT' ? event.input : {}),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'succeeded', params: ({ event }) => event.output },
          },
          {
            target: 'idle',
            description: "Refused: the server's message (and field) is kept for the form.",
            actions: assign({ refusal: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'idle',
          description: 'No answer came back (offline, a proxy page): the page says so in its own words.',
          actions: assign({ refusal: transportFailure }),
        },
      },
    },
  },
});
