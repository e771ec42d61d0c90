import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TrailKind } from '../../../domain/records/record-history.ts';
import type { RecordColumn } from '../workspace/record-list.tsx';
import { KIND_WORDS, RECORD_PAGE } from './record-life-words.ts';

/** The link to one record's life on its statechart (the console's record page). */
export function RecordLifeLink({ kind, id }: { kind: TrailKind; id: number }) {
  const { t, i18n } = useLingui();
  const name = i18n._(KIND_WORDS[kind].name);
  return (
    <Link to={RECORD_PAGE} search={{ kind, id }} aria-label={t`Life of ${name} ${id}`}>
      {t`Life`}
    </Link>
  );
}

/** A staff queue's column of links to each row's life. */
export const useLifeColumn = <Row,>(kind: TrailKind, idOf: (row: Row) => number): RecordColumn<Row> => {
  const { t } = useLingui();
  return { header: t`Life`, cell: (row) => <RecordLifeLink kind={kind} id={idOf(row)} /> };
};
