/**
 * The worker thread that reads and checks a rate sheet (docs/decisions.md "Rate sheets"), so that a
 * 100 000-row sheet never holds the server's event loop: it reads the header, settles the mapping
 * (the one given, the template's, or the carrier's saved one), then maps and checks each row and
 * posts them in chunks. Duplicates across rows and the comparison with the cards in force are the
 * importer's (server/services/rates/rate-import-service.ts), which holds those.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { rateCardKey } from '../../../domain/freight/rate-card.ts';
import {
  automaticMapping,
  mapRow,
  RateSheetLimit,
  type SheetMapping,
} from '../../../domain/freight/rate-sheet.ts';
import type { WorkerMessage } from './sheet-messages.ts';
import { type SheetFormat, SheetReadError, sheetRows } from './sheet-reader.ts';

export interface SheetJob {
  path: string;
  format: SheetFormat;
  carrier: string;
  /** The mapping the colleague chose for this sheet; null to settle it from the headers. */
  mapping: SheetMapping | null;
  /** The carrier's saved mapping. */
  saved: SheetMapping | null;
}

/** Rows per message: small enough that the importer's work on one never holds its loop long. */
const CHUNK = 500;
/**
 * Chunks posted and not yet written by the importer: the reading waits beyond this, so it goes at
 * the pace of the database and a large sheet never piles up in the server's memory.
 */
const MAX_IN_FLIGHT = 4;

/** The headers as the page shows them: trimmed, an empty one named by its column number. */
const headersOf = (cells: readonly unknown[]): string[] =>
  cells.map((cell, index) => {
    const text = typeof cell === 'string' || typeof cell === 'number' ? String(cell).trim() : '';
    return (text === '' ? `#${index + 1}` : text).slice(0, RateSheetLimit.maxHeaderLength);
  });

/**
 * Reads the sheet, sending what it finds; `paced` is awaited after each chunk of rows (the worker's
 * flow control; nothing to wait for when called directly).
 */
export const readSheet = async (
  job: SheetJob,
  send: (message: WorkerMessage) => void,
  paced: () => Promise<void> = async () => {},
): Promise<void> => {
  try {
    const rows = sheetRows(job.path, job.format);
    const first = await rows.next();
    if (first.done === true) return send({ type: 'failed', problem: 'rateSheetEmpty' });
    const headers = headersOf(first.value.cells);
    const repeated = headers.find((header, index) => headers.indexOf(header) !== index);
    if (repeated !== undefined) return send({ type: 'failed', problem: 'duplicateHeader', column: repeated });
    const mapping = job.mapping ?? automaticMapping(headers, job.saved);
    send({ type: 'headers', headers, mapping });
    if (mapping === null) return;
    let chunk: Extract<WorkerMessage, { type: 'rows' }>['rows'] = [];
    let count = 0;
    for await (const { row, cells } of rows) {
      count++;
      if (count > RateSheetLimit.maxRows) return send({ type: 'failed', problem: 'tooManyRows' });
      // The row's cells past the header's are not any column's.
      const { card, problems } = mapRow(cells.slice(0, headers.length), headers, mapping, job.carrier);
      chunk.push(
        problems.length > 0 ? { row, problems } : { row, key: rateCardKey(card), card: JSON.stringify(card) },
      );
      if (chunk.length === CHUNK) {
        send({ type: 'rows', rows: chunk });
        chunk = [];
        await paced();
      }
    }
    if (count === 0) return send({ type: 'failed', problem: 'rateSheetEmpty' });
    if (chunk.length > 0) send({ type: 'rows', rows: chunk });
    send({ type: 'done' });
  } catch (error) {
    send({
      type: 'failed',
      problem: error instanceof SheetReadError ? error.problem : 'rateSheetUnreadable',
    });
  }
};

if (parentPort !== null && workerData !== null && typeof workerData === 'object') {
  const port = parentPort;
  // On Linux a thread has its own nice value: the reading yields the CPU to the server's requests.
  if (process.platform === 'linux') setPriority(10);
  let inFlight = 0;
  let wake: (() => void) | null = null;
  // The importer acknowledges each chunk once written.
  port.on('message', () => {
    inFlight--;
    wake?.();
    wake = null;
  });
  // The port keeps the thread alive only while it waits: a reader stuck on a broken file, with
  // nothing left to wait for, lets the thread end, which the importer takes as unreadable.
  port.unref();
  const paced = async () => {
    inFlight++;
    if (inFlight <= MAX_IN_FLIGHT) return;
    port.ref();
    await new Promise<void>((resolve) => (wake = resolve));
    port.unref();
  };
  void readSheet(workerData as SheetJob, (message) => port.postMessage(message), paced);
}
