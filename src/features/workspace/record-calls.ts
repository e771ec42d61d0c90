/**
 * The calls every kind of record makes (spec §7): the owner's list, the staff queue, one record by
 * its id (with its history), and a move of one record by its id (cancel, delete, approve, refuse,
 * advance) with the fields the event carries. A kind names its id field and its paths once; bodies
 * and answers are typed from the endpoint table through `fetchData`, and a failure rejects with
 * ApiFailure carrying the server's words.
 */
import { type DataPath, fetchData, type RequestOf } from '../../api/client.ts';

/** The body of a path without the record's id field: `[]` when nothing else is required. */
type FieldsOf<TPath extends DataPath, TId extends string> =
  Record<string, never> extends Omit<RequestOf<TPath>, TId>
    ? [fields?: Omit<RequestOf<TPath>, TId>]
    : [fields: Omit<RequestOf<TPath>, TId>];

export const recordCalls = <
  TId extends string,
  TMine extends DataPath,
  TQueue extends DataPath,
  TGet extends DataPath,
>(
  id: TId,
  paths: { mine: TMine; queue: TQueue; get: TGet },
) => {
  const byId = <TPath extends DataPath>(path: TPath, recordId: number, fields = {}, signal?: AbortSignal) =>
    // The id field is the one every path of the kind names its record by.
    fetchData(path, { ...fields, [id]: recordId } as RequestOf<TPath>, signal);
  return {
    listMine: (query: RequestOf<TMine>, signal?: AbortSignal) => fetchData(paths.mine, query, signal),
    /** Staff: the records of their company. */
    listQueue: (query: RequestOf<TQueue>, signal?: AbortSignal) => fetchData(paths.queue, query, signal),
    get: (recordId: number, signal?: AbortSignal) => byId(paths.get, recordId, {}, signal),
    move: <TPath extends DataPath>(path: TPath, recordId: number, ...[fields]: FieldsOf<TPath, TId>) =>
      byId(path, recordId, fields),
  };
};
