/** What several repositories share: paging, LIKE escaping, and which dialect runs the query. */
import { PostgresAdapter } from 'kysely';
import type { Database } from '../schema.ts';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export const offsetOf = ({ pageNo, pageSize }: PageQuery): number => (pageNo - 1) * pageSize;

/** The text with LIKE's wildcards and its escape character escaped (backslash, as both dialects default). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const isPostgres = (db: Database): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
