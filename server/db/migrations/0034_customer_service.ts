/**
 * Customer service's hold on each customer (spec §6): a tenant may have several customer-service
 * contacts (each now with its own id; the lowest is the tenant's default), a customer may be
 * assigned one (`users.service_contact_id`, null: the default) and may have an allowance of their
 * own (`users.space_allowance`, null: SPACE_ALLOWANCE_PER_SAILING). The space allowance is held
 * per customer account instead of per tenant; what each customer holds today is recounted from
 * the orders that still hold space (domain/booking/space-order-lifecycle.ts `holdsSpace`).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;
const CONTACT_TEXT = [
  'name_cn',
  'name_en',
  'company_name',
  'company_name_en',
  'head_pic',
  'mobile',
  'qq',
  'email',
] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  let contacts = db.schema
    .createTable('customer_service_contacts_0034')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('companies.company_id').onDelete('cascade'),
    );
  for (const column of CONTACT_TEXT)
    contacts = contacts.addColumn(column, 'text', (col) => col.notNull().defaultTo(''));
  await contacts.execute();
  const columns = sql.join(['company_id', ...CONTACT_TEXT].map((column) => sql.ref(column)));
  await sql`insert into customer_service_contacts_0034 (${columns}) select ${columns} from customer_service_contacts order by company_id`.execute(
    db,
  );
  await db.schema.dropTable('customer_service_contacts').execute();
  await db.schema
    .alterTable('customer_service_contacts_0034')
    .renameTo('customer_service_contacts')
    .execute();
  await db.schema
    .createIndex('customer_service_contacts_company_idx')
    .on('customer_service_contacts')
    .columns(['company_id', 'id'])
    .execute();

  await db.schema.alterTable('users').addColumn('service_contact_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('space_allowance', 'integer').execute();

  await db.schema
    .createTable('customer_space_allowances')
    .addColumn('sailing_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('container_type', 'text', (col) => col.notNull())
    .addColumn('held', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('customer_space_allowances_pk', ['sailing_id', 'user_id', 'container_type'])
    .execute();
  await sql`insert into customer_space_allowances (sailing_id, user_id, container_type, held)
    select o.sailing_id, o.user_id, l.container_type, sum(l.quantity)
    from space_orders o join space_order_lines l on l.order_id = o.id
    where o.status not in ('cancelled', 'refused')
    group by o.sailing_id, o.user_id, l.container_type`.execute(db);
  await db.schema.dropTable('space_allowances').execute();
  await db.schema.alterTable('customer_space_allowances').renameTo('space_allowances').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('space_allowances').execute();
  await db.schema
    .createTable('space_allowances')
    .addColumn('sailing_id', 'integer', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('container_type', 'text', (col) => col.notNull())
    .addColumn('held', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('space_allowances_pk', ['sailing_id', 'company_id', 'container_type'])
    .execute();
  await sql`insert into space_allowances (sailing_id, company_id, container_type, held)
    select o.sailing_id, o.company_id, l.container_type, sum(l.quantity)
    from space_orders o join space_order_lines l on l.order_id = o.id
    where o.status not in ('cancelled', 'refused')
    group by o.sailing_id, o.company_id, l.container_type`.execute(db);
  await db.schema.alterTable('users').dropColumn('space_allowance').execute();
  await db.schema.alterTable('users').dropColumn('service_contact_id').execute();
};
