/**
 * The columns the kinds of record share (orders, advance bookings, grab requests, space orders), in
 * their words: a record's number over the times of its life, its route, its container lines (in
 * the table and in the CSV export), its cargo over a note.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { instantText } from '../../ui/date-time.ts';
import type { CsvColumn } from '../data-page/csv-export.ts';
import { laneLabel, type PlaceLike } from '../freight/facts.tsx';
import type { RecordColumn } from './record-list.tsx';
import * as styles from './records.css.ts';

interface ContainerLine {
  containerType: string;
  quantity: number;
}

/** A record's container lines as a cell shows them: "40HQ × 2, 20GP × 1". */
export const containersText = (lines: readonly ContainerLine[]): string =>
  lines.map((line) => `${line.containerType} × ${line.quantity}`).join(', ');

/** The same lines in a CSV cell, plain characters only: "40HQ x 2 20GP x 1". */
const containersCsv = (lines: readonly ContainerLine[]): string =>
  lines.map((line) => `${line.containerType} x ${line.quantity}`).join(' ');

/** A cell's first line, and the quieter ones under it (the empty ones left out). */
export function CellLines({
  head,
  lines,
  children,
}: {
  head: ReactNode;
  lines: readonly (string | null)[];
  /** A last line that is markup (a <time>, say) rather than text. */
  children?: ReactNode;
}) {
  return (
    <span className={styles.cellLines}>
      {head}
      {lines.map(
        (line) =>
          line && (
            <span key={line} className={styles.muted}>
              {line}
            </span>
          ),
      )}
      {children && <span className={styles.muted}>{children}</span>}
    </span>
  );
}

type WithContainers = { containers: readonly ContainerLine[] };
/** The ports' codes, and their names where the answer carries them ("上海 (CNSHA) → 鹿特丹 (NLRTM)"). */
type WithPorts = { pol: string; pod: string; polPlace?: PlaceLike; podPlace?: PlaceLike };

export function useRecordColumns() {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const when = (at: string) => instantText(at, i18n.locale);
  // The container types and their quantities, not the tracking pages' container numbers.
  const containersHeader = t({ message: 'Containers', context: 'types and quantities' });
  return {
    /** An instant as the lists show it, in the user's time zone. */
    when,
    /** "Created <when>". */
    createdLine: (at: string) => {
      const created = when(at);
      return t`Created ${created}`;
    },
    /** "No.": the record's number, "#12", over the times of its life. */
    number: <Row,>(idOf: (row: Row) => number, lines: (row: Row) => readonly (string | null)[]) =>
      ({
        header: t`No.`,
        cell: (row) => <CellLines head={<strong>#{idOf(row)}</strong>} lines={lines(row)} />,
      }) satisfies RecordColumn<Row>,
    route: {
      header: t`Route`,
      cell: (row: WithPorts) =>
        laneLabel({ pol: row.polPlace ?? { code: row.pol }, pod: row.podPlace ?? { code: row.pod } }, en),
    },
    /** The cargo, and a note under it (remarks, special requirements, the HS code and weight). */
    cargo: <Row,>(cargoOf: (row: Row) => string, noteOf: (row: Row) => string | null) =>
      ({
        header: t`Cargo`,
        cell: (row) => <CellLines head={<span>{cargoOf(row)}</span>} lines={[noteOf(row)]} />,
      }) satisfies RecordColumn<Row>,
    containers: { header: containersHeader, cell: (row: WithContainers) => containersText(row.containers) },
    csv: {
      ports: [
        { header: t`Port of loading`, value: (row) => row.pol },
        { header: t`Port of discharge`, value: (row) => row.pod },
      ] satisfies CsvColumn<WithPorts>[],
      containers: {
        header: containersHeader,
        value: (row) => containersCsv(row.containers),
      } satisfies CsvColumn<WithContainers>,
    },
  };
}
