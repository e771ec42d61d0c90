/** Freight data: places, carriers, services, vessels, voyages, sailings, rates, space, tracking, customs documents, quotations, network. */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

type Column = [
  string,
  'text' | 'integer' | 'double precision',
  (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
];
const text = (name: string): Column => [name, 'text', (col) => col.notNull().defaultTo('')];
const nullableText = (name: string): Column => [name, 'text', (col) => col];
const integer = (name: string): Column => [name, 'integer', (col) => col.notNull().defaultTo(0)];
const real = (name: string): Column => [name, 'double precision', (col) => col.notNull().defaultTo(0)];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const table = async (db: Kysely<unknown>, name: string, columns: Column[], primaryKey?: string[]) => {
  let builder = db.schema.createTable(name);
  for (const column of columns) builder = builder.addColumn(...column);
  if (primaryKey !== undefined) builder = builder.addPrimaryKeyConstraint(`${name}_pk`, primaryKey as never);
  await builder.execute();
};

const index = async (db: Kysely<unknown>, name: string, on: string, columns: string[], unique = false) => {
  let builder = db.schema.createIndex(name).on(on).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const pg = isPostgres(db);
  const identity: Column = [
    'id',
    'integer',
    (col) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey()),
  ];
  const id: Column = ['id', 'integer', (col) => col.primaryKey()];

  await table(db, 'places', [
    ['code', 'text', (col) => col.primaryKey()],
    text('name_en'),
    text('name_cn'),
    text('country'),
    text('kind'),
    text('time_zone'),
    real('lat'),
    real('lon'),
  ]);
  await table(db, 'carriers', [
    ['scac', 'text', (col) => col.primaryKey()],
    text('name_en'),
    text('name_cn'),
    integer('schedules'),
    integer('spot'),
  ]);
  await table(db, 'services', [
    ['id', 'text', (col) => col.primaryKey()],
    text('carrier_scac'),
    text('code'),
    text('name_en'),
    text('name_cn'),
    text('trade_lane'),
  ]);
  await table(db, 'vessels', [
    ['imo', 'text', (col) => col.primaryKey()],
    text('name'),
    text('flag'),
    text('call_sign'),
    text('operator_scac'),
    integer('teu'),
  ]);
  await index(db, 'vessels_name_idx', 'vessels', ['name']);
  await table(db, 'voyages', [
    id,
    text('service_id'),
    text('vessel_imo'),
    text('voyage_number'),
    text('return_voyage_number'),
  ]);
  await index(db, 'voyages_vessel_idx', 'voyages', ['vessel_imo']);
  await table(db, 'port_calls', [
    id,
    integer('voyage_id'),
    integer('sequence'),
    text('place_code'),
    text('voyage_number'),
    text('planned_arrival'),
    text('planned_departure'),
    nullableText('estimated_arrival'),
    nullableText('estimated_departure'),
    nullableText('actual_arrival'),
    nullableText('actual_departure'),
    nullableText('status_code'),
  ]);
  await index(db, 'port_calls_voyage_idx', 'port_calls', ['voyage_id', 'sequence']);
  await index(db, 'port_calls_place_idx', 'port_calls', ['place_code', 'planned_departure']);

  await table(db, 'sailing_routes', [
    identity,
    text('route_key'),
    text('pol'),
    text('pod'),
    text('carrier_scac'),
    text('service_code'),
    text('service_name'),
    text('vessel_imo'),
    text('vessel_name'),
    text('voyage_number'),
    text('etd'),
    text('eta'),
    text('etd_date'),
    integer('etd_weekday'),
    integer('transit_days'),
    integer('transshipments'),
    text('legs'),
    text('cut_offs'),
    text('source'),
  ]);
  await index(db, 'sailing_routes_key_idx', 'sailing_routes', ['route_key'], true);
  await index(db, 'sailing_routes_lane_idx', 'sailing_routes', ['pol', 'pod', 'etd_date']);
  await index(db, 'sailing_routes_vessel_idx', 'sailing_routes', ['vessel_imo', 'etd']);

  await table(db, 'rates', [
    id,
    integer('route_id'),
    text('pol'),
    text('pod'),
    text('carrier_scac'),
    text('container_type'),
    text('etd_date'),
    text('etd'),
    text('eta'),
    integer('transit_days'),
    integer('transshipments'),
    text('valid_from'),
    text('valid_to'),
    text('currency'),
    text('surcharges'),
    real('ocean_freight'),
    real('all_in'),
    text('route_code'),
    text('service_code'),
    text('vessel_name'),
    text('voyage_number'),
    integer('is_spot'),
  ]);
  await index(db, 'rates_lane_idx', 'rates', ['pol', 'pod', 'etd_date']);
  await index(db, 'rates_lane_type_idx', 'rates', ['pol', 'pod', 'container_type', 'etd_date']);

  await table(db, 'space_sailings', [
    id,
    integer('route_id'),
    text('pol'),
    text('pod'),
    text('carrier_scac'),
    text('service_code'),
    text('vessel_name'),
    text('voyage_number'),
    text('etd'),
    text('eta'),
    text('etd_date'),
    integer('etd_weekday'),
    integer('transit_days'),
    text('route_code'),
    text('kind'),
    integer('stopped'),
    text('cut_off'),
    text('currency'),
  ]);
  await index(db, 'space_sailings_lane_idx', 'space_sailings', ['pol', 'pod', 'etd_date']);
  await index(db, 'space_sailings_kind_idx', 'space_sailings', ['kind', 'etd_date']);
  await table(
    db,
    'space_inventory',
    [integer('sailing_id'), text('container_type'), integer('capacity'), integer('remaining'), real('price')],
    ['sailing_id', 'container_type'],
  );

  await table(db, 'shipments', [
    id,
    text('booking_number'),
    text('bl_number'),
    text('carrier_scac'),
    text('pol'),
    text('pod'),
    text('vessel_name'),
    text('vessel_imo'),
    text('voyage_number'),
    text('etd'),
    text('eta'),
    ['route_id', 'integer', (col) => col],
  ]);
  await index(db, 'shipments_booking_idx', 'shipments', ['booking_number'], true);
  await index(db, 'shipments_bl_idx', 'shipments', ['bl_number'], true);
  await table(
    db,
    'shipment_containers',
    [
      text('container_number'),
      integer('shipment_id'),
      text('container_type'),
      text('iso_equipment_code'),
      text('seal_number'),
    ],
    ['container_number', 'shipment_id'],
  );
  await index(db, 'shipment_containers_shipment_idx', 'shipment_containers', ['shipment_id']);

  await table(db, 'tracking_events', [
    ['event_id', 'text', (col) => col.primaryKey()],
    text('event_type'),
    text('event_classifier_code'),
    text('type_code'),
    text('event_date_time'),
    text('event_created_date_time'),
    ...[
      'un_location_code',
      'facility_type_code',
      'mode_of_transport',
      'vessel_imo',
      'vessel_name',
      'voyage_number',
      'service_code',
      'transport_call_id',
      'equipment_reference',
      'iso_equipment_code',
      'empty_indicator_code',
      'document_type_code',
      'document_id',
      'booking_reference',
      'transport_document_reference',
    ].map(nullableText),
    text('source'),
  ]);
  await index(db, 'tracking_events_equipment_idx', 'tracking_events', ['equipment_reference']);
  await index(db, 'tracking_events_booking_idx', 'tracking_events', ['booking_reference']);
  await index(db, 'tracking_events_document_idx', 'tracking_events', ['transport_document_reference']);

  await table(db, 'customs_documents', [
    id,
    text('customer_no'),
    text('entry_no'),
    text('bl_number'),
    text('vessel_name'),
    text('voyage_number'),
    text('declare_port'),
    text('trade_mode'),
    text('goods_name_cn'),
    text('goods_name_en'),
    integer('packages'),
    real('gross_weight_kg'),
    text('status'),
    text('declared_at'),
  ]);
  // Right-fuzzy search is `customer_no LIKE 'x%'`: PostgreSQL uses a btree for it only with
  // text_pattern_ops (its default collation is not byte order); SQLite with GLOB on a BINARY column.
  if (pg) {
    await sql`create index customs_documents_customer_idx on customs_documents (customer_no text_pattern_ops, id)`.execute(
      db,
    );
  } else {
    await index(db, 'customs_documents_customer_idx', 'customs_documents', ['customer_no', 'id']);
  }
  await index(db, 'customs_documents_entry_idx', 'customs_documents', ['entry_no'], true);

  await table(db, 'quotations', [
    ['id', 'text', (col) => col.primaryKey()],
    text('quotation_no'),
    integer('user_id'),
    integer('company_id'),
    integer('rate_id'),
    text('snapshot'),
    text('lines'),
    real('total'),
    text('currency'),
    text('remark'),
    text('valid_to'),
    text('created_at'),
  ]);
  await index(db, 'quotations_user_idx', 'quotations', ['user_id', 'created_at']);
  await index(db, 'quotations_no_idx', 'quotations', ['quotation_no'], true);

  await table(db, 'network_links', [
    identity,
    text('from_code'),
    text('to_code'),
    text('mode'),
    real('days'),
    real('cost'),
    real('distance_km'),
    text('operator'),
  ]);
  await index(db, 'network_links_from_idx', 'network_links', ['from_code', 'mode']);
  await index(db, 'network_links_to_idx', 'network_links', ['to_code', 'mode']);

  await table(db, 'freight_meta', [['key', 'text', (col) => col.primaryKey()], text('value')]);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const name of [
    'freight_meta',
    'network_links',
    'quotations',
    'customs_documents',
    'tracking_events',
    'shipment_containers',
    'shipments',
    'space_inventory',
    'space_sailings',
    'rates',
    'sailing_routes',
    'port_calls',
    'voyages',
    'vessels',
    'services',
    'carriers',
    'places',
  ]) {
    await db.schema.dropTable(name).execute();
  }
};
