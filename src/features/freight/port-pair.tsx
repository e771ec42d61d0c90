import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type PlacePairProblem, placePairProblems } from '../../../domain/freight/search-rules.ts';
import { type CriteriaSetter, useCriteria } from '../data-page/use-criteria.ts';
import { type PortChoice, PortPicker } from './port-picker.tsx';

/** The domain's message ids (domain/messages.ts `required`, domain/freight/messages.ts `samePlaces`). */
const pairMessages: Record<PlacePairProblem, MessageDescriptor> = {
  required: msg({ id: 'domain.required', message: 'This field is required' }),
  samePlaces: msg({ id: 'domain.samePlaces', message: 'The origin and the destination must differ' }),
};

type Problems = ReturnType<typeof placePairProblems>;

export interface PortPair {
  origin: PortChoice | null;
  destination: PortChoice | null;
  problems: Problems;
  setOrigin: CriteriaSetter<PortChoice | null>;
  setDestination: CriteriaSetter<PortChoice | null>;
  /** Both codes, or null once the fields say what is missing or wrong (domain rule). */
  both: () => { origin: string; destination: string } | null;
  /** The codes given (none is fine), or null once the fields say what is wrong. */
  either: () => { origin?: string; destination?: string } | null;
  swap: () => void;
}

/** The origin and destination of a search, in a searchCriteria machine of their own, from `start` if given. */
export function usePortPair(start?: { origin: PortChoice | null; destination: PortChoice | null }): PortPair {
  const criteria = useCriteria({
    origin: start?.origin ?? null,
    destination: start?.destination ?? null,
    problems: {} as Problems,
  });
  const { origin, destination, problems } = criteria.values;
  const [, setOrigin] = criteria.field('origin');
  const [, setDestination] = criteria.field('destination');
  const [, setProblems] = criteria.field('problems');
  const check = (required: boolean): boolean => {
    const found = placePairProblems(origin?.code, destination?.code, required);
    setProblems(found);
    return Object.keys(found).length === 0;
  };
  return {
    origin,
    destination,
    problems,
    setOrigin: (port) => {
      setOrigin(port);
      // What was said about the origin, and about the pair, no longer holds.
      setProblems(({ destination: said }) => (said === 'required' ? { destination: said } : {}));
    },
    setDestination: (port) => {
      setDestination(port);
      setProblems(({ origin: said }) => (said ? { origin: said } : {}));
    },
    both: () =>
      check(true) && origin && destination ? { origin: origin.code, destination: destination.code } : null,
    either: () =>
      check(false)
        ? { ...(origin && { origin: origin.code }), ...(destination && { destination: destination.code }) }
        : null,
    swap: () => {
      setOrigin(destination);
      setDestination(origin);
    },
  };
}

/**
 * The origin and destination pickers of a search (start and end recent lists, spec §3/§9), with
 * the pair's problems under them. `seaports`: ports of loading and discharge; `anywhere`: origin and
 * destination among seaports, rail terminals and inland places (sea-rail, the planner).
 */
export function PortPairFields({
  pair,
  places,
  labels,
}: {
  pair: PortPair;
  places: 'seaports' | 'anywhere';
  labels?: { origin: string; destination: string };
}) {
  const { i18n, t } = useLingui();
  const text = (problem: PlacePairProblem | undefined) =>
    problem ? i18n._(pairMessages[problem]) : undefined;
  const [origin, destination] = labels
    ? [labels.origin, labels.destination]
    : places === 'seaports'
      ? [t`Port of loading`, t`Port of discharge`]
      : [t`Origin`, t`Destination`];
  const kind = places === 'seaports' ? 'seaport' : undefined;
  const sides = [
    {
      label: origin,
      value: pair.origin,
      set: pair.setOrigin,
      recent: 'start',
      problem: pair.problems.origin,
    },
    {
      label: destination,
      value: pair.destination,
      set: pair.setDestination,
      recent: 'end',
      problem: pair.problems.destination,
    },
  ] as const;
  return (
    <>
      {sides.map((side) => (
        <PortPicker
          key={side.recent}
          label={side.label}
          value={side.value}
          onChange={side.set}
          kind={kind}
          recentKey={side.recent}
          error={text(side.problem)}
        />
      ))}
    </>
  );
}
