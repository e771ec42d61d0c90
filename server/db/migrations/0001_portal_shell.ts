/** Tenant branding, menus, contact, titles, page content, media and persona events (spec §1 and §2). */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** SQLite has no bytea and PostgreSQL no blob; everything else below is common to both. */
const binaryType = (db: Kysely<unknown>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

/** Optional text is stored as '' rather than null so that every reader gets a string. */
const text = (name: string): [string, 'text', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] => [
  name,
  'text',
  (col) => col.notNull().defaultTo(''),
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('companies')
    .addColumn('company_id', 'integer', (col) => col.primaryKey())
    .addColumn(...text('web_home_bg_img'))
    .addColumn(...text('qr_code_pic_url'))
    .addColumn(...text('web_out_logo'))
    .addColumn(...text('web_in_logo'))
    .addColumn(...text('web_ex_pro_pic'))
    .addColumn(...text('wx_pub_qr_code_pic'))
    .addColumn('web_theme_color', 'text', (col) => col.notNull().defaultTo('#409eff'))
    .addColumn(...text('link_ch_name'))
    .addColumn(...text('link_en_name'))
    .addColumn(...text('link_address'))
    .addColumn(...text('web_login_pic'))
    .addColumn('company_name_scn', 'text', (col) => col.notNull())
    .addColumn(...text('company_name_sen'))
    .addColumn('web_pub_fcl_flag', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn(...text('web_site_register_no'))
    .addColumn('booking_space_flag', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn(...text('mobile_domain_name'))
    .addColumn(...text('client_domain_name'))
    .addColumn('container_fcl_show', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('program_jurisdiction_flag', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('spot_flag', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('menu_items')
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('companies.company_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('s_name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_items_pk', ['company_id', 'position'])
    .execute();

  await db.schema
    .createTable('menu_children')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('item_position', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('label_en', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn(...text('path_en'))
    .addColumn('open_new_window', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('menu_children_pk', ['company_id', 'item_position', 'position'])
    .addForeignKeyConstraint(
      'menu_children_item_fk',
      ['company_id', 'item_position'],
      'menu_items',
      ['company_id', 'position'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('customer_service_contacts')
    .addColumn('company_id', 'integer', (col) =>
      col.primaryKey().references('companies.company_id').onDelete('cascade'),
    )
    .addColumn(...text('name_cn'))
    .addColumn(...text('name_en'))
    .addColumn(...text('company_name'))
    .addColumn(...text('company_name_en'))
    .addColumn(...text('head_pic'))
    .addColumn(...text('mobile'))
    .addColumn(...text('qq'))
    .addColumn(...text('email'))
    .execute();

  await db.schema
    .createTable('title_settings')
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('companies.company_id').onDelete('cascade'),
    )
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn(...text('banner_title_cn'))
    .addColumn(...text('banner_title_en'))
    .addColumn(...text('banner_subtitle_cn'))
    .addColumn(...text('banner_subtitle_en'))
    .addColumn(...text('inner_title_cn'))
    .addColumn(...text('inner_title_en'))
    .addColumn(...text('inner_subtitle_cn'))
    .addColumn(...text('inner_subtitle_en'))
    .addPrimaryKeyConstraint('title_settings_pk', ['company_id', 'section'])
    .execute();

  await db.schema
    .createTable('content_blocks')
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('companies.company_id').onDelete('cascade'),
    )
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn(...text('heading_cn'))
    .addColumn(...text('heading_en'))
    .addColumn(...text('body_cn'))
    .addColumn(...text('body_en'))
    .addPrimaryKeyConstraint('content_blocks_pk', ['company_id', 'page', 'position'])
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', binaryType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('persona_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('companies.company_id').onDelete('cascade'),
    )
    .addColumn('personas_type', 'integer', (col) => col.notNull())
    .addColumn('personas_page', 'text', (col) => col.notNull())
    .addColumn('keyword', 'text', (col) => col.notNull())
    .addColumn(...text('sys_source'))
    .addColumn('session_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createIndex('persona_events_company_created_idx')
    .on('persona_events')
    .columns(['company_id', 'created_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'persona_events',
    'media',
    'content_blocks',
    'title_settings',
    'customer_service_contacts',
    'menu_children',
    'menu_items',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
