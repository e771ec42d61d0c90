/** A body of an endpoint schema's shape, for the tests that walk the endpoint table (fuzz, access). */
import * as v from 'valibot';

/** Values tried, in order, for a field until one passes the field's own schema. */
const STRING_SAMPLES = ['CNSHA', 'fuzz@example.com', 'abc12345', '2026-03-02', 'x'];
const NUMBER_SAMPLES = [1, 2, 41, 3];

export type BodySchema = v.GenericSchema & {
  type: string;
  wrapped?: BodySchema;
  entries?: Record<string, BodySchema>;
  item?: BodySchema;
  options?: unknown[];
};

/** A body of the schema's shape (not necessarily meaningful): the base every mutation starts from. */
export const sampleOf = (schema: BodySchema): unknown => {
  switch (schema.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
      return sampleOf(schema.wrapped!);
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.fromEntries(
        Object.entries(schema.entries!).map(([key, entry]) => [key, sampleOf(entry)]),
      );
    case 'array':
      return [sampleOf(schema.item!)];
    case 'picklist':
      return schema.options![0];
    case 'boolean':
      return true;
    case 'string':
      return STRING_SAMPLES.find((sample) => v.is(schema, sample)) ?? 'x';
    case 'number':
      return NUMBER_SAMPLES.find((sample) => v.is(schema, sample)) ?? 1;
    default:
      return {};
  }
};
