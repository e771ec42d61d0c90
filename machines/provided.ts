import { fromPromise } from 'xstate';

/**
 * An injected call's placeholder: every effect of a machine is an actor the app provides
 * (src/api/), and tests provide fakes. Left unprovided, the call fails and says which one.
 */
export const toBeProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} must be provided by the app`)));
