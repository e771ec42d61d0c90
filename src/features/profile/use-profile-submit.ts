import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { profileSubmitMachine, type SubmitReply } from '../../../machines/profile/profile-submit.machine.ts';

/**
 * Binds one form of the profile page to its own profileSubmit machine: `call` is the request,
 * `succeeded` what a success means to the page. Answers the machine's refusal and busy flag.
 */
export function useProfileSubmit<TInput extends object, TReply extends SubmitReply = SubmitReply>(
  call: (input: TInput) => Promise<TReply>,
  succeeded: (reply: TReply) => void,
) {
  // The latest callbacks, so that the machine built once always calls the current page.
  const current = useRef({ call, succeeded });
  current.current = { call, succeeded };
  const [machine] = useState(() =>
    profileSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => current.current.call(input as TInput)) },
      // The reply is the call's own: the machine only passes it on.
      actions: { succeeded: (_, reply) => current.current.succeeded(reply as TReply) },
    }),
  );
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  return {
    busy,
    refusal,
    submit: (input: TInput) => actor.send({ type: 'SUBMIT', input }),
  };
}
