/**
 * The worker thread that reads and checks a rate sheet (docs/decisions.md "Rate sheets"), so that a
 * 100 000-row sheet never holds the server's event loop: it reads the header, settles the mapping
 * (the one given, the template's, or the carrier's saved one), then maps and checks each row and
 * posts them in chunks. Duplicates across rows and the comparison with the cards in force are the
 * importer's (server/services/rates/rate-import-service.ts), which holds those.
 */
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

const post = (message: WorkerMessage) => parentPort?.postMessage(message);

/** The headers as the page shows them: trimmed, an empty one named by its column number. */
const headersOf = (cells: readonly unknown[]): string[] =>
  cells.map((cell, index) => {
    const text = typeof cell === 'string' || typeof cell === 'number' ? String(cell).trim() : '';
    return (text === '' ? `#${index + 1}` : text).slice(0, RateSheetLimit.maxHeaderLength);
  });

export const readSheet = async (job: SheetJob, send: (message: WorkerMessage) => void): Promise<void> => {
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

if (parentPort !== null && workerData !== null && typeof workerData === 'object')
  void readSheet(workerData as SheetJob, post);
