import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import {
  type CriteriaValues,
  createSearchCriteriaMachine,
} from '../../../machines/search-criteria/search-criteria.machine.ts';

export type CriteriaSetter<TValue> = (next: TValue | ((current: TValue) => TValue)) => void;

export interface Criteria<TValues extends CriteriaValues> {
  values: TValues;
  /** A field as `[value, setter]`, the shape of the `useState` it replaces. */
  field: <TKey extends keyof TValues & string>(
    key: TKey,
  ) => readonly [TValues[TKey], CriteriaSetter<TValues[TKey]>];
  reset: () => void;
}

/** Binds a search form to its own searchCriteria machine, typed by its fields, started with `initial`. */
export function useCriteria<TValues extends CriteriaValues>(initial: TValues): Criteria<TValues> {
  const [machine] = useState(() => createSearchCriteriaMachine<TValues>());
  const actor = useActorRef(machine, { input: { values: initial } });
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const field = <TKey extends keyof TValues & string>(key: TKey) => {
    const set: CriteriaSetter<TValues[TKey]> = (next) => {
      const latest = actor.getSnapshot().context.values[key];
      const value =
        typeof next === 'function' ? (next as (current: TValues[TKey]) => TValues[TKey])(latest) : next;
      actor.send({ type: 'EDIT', field: key, value });
    };
    return [values[key], set] as const;
  };
  const reset = useCallback(() => actor.send({ type: 'RESET' }), [actor]);
  return { values, field, reset };
}
