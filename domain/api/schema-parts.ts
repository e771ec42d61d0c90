/**
 * Schema pieces the request bodies of several areas share. It imports nothing of domain/api's
 * schema modules, so every `*-schemas.ts` may import it, and so may `schemas.ts`, which gathers them.
 */
import * as v from 'valibot';
import { CONTAINER_TYPES } from '../freight/codes.ts';
import { MultiLineText, Text } from './plain-text.ts';

/** Ids are stored as 32-bit integers in both databases; a larger number is bad input, not a fault. */
export const MAX_ID = 2_147_483_647;
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/**
 * Container lines as a booking form sends them. A quantity is a number or the text the input held:
 * the services answer the spec's own messages (§5) rather than a schema error. Two lines a type at
 * most, so that a duplicate still reaches the rule that names it.
 */
export const ContainerLinesInput = v.pipe(
  v.array(
    v.object({
      containerType: v.picklist(CONTAINER_TYPES),
      quantity: v.union([v.number(), Text(12)]),
    }),
  ),
  v.maxLength(CONTAINER_TYPES.length * 2),
);

/**
 * What an advance booking and a grab request both ask for, in the form's order: the ports
 * (UN/LOCODEs; the rules check that both are given and differ), the form's ETD fields, the container
 * lines, the cargo and an optional note.
 */
export const routeRequestBody = <TEtd extends v.ObjectEntries, const TNote extends string>(
  etd: TEtd,
  cargoMax: number,
  note: { field: TNote; max: number },
) =>
  v.object({
    pol: Text(5),
    pod: Text(5),
    ...etd,
    containers: ContainerLinesInput,
    cargo: MultiLineText(cargoMax),
    ...({ [note.field]: v.optional(MultiLineText(note.max), '') } as {
      [K in TNote]: v.OptionalSchema<ReturnType<typeof MultiLineText>, ''>;
    }),
  });
