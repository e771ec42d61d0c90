/**
 * Rate sheet imports (spec §3 freight rates, docs/decisions.md "Rate sheets"), always of the
 * session's company: an uploaded sheet is read in a worker thread (./sheet-worker.ts) while its rows
 * are compared here with the carrier's cards in force and written as the import's preview (new,
 * changed, unchanged, would expire, refused). Publishing is one transaction that makes the
 * carrier's next version of the valid rows (repos.rateCards.publish); a preview made against an
 * older version, or a publish that loses a race for the version number, is refused, never a 5xx.
 * An import lives a day (RATE_IMPORT_HOURS).
 */
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type {
  ImportIdBody,
  ImportRowPage,
  ImportStatus,
  ListImportRowsBody,
  MapImportBody,
  PublishedImport,
  RateImportView,
} from '../../../domain/api/rate-sheet.ts';
import { type RateCardInput, rateCardKey, sameRateCard } from '../../../domain/freight/rate-card.ts';
import {
  changedFields,
  formatRateSheetMessage,
  formatSheetProblem,
  type Language,
  mappingProblemOf,
  RATE_IMPORT_HOURS,
  type RateSheetMessageId,
  type SheetMapping,
  type SheetProblem,
  templateTargetOf,
} from '../../../domain/freight/rate-sheet.ts';
import type { RateImportRow } from '../../db/rate-sheets-schema.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import { StagedVersionOutdated } from '../../db/repositories/rate-card-repository.ts';
import type { ImportRowInput } from '../../db/repositories/rate-sheet-repository.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { declined, invalid, notFound, type Outcome, ok } from '../outcome.ts';
import type { WorkerMessage } from './sheet-messages.ts';
import type { SheetFormat } from './sheet-reader.ts';
import type { SheetFiles } from './sheet-upload.ts';
import type { SheetJob } from './sheet-worker.ts';

export type RateSheetOutcome<T> = Outcome<T, RateSheetMessageId>;

/** The import as the service answers it; the route words its problem (`wordImport`). */
export type ImportState = Omit<RateImportView, 'problem'> & {
  problem: { id: RateSheetMessageId; column: string | null } | null;
};

/** A worker silent this long is stuck on a broken file: it is stopped and the sheet refused. */
const WORKER_SILENCE_MS = 120_000;
const HOUR_MS = 3_600_000;

const refused = (rowNumber: number, problems: SheetProblem[]): ImportRowInput => ({
  section: 'refused',
  rowNumber,
  card: null,
  before: null,
  problems: JSON.stringify(problems),
});

export const createRateImportService = ({
  db,
  files,
  now,
  report,
}: {
  db: Database;
  files: SheetFiles;
  now: Clock;
  report: (error: unknown, message: string) => void;
}) => {
  const repos = createRepositories(db);
  const { rateSheets, rateCards } = repos;
  /** Imports being read: the rows read so far, and the read's end. */
  const reading = new Map<number, { rowsRead: number; done: Promise<void>; worker: Worker | null }>();

  const stateOf = async (row: RateImportRow): Promise<ImportState> => {
    const headers = JSON.parse(row.headers) as string[];
    const saved = await rateSheets.mappingOf(row.companyId, row.carrierScac);
    const savedTargets = new Map(saved?.columns.map(({ header, target }) => [header, target]));
    const current = await rateCards.currentVersion(row.companyId, row.carrierScac);
    return {
      importId: row.id,
      carrierScac: row.carrierScac,
      fileName: row.fileName,
      status: row.status as ImportStatus,
      problem:
        row.problem === null ? null : { id: row.problem as RateSheetMessageId, column: row.problemColumn },
      headers,
      mapping: row.mapping === null ? null : (JSON.parse(row.mapping) as SheetMapping),
      suggested: {
        columns: headers.map((header) => ({
          header,
          target: templateTargetOf(header) ?? savedTargets.get(header) ?? { kind: 'ignore' },
        })),
      },
      rowsRead: reading.get(row.id)?.rowsRead ?? row.rowCount,
      counts: {
        rows: row.rowCount,
        new: row.newCount,
        changed: row.changedCount,
        unchanged: row.unchangedCount,
        expiring: row.expiringCount,
        refused: row.refusedCount,
      },
      baseVersion: row.baseVersion,
      currentVersion: current?.number ?? 0,
      versionId: row.versionId,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    };
  };

  /** The tenant's import while it lives; another tenant's, or an expired one, is not found. */
  const liveImport = async (viewer: Viewer, importId: number): Promise<RateImportRow | undefined> => {
    const row = await rateSheets.importOf(viewer.companyId, importId);
    return row === undefined || row.expiresAt <= now().toISOString() ? undefined : row;
  };

  /**
   * Reads the sheet in a worker and writes its preview: each chunk of rows is compared with the
   * cards in force and written before the next is taken, so the loop stays free between chunks.
   */
  const read = (row: RateImportRow, mapping: SheetMapping | null): Promise<void> => {
    const state = { rowsRead: 0, done: Promise.resolve(), worker: null as Worker | null };
    const run = async (sheet: string) => {
      await rateSheets.clearRows(row.id);
      const version = await rateCards.currentVersion(row.companyId, row.carrierScac);
      const inForce = new Map(
        (version === undefined ? [] : await rateCards.cardsOfVersion(version.id)).map((stored) => [
          rateCardKey(stored.card),
          stored.card,
        ]),
      );
      const job: SheetJob = {
        path: sheet,
        format: row.format as SheetFormat,
        carrier: row.carrierScac,
        mapping,
        saved: await rateSheets.mappingOf(row.companyId, row.carrierScac),
      };
      const seen = new Map<string, number>();
      const counts = { rows: 0, new: 0, changed: 0, unchanged: 0, expiring: 0, refused: 0 };
      await rateSheets.updateImport(row.id, {
        status: 'reading',
        problem: null,
        problemColumn: null,
        baseVersion: version?.number ?? 0,
      });

      const handle = async (message: WorkerMessage): Promise<boolean> => {
        if (message.type === 'headers') {
          await rateSheets.updateImport(row.id, {
            headers: JSON.stringify(message.headers),
            mapping: message.mapping === null ? null : JSON.stringify(message.mapping),
            ...(message.mapping === null ? { status: 'mapping' } : {}),
          });
          return message.mapping === null;
        }
        if (message.type === 'failed') {
          await rateSheets.clearRows(row.id);
          await rateSheets.updateImport(row.id, {
            status: 'failed',
            problem: message.problem,
            problemColumn: message.column ?? null,
          });
          return true;
        }
        if (message.type === 'done') {
          const expiring: ImportRowInput[] = [...inForce]
            .filter(([key]) => !seen.has(key))
            .map(([, card]) => ({
              section: 'expiring',
              rowNumber: 0,
              card: JSON.stringify(card),
              before: null,
              problems: null,
            }));
          await rateSheets.addRows(row.id, expiring);
          counts.expiring = expiring.length;
          await rateSheets.updateImport(row.id, {
            status: 'ready',
            rowCount: counts.rows,
            newCount: counts.new,
            changedCount: counts.changed,
            unchangedCount: counts.unchanged,
            expiringCount: counts.expiring,
            refusedCount: counts.refused,
          });
          return true;
        }
        const rows: ImportRowInput[] = message.rows.map((read) => {
          counts.rows++;
          if ('problems' in read) {
            counts.refused++;
            return refused(read.row, read.problems);
          }
          const first = seen.get(read.key);
          if (first !== undefined) {
            counts.refused++;
            return refused(read.row, [{ column: '', message: 'duplicateRow', row: first }]);
          }
          seen.set(read.key, read.row);
          const before = inForce.get(read.key);
          // Only a card already in force is parsed here, to be compared.
          const section =
            before === undefined
              ? 'new'
              : sameRateCard(before, JSON.parse(read.card) as RateCardInput)
                ? 'unchanged'
                : 'changed';
          counts[section]++;
          return {
            section,
            rowNumber: read.row,
            card: read.card,
            before: section === 'changed' ? JSON.stringify(before) : null,
            problems: null,
          };
        });
        await rateSheets.addRows(row.id, rows);
        state.rowsRead = counts.rows;
        // Searches and other requests waiting meanwhile go first (SQLite's writes do not yield).
        await setImmediate();
        return false;
      };

      await new Promise<void>((resolve, reject) => {
        const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { workerData: job });
        state.worker = worker;
        let queue = Promise.resolve();
        let ended = false;
        let silence: NodeJS.Timeout | undefined;
        const finish = (error?: unknown) => {
          if (ended) return;
          ended = true;
          clearTimeout(silence);
          void worker.terminate();
          if (error === undefined) resolve();
          else reject(error);
        };
        // Messages are handled one after another: a chunk is written before the next is read.
        const enqueue = (message: WorkerMessage) => {
          queue = queue
            .then(async () => {
              if (!ended && (await handle(message))) finish();
            })
            .catch(finish);
        };
        const quiet = () => {
          clearTimeout(silence);
          silence = setTimeout(() => void worker.terminate(), WORKER_SILENCE_MS);
        };
        quiet();
        worker.on('message', (message: WorkerMessage) => {
          quiet();
          enqueue(message);
          // The worker reads on once this chunk is written (its flow control).
          if (message.type === 'rows') queue = queue.then(() => worker.postMessage('written'));
        });
        // A worker that dies or is stopped before its end leaves a sheet that cannot be read.
        worker.on('error', () => enqueue({ type: 'failed', problem: 'rateSheetUnreadable' }));
        worker.on('exit', () => {
          clearTimeout(silence);
          enqueue({ type: 'failed', problem: 'rateSheetUnreadable' });
        });
      });
    };
    state.done = files
      .withLocalFile(row.storedName, run)
      .catch((error: unknown) => report(error, 'rate sheet import failed'))
      .finally(() => {
        if (reading.get(row.id) === state) reading.delete(row.id);
      });
    reading.set(row.id, state);
    return state.done;
  };

  /** Drops imports past their day: their rows, and their files. */
  const sweep = async (): Promise<void> => {
    for (const stale of await rateSheets.importsBefore(now().toISOString())) {
      if (reading.has(stale.id)) continue;
      await rateSheets.removeImport(stale.id);
      await files.remove(stale.storedName);
    }
  };

  return {
    /** Starts an import of a received sheet for the chosen carrier. */
    start: async (
      viewer: Viewer,
      upload: { carrierScac: string; fileName: string; storedName: string; format: SheetFormat },
    ): Promise<RateSheetOutcome<ImportState>> => {
      await sweep();
      const at = now();
      const row = await rateSheets.createImport({
        companyId: viewer.companyId,
        carrierScac: upload.carrierScac,
        fileName: upload.fileName,
        storedName: upload.storedName,
        format: upload.format,
        status: 'reading',
        problem: null,
        problemColumn: null,
        headers: '[]',
        mapping: null,
        baseVersion: 0,
        rowCount: 0,
        newCount: 0,
        changedCount: 0,
        unchangedCount: 0,
        expiringCount: 0,
        refusedCount: 0,
        versionId: null,
        createdBy: viewer.userId,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + RATE_IMPORT_HOURS * HOUR_MS).toISOString(),
      });
      void read(row, null);
      return ok(await stateOf(row), 'rateImportStarted');
    },

    get: async (viewer: Viewer, { importId }: ImportIdBody): Promise<RateSheetOutcome<ImportState>> => {
      const row = await liveImport(viewer, importId);
      return row === undefined ? notFound('rateImportNotFound') : ok(await stateOf(row));
    },

    rows: async (
      viewer: Viewer,
      body: ListImportRowsBody,
    ): Promise<RateSheetOutcome<Omit<ImportRowPage, 'list'> & { list: ImportRowState[] }>> => {
      const row = await liveImport(viewer, body.importId);
      if (row === undefined) return notFound('rateImportNotFound');
      const counts: Record<ListImportRowsBody['section'], number> = {
        new: row.newCount,
        changed: row.changedCount,
        unchanged: row.unchangedCount,
        expiring: row.expiringCount,
        refused: row.refusedCount,
      };
      const list = (await rateSheets.rowsOf(row.id, body.section, body)).map((item) => ({
        ...item,
        carrierScac: row.carrierScac,
      }));
      return ok({
        section: body.section,
        list,
        total: counts[body.section],
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
    },

    /** Saves the mapping for the carrier (the next sheet of its layout needs none) and reads the sheet with it. */
    map: async (viewer: Viewer, body: MapImportBody): Promise<RateSheetOutcome<ImportState>> => {
      const row = await liveImport(viewer, body.importId);
      if (row === undefined) return notFound('rateImportNotFound');
      if (row.status !== 'mapping' && row.status !== 'ready') return declined('rateImportNotReady');
      const headers = JSON.parse(row.headers) as string[];
      const mapping: SheetMapping = {
        columns: body.mapping.columns.filter(({ header }) => headers.includes(header)),
      };
      const problem = mappingProblemOf(mapping, headers);
      if (problem !== null) return invalid(problem);
      await rateSheets.saveMapping(viewer.companyId, row.carrierScac, mapping, {
        userId: viewer.userId,
        at: now().toISOString(),
      });
      await rateSheets.updateImport(row.id, { status: 'reading', mapping: JSON.stringify(mapping) });
      void read({ ...row, status: 'reading' }, mapping);
      return ok(
        await stateOf({ ...row, status: 'reading', mapping: JSON.stringify(mapping) }),
        'mappingSaved',
      );
    },

    publish: async (
      viewer: Viewer,
      { importId }: ImportIdBody,
    ): Promise<RateSheetOutcome<PublishedImport>> => {
      const row = await liveImport(viewer, importId);
      if (row === undefined) return notFound('rateImportNotFound');
      if (row.status === 'published') return declined('rateImportPublished');
      if (row.status !== 'ready') return declined('rateImportNotReady');
      if (row.newCount + row.changedCount + row.unchangedCount === 0) return declined('noValidRows');
      try {
        // The version is staged outside the transaction; the transaction only numbers it (and marks
        // the import published), so the search and every other request go on meanwhile. It is
        // refused (StagedVersionOutdated) when the version previewed against is no longer the latest.
        const input = {
          companyId: row.companyId,
          carrierScac: row.carrierScac,
          source: 'sheet' as const,
          fileName: row.fileName,
          restoredFrom: null,
          publishedBy: viewer.userId,
          publishedAt: now().toISOString(),
          cards: await rateSheets.publishableCards(row.id),
          basedOn: row.baseVersion,
        };
        const version = await rateCards.stageAndPublish(input, (staged) =>
          db.transaction().execute(async (trx) => {
            const inTrx = createRepositories(trx);
            const published = await inTrx.rateCards.publishStaged(staged);
            await inTrx.rateSheets.updateImport(row.id, { status: 'published', versionId: published.id });
            return published;
          }),
        );
        await files.remove(row.storedName);
        return ok(
          {
            versionId: version.id,
            number: version.number,
            cardCount: version.cardCount,
            addedCount: version.addedCount,
            changedCount: version.changedCount,
            removedCount: version.removedCount,
            refusedCount: row.refusedCount,
          },
          'ratesPublished',
        );
      } catch (error) {
        if (error instanceof StagedVersionOutdated) return declined('previewOutdated');
        if (isUniqueViolation(error)) return declined('publishConflict');
        throw error;
      }
    },

    /** Resolves once the import's reading has ended (tests, the benchmark). */
    settled: (importId: number): Promise<void> => reading.get(importId)?.done ?? Promise.resolve(),

    /** Stops every reading (the app's close). */
    close: async (): Promise<void> => {
      await Promise.all([...reading.values()].map((state) => state.worker?.terminate()));
    },
  };
};

export type RateImportService = ReturnType<typeof createRateImportService>;

export interface ImportRowState {
  rowNumber: number;
  card: RateCardInput | null;
  before: RateCardInput | null;
  problems: SheetProblem[] | null;
  carrierScac: string;
}

/** The import in the caller's language: its sheet-level problem worded. */
export const wordImport = (state: ImportState, language: Language): RateImportView => ({
  ...state,
  problem:
    state.problem === null
      ? null
      : formatRateSheetMessage(state.problem.id, language, { column: state.problem.column ?? '' }),
});

/** A page of the preview in the caller's language: each refused row's column and rule worded. */
export const wordImportRows = (
  page: Omit<ImportRowPage, 'list'> & { list: ImportRowState[] },
  language: Language,
): ImportRowPage => ({
  ...page,
  list: page.list.map(({ rowNumber, card, before, problems, carrierScac }) => ({
    rowNumber,
    card,
    before,
    changed: card !== null && before !== null ? changedFields(before, card) : [],
    problems: (problems ?? []).map((problem) => ({
      column: problem.column,
      rule: formatSheetProblem(problem, language, carrierScac),
    })),
  })),
});
