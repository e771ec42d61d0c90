/**
 * Statements by the turn (server/db/turn-batch.ts): what a crowd's requests ask for in one turn of
 * the event loop goes in one statement, and nothing is answered from an earlier turn; the writes of a
 * turn go together, all or none, and each is done alone when they cannot.
 */
import { describe, expect, it } from 'vitest';
import { turnBatch, turnWrites } from '../../server/db/turn-batch.ts';

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

/** A store of numbers that refuses negative ones, and the writes of every call made to it. */
const store = () => {
  const calls: number[][] = [];
  return {
    calls,
    writeAll: async (values: readonly number[]) => {
      calls.push([...values]);
      return values.map((value) => {
        if (value < 0) throw new Error(`refused ${value}`);
        return value * 10;
      });
    },
  };
};

describe('writes by the turn', () => {
  it('the writes of one turn are done together once, each answered its own result, the same value twice as two writes', async () => {
    const { calls, writeAll } = store();
    const write = turnWrites(writeAll);
    expect(await Promise.all([write(1), write(2), write(2)])).toEqual([10, 20, 20]);
    expect(calls).toEqual([[1, 2, 2]]);
  });

  it('when the writes together fail, each is done alone and answered as alone: the others still succeed', async () => {
    const { calls, writeAll } = store();
    const write = turnWrites(writeAll);
    const answers = await Promise.allSettled([write(1), write(-2), write(3)]);
    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : String(answer.reason))),
    ).toEqual([10, 'Error: refused -2', 30]);
    expect(calls).toEqual([[1, -2, 3], [1], [-2], [3]]);
  });

  it('a write alone in its turn is done alone, and the next turn writes together again', async () => {
    const { calls, writeAll } = store();
    const write = turnWrites(writeAll);
    expect(await write(4)).toBe(40);
    expect(await Promise.all([write(5), write(6)])).toEqual([50, 60]);
    expect(calls).toEqual([[4], [5, 6]]);
  });

  it('more writes in a turn than the bound are done in several groups, none above it', async () => {
    const { calls, writeAll } = store();
    const write = turnWrites(writeAll, 2);
    expect(await Promise.all([1, 2, 3, 4].map(write))).toEqual([10, 20, 30, 40]);
    expect(calls).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
