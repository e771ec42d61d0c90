/** What the sheet worker posts to the importer (server/services/rates/sheet-worker.ts). */
import type { RateCardInput } from '../../../domain/freight/rate-card.ts';
import type { RateSheetMessageId, SheetMapping, SheetProblem } from '../../../domain/freight/rate-sheet.ts';

export type WorkerMessage =
  /** The header row, and the mapping it is read with (null: the colleague maps it first). */
  | { type: 'headers'; headers: string[]; mapping: SheetMapping | null }
  | { type: 'rows'; rows: { row: number; card: RateCardInput; problems: SheetProblem[] }[] }
  | { type: 'done' }
  | { type: 'failed'; problem: RateSheetMessageId; column?: string };
