/**
 * Statements by the turn (server/db/turn-batch.ts): what a crowd's requests ask for in one turn of
 * the event loop goes in one statement, and nothing is answered from an earlier turn.
 */
import { describe, expect, it } from 'vitest';
import { turnBatch } from '../../server/db/turn-batch.ts';

/** A source whose rows the test changes, and the keys of every statement sent to it. */
const source = (rows: Map<number, string>) => {
  const statements: number[][] = [];
  const load = async (keys: readonly number[]) => {
    statements.push([...keys]);
    return new Map(keys.flatMap((key) => (rows.has(key) ? [[key, rows.get(key)!] as const] : [])));
  };
  return { statements, load };
};

describe('statements by the turn', () => {
  it('the reads of one turn go in one statement, each key once, and every asker gets its own row', async () => {
    const { statements, load } = source(
      new Map([
        [1, 'one'],
        [2, 'two'],
        [3, 'three'],
      ]),
    );
    const read = turnBatch(load);
    const answers = await Promise.all([read(1), read(2), read(2), read(3)]);
    expect(answers).toEqual(['one', 'two', 'two', 'three']);
    expect(statements).toEqual([[1, 2, 3]]);
  });

  it('a key the statement does not find reads as undefined, the others of its turn as found', async () => {
    const { load } = source(new Map([[1, 'one']]));
    const read = turnBatch(load);
    expect(await Promise.all([read(1), read(9)])).toEqual(['one', undefined]);
  });

  it('a read asked after its turn’s statement went reads afresh in the next one: nothing is cached', async () => {
    const rows = new Map([[1, 'before']]);
    const { statements, load } = source(rows);
    const read = turnBatch(load);
    expect(await read(1)).toBe('before');
    rows.set(1, 'after');
    expect(await read(1)).toBe('after');
    expect(statements).toEqual([[1], [1]]);
  });

  it('a failed statement fails every read of its turn with its error, and the next turn reads again', async () => {
    let fail = true;
    const read = turnBatch(async (keys: readonly number[]) => {
      if (fail) throw new Error('database away');
      return new Map(keys.map((key) => [key, `row ${key}`]));
    });
    const failed = await Promise.allSettled([read(1), read(2)]);
    expect(failed.map((result) => result.status === 'rejected' && String(result.reason))).toEqual([
      'Error: database away',
      'Error: database away',
    ]);
    fail = false;
    expect(await read(1)).toBe('row 1');
  });

  it('more distinct keys in a turn than the bound go in several statements, none above it', async () => {
    const { statements, load } = source(new Map(Array.from({ length: 7 }, (_, key) => [key, `row ${key}`])));
    const read = turnBatch(load, 3);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, key) => read(key)));
    expect(answers).toEqual(Array.from({ length: 7 }, (_, key) => `row ${key}`));
    expect(statements).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });
});
