import { useTransition } from 'react';
import * as buttons from '../../ui/button.css.ts';
import { allRows, type CsvColumn, downloadCsv, toCsv } from './csv-export.ts';

/**
 * "Export to CSV" for a workspace list: reads every row of the current filter through the list's
 * own call and downloads them. Busy while it reads (a React transition, so no state of its own).
 */
export function ExportCsvButton<Row>({
  label,
  busyLabel,
  fileName,
  columns,
  readPage,
  onError,
}: {
  label: string;
  busyLabel: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  readPage: (pageNo: number, pageSize: number) => Promise<{ list: readonly Row[]; total: number }>;
  /** The list's words for a failed export (the server's message, or the network's). */
  onError: (error: unknown) => void;
}) {
  const [exporting, startExport] = useTransition();
  return (
    <button
      type="button"
      className={buttons.secondary}
      aria-busy={exporting}
      disabled={exporting}
      onClick={() =>
        startExport(async () => {
          try {
            downloadCsv(fileName, toCsv(columns, await allRows(readPage)));
          } catch (error) {
            onError(error);
          }
        })
      }
    >
      {exporting ? busyLabel : label}
    </button>
  );
}
