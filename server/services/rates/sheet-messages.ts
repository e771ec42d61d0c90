/** What the sheet worker posts to the importer (server/services/rates/sheet-worker.ts). */
import type { RateSheetMessageId, SheetMapping, SheetProblem } from '../../../domain/freight/rate-sheet.ts';

export type WorkerMessage =
  /** The header row, and the mapping it is read with (null: the colleague maps it first). */
  | { type: 'headers'; headers: string[]; mapping: SheetMapping | null }
  /**
   * Read rows: a valid row's key (rateCardKey) and card as JSON, or a refused row's problems; JSON
   * made in the worker, so that the importer's loop only compares and writes.
   */
  | {
      type: 'rows';
      rows: ({ row: number; key: string; card: string } | { row: number; problems: SheetProblem[] })[];
    }
  | { type: 'done' }
  | { type: 'failed'; problem: RateSheetMessageId; column?: string };
