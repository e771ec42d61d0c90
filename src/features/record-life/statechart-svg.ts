/**
 * The generated diagrams of docs/statecharts (`npm run statecharts`), each bundled as text in a
 * lazily loaded chunk of its own: the console loads one when a page shows it, and marks a record's
 * path on it (docs/decisions.md: the diagrams travel with the console's chunks, not the API).
 */
const DIAGRAMS = import.meta.glob<string>('../../../docs/statecharts/*.svg', {
  query: '?raw',
  import: 'default',
});

/** The SVG text of a machine's diagram; null when no diagram has that name. */
export const loadStatechart = (machine: string): Promise<string> | null =>
  DIAGRAMS[`../../../docs/statecharts/${machine}.svg`]?.() ?? null;
