import type { ReactNode } from 'react';
import * as styles from './table.css.ts';

interface DataTableProps {
  /** The table's accessible name, also the name of its scrolling region. */
  label: string;
  /** Another page of rows is loading. */
  busy?: boolean;
  compact?: boolean;
  children: ReactNode;
}

/**
 * A table in a box that scrolls sideways when the table is wider than the screen, so that a phone
 * keeps the page's width; the box takes the keyboard focus, so that it scrolls without a mouse.
 */
export function DataTable({ label, busy, compact = false, children }: DataTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroll} aria-label={label} tabIndex={0}>
      <table className={compact ? styles.compact : styles.table} aria-label={label} aria-busy={busy}>
        {children}
      </table>
    </section>
  );
}

/** A column's name, right-aligned when its values are numbers; `false` leaves the column out. */
export type Column = string | { label: string; numeric: true } | false;

/** The header row of a table from its columns' names. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          if (column === false) return null;
          const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
          return (
            <th key={label} scope="col" className={numeric ? `${styles.th} ${styles.numeric}` : styles.th}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A cell of numbers or amounts, right-aligned on one line. */
export function NumberCell({ children }: { children: ReactNode }) {
  return <td className={`${styles.td} ${styles.numeric}`}>{children}</td>;
}
