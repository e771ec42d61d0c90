/**
 * What every phase of the freight generator writes with: a sink that buffers rows per table and
 * writes them in batches, the one seeded PRNG, and the clock the data is built around.
 */
import type { Insertable } from 'kysely';
import type { FreightSchema } from '../freight-schema.ts';
import { type BulkWriter, snakeCase } from './bulk.ts';
import type { Random } from './random.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const BATCH_ROWS = 20_000;
const WRITES_AHEAD = 2;

/**
 * The tables the generator fills. Their columns are the migration's (0003_freight.ts), mirrored as
 * types in freight-schema.ts; rows are typed by those, and each table's row is built in one place.
 */
type Table = Exclude<keyof FreightSchema, 'quotations' | 'quotationSequences'>;
export type Row<T extends Table> = Insertable<FreightSchema[T]>;

export type GenerateCounts = Record<string, number>;

export const createSink = (writer: BulkWriter) => {
  const buffers = new Map<Table, Record<string, unknown>[]>();
  const counts: GenerateCounts = {};
  // Counted by SQL table name, as the seed log and the scales table of docs/freight.md name them.
  const names = new Map<Table, string>();
  /**
   * Batches handed to the writer and not yet written. The generator goes on meanwhile (PostgreSQL
   * writes in its own process, so both cores work), up to WRITES_AHEAD batches ahead, so that the
   * database always has the next one; the connection runs them one after the other, in order.
   */
  const writes: Promise<void>[] = [];
  const flush = async (table: Table) => {
    const rows = buffers.get(table);
    if (rows === undefined || rows.length === 0) return;
    buffers.set(table, []);
    if (writes.length >= WRITES_AHEAD) await writes.shift();
    const write = writer.insert(table, rows);
    // Marked handled here and rethrown when awaited (above, or by flushAll).
    write.catch(() => {});
    writes.push(write);
  };
  return {
    counts,
    add: async <T extends Table>(table: T, row: Row<T>) => {
      let rows = buffers.get(table);
      let name = names.get(table);
      if (rows === undefined || name === undefined) {
        rows = [];
        buffers.set(table, rows);
        name = snakeCase(table);
        names.set(table, name);
      }
      rows.push(row);
      counts[name] = (counts[name] ?? 0) + 1;
      if (rows.length >= BATCH_ROWS) await flush(table);
    },
    flushAll: async () => {
      for (const table of buffers.keys()) await flush(table);
      for (const write of writes.splice(0)) await write;
    },
  };
};

export type Sink = ReturnType<typeof createSink>;

export interface Phase {
  sink: Sink;
  random: Random;
  now: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const round10 = (value: number) => Math.round(value / 10) * 10;
export const isChina = (code: string) => code.startsWith('CN');
