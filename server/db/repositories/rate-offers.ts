/**
 * The rates search's rows of rate cards (migration 0040): a card's revision times each sailing it
 * applies to, written by INSERT … SELECT (a join of the revisions and `sailing_routes`), a range of
 * revisions at a time, not a row each.
 *
 * A card applies to a sailing of its carrier between its ports whose ETD date (the port of
 * A row is in force while its version is its tenant and carrier's latest numbered one
 * (`offerInForce`): a staged version's rows are written before it has a number, in statements of
 * a bounded number of revisions each, so no statement holds the connection for long and publishing
 * it is numbering one row (docs/decisions.md "Rate sheets").
 *
 * A card applies to a sailing of its carrier between its ports whose ETD date (the port of
 * loading's calendar) falls within its validity (domain/freight/rate-card.ts `appliesOn`); a card
 * that names a service only to that service's sailings; a card that names a via port only to the
 * transshipped sailings whose legs call there (docs/decisions.md).
 */
import { setImmediate } from 'node:timers/promises';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Route keys per statement: well under both databases' bound parameters. */
const KEYS_PER_STATEMENT = 500;

/** Revisions per statement: a few milliseconds of SQLite's one connection each. */
const REVISIONS_PER_STATEMENT = 1000;

/** Which revisions and sailings to pair: a new version's, or the versions in force with new sailings. */
export type OfferScope = { versionId: number } | { routeKeys: readonly string[] };

/** The tenant's versions in force: each carrier's latest numbered one (a staged one has no number). */
const versionsInForce = (companyId: number | Expression<number>) =>
  sql`select v.id from rate_versions v where v.company_id = ${companyId} and v.number = (select max(latest.number) from rate_versions latest where latest.company_id = v.company_id and latest.carrier_scac = v.carrier_scac)`;

/**
 * Whether a `rates` row is offered: a generated demo row always, a card's while its version is in
 * force. Name the tenant where the query has one (its versions are read once); by default the row's.
 */
export const offerInForce = (
  companyId: number | Expression<number> = sql.ref<number>('rates.companyId'),
): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref('rates.versionId')} is null or ${sql.ref('rates.versionId')} in (${versionsInForce(companyId)}))`;

/** `offerInForce` as 1 or 0 on both databases, for a row read alone. */
export const offerInForceFlag = (companyId?: number | Expression<number>): RawBuilder<number> =>
  sql<number>`case when ${offerInForce(companyId)} then 1 else 0 end`;

const COLUMNS = [
  'routeId',
  'pol',
  'pod',
  'carrierScac',
  'containerType',
  'etdDate',
  'etd',
  'eta',
  'transitDays',
  'transshipments',
  'validFrom',
  'validTo',
  'currency',
  'surcharges',
  'oceanFreight',
  'allIn',
  'routeCode',
  'serviceCode',
  'vesselName',
  'voyageNumber',
  'isSpot',
  'companyId',
  'rateCardId',
  'revisionId',
  'versionId',
] as const;

/** Inserts the pairs that meet the applying rules and the scope's own conditions (`scoped`). */
const insertOffers = async (
  db: Database,
  scoped: (conditions: Expression<SqlBool>[]) => Expression<SqlBool>[],
) => {
  const pairs = db
    .selectFrom('rateCardRevisions as revision')
    .innerJoin('rateCards as card', 'card.id', 'revision.rateCardId')
    .innerJoin('rateVersions as version', 'version.id', 'revision.versionId')
    .innerJoin('sailingRoutes as route', (join) =>
      join
        .onRef('route.carrierScac', '=', 'card.carrierScac')
        .onRef('route.pol', '=', 'card.pol')
        .onRef('route.pod', '=', 'card.pod')
        .onRef('route.etdDate', '>=', 'revision.validFrom')
        .onRef('route.etdDate', '<=', 'revision.validTo'),
    )
    .where((eb) =>
      eb.and(
        scoped([
          eb.or([
            eb('card.serviceCode', 'is', null),
            eb('route.serviceCode', '=', eb.ref('card.serviceCode')),
          ]),
          eb.or([
            eb('card.via', 'is', null),
            eb.and([
              eb('route.transshipments', '>', 0),
              // The legs are DCSA Leg JSON as written by JSON.stringify: a call there names the code.
              sql<SqlBool>`${sql.ref('route.legs')} like ${sql.lit('%"UNLocationCode":"')} || ${sql.ref('card.via')} || ${sql.lit('"%')}`,
            ]),
          ]),
        ]),
      ),
    )
    .select([
      'route.id as routeId',
      'route.pol',
      'route.pod',
      'route.carrierScac',
      'card.containerType',
      'route.etdDate',
      'route.etd',
      'route.eta',
      'route.transitDays',
      'route.transshipments',
      'revision.validFrom',
      'revision.validTo',
      'revision.currency',
      'revision.surcharges',
      'revision.oceanFreight',
      'revision.allIn',
      'route.serviceCode as routeCode',
      'route.serviceCode',
      'route.vesselName',
      'route.voyageNumber',
      sql<number>`0`.as('isSpot'),
      'card.companyId',
      'card.id as rateCardId',
      'revision.id as revisionId',
      'revision.versionId',
    ]);
  const result = await db
    .insertInto('rates')
    .columns([...COLUMNS])
    .expression(pairs)
    // A pair a schedule import and a staging both reach is written once (rates_revision_idx).
    .onConflict((conflict) => conflict.columns(['revisionId', 'routeId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

/**
 * Writes the rows of `scope`'s pairs and answers how many. A new version's revisions meet every
 * sailing, a range of revision ids per statement; new or changed sailings meet the revisions of
 * the versions in force and of those being staged; each pair once.
 */
export const indexOffers = async (db: Database, scope: OfferScope): Promise<number> => {
  let written = 0;
  if ('versionId' in scope) {
    const { first, last } = await db
      .selectFrom('rateCardRevisions')
      .where('versionId', '=', scope.versionId)
      .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
      .executeTakeFirstOrThrow();
    if (first === null || last === null) return 0;
    for (let start = Number(first); start <= Number(last); start += REVISIONS_PER_STATEMENT) {
      // Requests waiting on the one SQLite connection go first (better-sqlite3 answers at once).
      await setImmediate();
      written += await insertOffers(db, (conditions) => [
        ...conditions,
        sql<SqlBool>`${sql.ref('revision.id')} between ${start} and ${start + REVISIONS_PER_STATEMENT - 1}`,
        sql<SqlBool>`${sql.ref('revision.versionId')} = ${scope.versionId}`,
      ]);
    }
    return written;
  }
  for (let start = 0; start < scope.routeKeys.length; start += KEYS_PER_STATEMENT) {
    const keys = scope.routeKeys.slice(start, start + KEYS_PER_STATEMENT);
    written += await insertOffers(db, (conditions) => [
      ...conditions,
      sql<SqlBool>`${sql.ref('route.routeKey')} in (${sql.join(keys)})`,
      // The version in force (the latest of its tenant and carrier), or one being staged.
      sql<SqlBool>`(${sql.ref('version.number')} is null or ${sql.ref('version.number')} = (select max(latest.number) from rate_versions latest where latest.company_id = ${sql.ref('version.companyId')} and latest.carrier_scac = ${sql.ref('version.carrierScac')}))`,
    ]);
  }
  return written;
};
