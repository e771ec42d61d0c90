import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '../../domain/permissions.ts';

/** The rows of the markdown table whose header's first cell is `first`, as cells. */
const tableRows = (markdown: string, first: string): string[][] => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} `));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
};

describe('docs/staff.md: what auditors read of spec §6 staff roles is the code’s table', () => {
  it('lists each role with exactly its permissions, and each permission once', async () => {
    const markdown = await readFile(new URL('../../docs/staff.md', import.meta.url), 'utf8');
    const roles = tableRows(markdown, 'role');
    expect(roles.map(([role]) => role)).toEqual([...STAFF_ROLES]);
    for (const [role, permissions] of roles)
      expect(permissions?.split(', '), role).toEqual(ROLE_PERMISSIONS[role as (typeof STAFF_ROLES)[number]]);
    expect(tableRows(markdown, 'permission').map(([permission]) => permission)).toEqual([...PERMISSIONS]);
  });
});
