import type { Insertable } from 'kysely';
import type { SessionRow, SessionsTable, UserRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';
import { turnBatch, turnWrites } from '../turn-batch.ts';
import { oneOf, setByKey } from './query-helpers.ts';

export type SessionWithUser = SessionRow &
  Pick<
    UserRow,
    | 'userType'
    | 'staffRoles'
    | 'certificationStatus'
    | 'customerType'
    | 'active'
    | 'deactivatedAt'
    | 'lastLanguage'
  >;

interface LanguageOf {
  userId: number;
  language: UserRow['lastLanguage'];
}

interface SessionSeen {
  tokenHash: string;
  lastSeenAt: string;
}

const rememberLanguages = async (db: Database, asked: readonly LanguageOf[]): Promise<undefined[]> => {
  await setByKey(
    db,
    'users',
    { key: 'id', value: 'lastLanguage' },
    { key: 'integer', value: 'text' },
    new Map(asked.map(({ userId, language }) => [userId, language])),
  );
  return asked.map(() => undefined);
};

const touchSessions = async (db: Database, seen: readonly SessionSeen[]): Promise<undefined[]> => {
  await setByKey(
    db,
    'sessions',
    { key: 'tokenHash', value: 'lastSeenAt' },
    { key: 'text', value: 'text' },
    new Map(seen.map(({ tokenHash, lastSeenAt }) => [tokenHash, lastSeenAt])),
  );
  return seen.map(() => undefined);
};

export const createSessionRepository = (db: Database) => ({
  /**
   * The session, its start as the user's last sign-in (the staff's customer list shows it) and the
   * language signed in with as the account's last used one.
   */
  insert: async (session: Insertable<SessionsTable>, language: UserRow['lastLanguage']): Promise<void> => {
    await db.insertInto('sessions').values(session).execute();
    await db
      .updateTable('users')
      .set({ lastLoginAt: session.createdAt, lastLanguage: language })
      .where('id', '=', session.userId)
      .execute();
  },

  /**
   * The session of a key's hash with its user, or undefined. Every signed-in request reads it first:
   * the reads of one turn go in one statement (turn-batch.ts).
   */
  findWithUser: turnBatch(
    async (tokenHashes: readonly string[]): Promise<ReadonlyMap<string, SessionWithUser>> =>
      new Map(
        (
          await db
            .selectFrom('sessions')
            .innerJoin('users', 'users.id', 'sessions.userId')
            .selectAll('sessions')
            .select([
              'users.userType',
              'users.staffRoles',
              'users.certificationStatus',
              'users.customerType',
              'users.active',
              'users.deactivatedAt',
              'users.lastLanguage',
            ])
            .where(oneOf(db, 'sessions.tokenHash', tokenHashes))
            .execute()
        ).map((session) => [session.tokenHash, session]),
      ),
  ),

  /**
   * A signed-in request in another language than the account's last: it becomes the last. Those of
   * a turn by one UPDATE (turnWrites); the same account twice in a turn keeps the later language.
   */
  rememberLanguage: turnWrites((asked: readonly LanguageOf[]) => rememberLanguages(db, asked)),

  /** A session seen again (its idle timeout starts anew): those of a turn by one UPDATE (turnWrites). */
  touch: turnWrites((seen: readonly SessionSeen[]) => touchSessions(db, seen)),

  delete: async (tokenHash: string): Promise<boolean> => {
    const result = await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Keeps the user's `keep` newest sessions (by creation) and deletes the older ones. */
  deleteAllButNewest: async (userId: number, keep: number): Promise<void> => {
    await db
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where(
        'tokenHash',
        'not in',
        db
          .selectFrom('sessions')
          .select('tokenHash')
          .where('userId', '=', userId)
          .orderBy('createdAt', 'desc')
          .orderBy('tokenHash')
          .limit(keep),
      )
      .execute();
  },

  /** A user's sessions, newest first (the profile's sessions list). */
  listByUser: (userId: number): Promise<SessionRow[]> =>
    db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('tokenHash')
      .execute(),

  /** Ends every session of the user but one (a password change keeps the browser that made it). */
  deleteByUserExcept: async (userId: number, keepTokenHash: string): Promise<void> => {
    await db
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('tokenHash', '!=', keepTokenHash)
      .execute();
  },

  deleteByUser: async (userId: number): Promise<void> => {
    await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
