/** The mail queue: account mails are queued in the request and delivered after the answer. */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('mail_queue_due_idx')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('mail_queue').execute();
};
