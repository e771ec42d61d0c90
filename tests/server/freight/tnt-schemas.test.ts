/**
 * The Track & Trace schemas follow TNT 2.2.0 as published, its resolved OpenAPI
 * document (tests/fixtures/dcsa/tnt; TNT 2.2.0 refers to event domain 1.0.4). For every component
 * the importer validates, the schema requires exactly the component's `required` list (its own and
 * its allOf parts'), declares only properties the component has, and each enum it checks is the
 * component's enum: shipment events are ACT, PLN or EST, transport calls VESSEL, RAIL, TRUCK or BARGE.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TNT_COMPONENTS } from '../../../domain/freight/dcsa-schemas.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/dcsa/tnt/conformance-gateway');
type OpenApiSchema = {
  $ref?: string;
  allOf?: OpenApiSchema[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  enum?: string[];
};
/** `components.schemas` of TNT_v2.2.0-resolved.yaml, as JSON (the README says how it was converted). */
const schemas: Record<string, OpenApiSchema> = JSON.parse(
  readFileSync(path.join(FIXTURES, 'TNT_v2.2.0-resolved.schemas.json'), 'utf8'),
);

const resolve = (schema: OpenApiSchema): OpenApiSchema =>
  schema.$ref === undefined ? schema : resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]!);

/** A property's definition with its allOf parts merged (an enum in any part counts). */
const flatProperty = (schema: OpenApiSchema): OpenApiSchema => {
  const resolved = resolve(schema);
  const merged: OpenApiSchema = { ...resolved, allOf: undefined };
  for (const part of resolved.allOf ?? []) Object.assign(merged, flatProperty(part));
  return merged;
};

/** A component's properties and required list over its allOf parts; a later part refines an earlier one. */
const flatten = (
  schema: OpenApiSchema,
): { properties: Record<string, OpenApiSchema>; required: Set<string> } => {
  const resolved = resolve(schema);
  const properties: Record<string, OpenApiSchema> = {};
  const required = new Set(resolved.required ?? []);
  for (const part of resolved.allOf ?? []) {
    const flat = flatten(part);
    for (const [key, property] of Object.entries(flat.properties))
      properties[key] = { ...properties[key], ...flatProperty(property) };
    for (const key of flat.required) required.add(key);
  }
  for (const [key, property] of Object.entries(resolved.properties ?? {}))
    properties[key] = { ...properties[key], ...flatProperty(property) };
  return { properties, required };
};

type Entry = { type: string; wrapped?: Entry; options?: readonly string[]; literal?: string };
const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional']);
const unwrap = (entry: Entry): Entry => (OPTIONAL.has(entry.type) ? unwrap(entry.wrapped!) : entry);
const enumOf = (entry: Entry): string[] | null => {
  const inner = unwrap(entry);
  if (inner.type === 'picklist') return [...inner.options!].sort();
  if (inner.type === 'literal') return [inner.literal!];
  return null;
};

describe('the TNT schemas against TNT_v2.2.0-resolved.yaml', () => {
  it.each(Object.entries(TNT_COMPONENTS))(
    '%s requires exactly the required list, declares its properties and checks its enums',
    (name, schema) => {
      expect(schemas[name], name).toBeDefined();
      const component = flatten(schemas[name]!);
      const entries = Object.entries(schema.entries) as [string, Entry][];
      expect(
        entries
          .filter(([, entry]) => !OPTIONAL.has(entry.type))
          .map(([key]) => key)
          .sort(),
      ).toEqual([...component.required].sort());
      for (const [key, entry] of entries) {
        expect(component.properties, `${name}.${key}`).toHaveProperty(key);
        const ours = enumOf(entry);
        const published = component.properties[key]!.enum;
        if (published !== undefined) expect(ours, `${name}.${key}`).toEqual([...published].sort());
        else expect(ours?.length ?? 0, `${name}.${key} has no enum in the YAML`).toBeLessThanOrEqual(1);
      }
    },
  );

  it('shipment events may be actual, planned or estimated (the 2.0.2 event domain allowed only ACT)', () => {
    expect(flatten(schemas.shipmentEvent!).properties.eventClassifierCode!.enum).toEqual([
      'ACT',
      'PLN',
      'EST',
    ]);
    expect(enumOf(TNT_COMPONENTS.shipmentEvent.entries.eventClassifierCode as Entry)).toEqual([
      'ACT',
      'EST',
      'PLN',
    ]);
  });
});
