/** Users, sessions, mail tokens, QR-login tickets, rate-limit counters and the company directory. */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // SQLite numbers an INTEGER PRIMARY KEY itself; PostgreSQL needs an identity column.
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('companies.company_id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name_cn', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('name_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company_name_id', 'integer')
    .addColumn('company_position', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('certification_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('qq', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('head_pic', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('certification_status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('certification_reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('certification_submitted_at', 'text')
    .addColumn('customer_type', 'integer')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('users_company_email_unique', ['company_id', 'email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('mail_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_tokens_user_idx')
    .on('mail_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('qr_tickets')
    .addColumn('poll_hash', 'text', (col) => col.primaryKey())
    .addColumn('scan_hash', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('scanned_at', 'text')
    .addColumn('confirmed_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('qr_tickets_expires_idx').on('qr_tickets').column('expires_at').execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'subject', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();

  await db.schema
    .createTable('company_directory')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name_cn', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'company_directory',
    'rate_limit_counters',
    'qr_tickets',
    'mail_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
