/**
 * The Commercial Schedules schemas follow CS 1.0.3 (tests/fixtures/dcsa/cs): for
 * every component the importer validates, the schema declares the component's properties and
 * requires exactly its `required` list, so a field the standard makes optional is optional.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CS_COMPONENTS } from '../../../domain/freight/dcsa-schemas.ts';

const CS_YAML = path.resolve(import.meta.dirname, '../../fixtures/dcsa/cs/CS_v1.0.3.yaml');

/**
 * The properties and `required` list of each schema under `components.schemas`, read by
 * indentation (the file is generated OpenAPI: two spaces a level, one key a line).
 */
const componentsOf = (text: string) => {
  const lines = text.split('\n');
  const start = lines.indexOf('  schemas:');
  const components = new Map<string, { properties: string[]; required: string[] }>();
  let current: { properties: string[]; required: string[] } | null = null;
  let section: 'properties' | 'required' | null = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const name = /^ {4}(\w+):$/.exec(line);
    if (name !== null) {
      current = { properties: [], required: [] };
      components.set(name[1]!, current);
      section = null;
      continue;
    }
    if (current === null) continue;
    const key = /^ {6}(\w+):/.exec(line);
    if (key !== null) {
      section = key[1] === 'properties' ? 'properties' : key[1] === 'required' ? 'required' : null;
      continue;
    }
    const item = section === 'required' ? /^ {8}- (\w+)$/.exec(line) : null;
    if (item !== null) current.required.push(item[1]!);
    const property = section === 'properties' ? /^ {8}(\w+):/.exec(line) : null;
    if (property !== null) current.properties.push(property[1]!);
  }
  return components;
};

const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional']);

describe('the CS schemas against CS_v1.0.3.yaml', () => {
  const components = componentsOf(readFileSync(CS_YAML, 'utf8'));

  it.each(Object.entries(CS_COMPONENTS))(
    '%s declares the properties and requires exactly the required list',
    (name, schema) => {
      const component = components.get(name);
      expect(component, name).toBeDefined();
      const entries = Object.entries(schema.entries) as [string, { type: string }][];
      expect(entries.map(([key]) => key).sort()).toEqual([...component!.properties].sort());
      expect(
        entries
          .filter(([, entry]) => !OPTIONAL.has(entry.type))
          .map(([key]) => key)
          .sort(),
      ).toEqual([...component!.required].sort());
    },
  );

  it('Location requires none of its parts, so an address alone or a facility alone is a location', () => {
    expect(components.get('Location')!.required).toEqual([]);
    expect(components.get('PointToPoint')!.required).toEqual(['placeOfReceipt', 'placeOfDelivery', 'legs']);
  });
});
