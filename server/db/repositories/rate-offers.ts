/**
 * The rates search's rows of rate cards (migration 0040): a card's revision times each sailing it
 * applies to, written by one INSERT … SELECT (a join of the revisions and `sailing_routes`), so a
 * version of 100 000 cards is one statement, not a row each.
 *
 * A card applies to a sailing of its carrier between its ports whose ETD date (the port of
 * loading's calendar) falls within its validity (domain/freight/rate-card.ts `appliesOn`); a card
 * that names a service only to that service's sailings; a card that names a via port only to the
 * transshipped sailings whose legs call there (docs/decisions.md).
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Route keys per statement: well under both databases' bound parameters. */
const KEYS_PER_STATEMENT = 500;

/** Which revisions and sailings to pair: a new version's, or the versions in force with new sailings. */
export type OfferScope = { versionId: number } | { routeKeys: readonly string[] };

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
  'current',
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
      sql<number>`1`.as('current'),
    ]);
  const result = await db
    .insertInto('rates')
    .columns([...COLUMNS])
    .expression(pairs)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

/**
 * Writes the rows of `scope`'s pairs and answers how many. A new version's revisions meet every
 * sailing; new or changed sailings meet the revisions of the versions in force, each pair once.
 */
export const indexOffers = async (db: Database, scope: OfferScope): Promise<number> => {
  if ('versionId' in scope)
    return insertOffers(db, (conditions) => [
      ...conditions,
      sql<SqlBool>`${sql.ref('revision.versionId')} = ${scope.versionId}`,
    ]);
  let written = 0;
  for (let start = 0; start < scope.routeKeys.length; start += KEYS_PER_STATEMENT) {
    const keys = scope.routeKeys.slice(start, start + KEYS_PER_STATEMENT);
    written += await insertOffers(db, (conditions) => [
      ...conditions,
      sql<SqlBool>`${sql.ref('route.routeKey')} in (${sql.join(keys)})`,
      // The version in force: the latest of its tenant and carrier.
      sql<SqlBool>`${sql.ref('version.number')} = (select max(latest.number) from rate_versions latest where latest.company_id = ${sql.ref('version.companyId')} and latest.carrier_scac = ${sql.ref('version.carrierScac')})`,
      sql<SqlBool>`not exists (select 1 from rates offered where offered.revision_id = ${sql.ref('revision.id')} and offered.route_id = ${sql.ref('route.id')})`,
    ]);
  }
  return written;
};
