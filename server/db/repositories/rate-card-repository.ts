/**
 * Rate cards and their versions (migration 0040, domain/freight/rate-card.ts). A version is the
 * whole set of one carrier's cards; publishing writes a new one and never changes an older one,
 * so restoring is publishing an older version's cards again. Call `publish` inside a transaction
 * (`repos.transaction`): its rows and whatever the caller derives from them land together or not.
 */
import type { ContainerType } from '../../../domain/freight/codes.ts';
import {
  cardAllIn,
  type RateCardInput,
  type RateCardSurcharge,
  rateCardKey,
  sameRateCard,
} from '../../../domain/freight/rate-card.ts';
import type { RateVersionRow } from '../rate-cards-schema.ts';
import type { Database } from '../schema.ts';
import type { PageQuery } from './query-helpers.ts';
import { offsetOf } from './query-helpers.ts';
import { indexOffers } from './rate-offers.ts';

/** Rows per statement: well under SQLite's 32 766 and PostgreSQL's 65 535 bound parameters. */
const BATCH = 500;

const inBatches = <T>(items: readonly T[]): T[][] => {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) batches.push(items.slice(start, start + BATCH));
  return batches;
};

/** A card as one version holds it. */
export interface StoredRateCard {
  rateCardId: number;
  revisionId: number;
  card: RateCardInput;
}

export type RateVersionSource = 'sheet' | 'edit' | 'restore';

export interface PublishRateCards {
  companyId: number;
  carrierScac: string;
  source: RateVersionSource;
  fileName: string | null;
  restoredFrom: number | null;
  publishedBy: number;
  publishedAt: string;
  /** Every card of the carrier in the new version (a card left out is no longer offered). */
  cards: readonly RateCardInput[];
}

export const createRateCardRepository = (db: Database) => {
  const revisionRows = (versionId: number) =>
    db
      .selectFrom('rateCardRevisions as revision')
      .innerJoin('rateCards as card', 'card.id', 'revision.rateCardId')
      .where('revision.versionId', '=', versionId)
      .select([
        'revision.id as revisionId',
        'card.id as rateCardId',
        'card.carrierScac',
        'card.pol',
        'card.pod',
        'card.via',
        'card.serviceCode',
        'card.containerType',
        'revision.currency',
        'revision.oceanFreight',
        'revision.surcharges',
        'revision.validFrom',
        'revision.validTo',
        'revision.transitDays',
        'revision.remarks',
      ])
      .orderBy('card.id')
      .execute();

  const cardsOfVersion = async (versionId: number): Promise<StoredRateCard[]> =>
    (await revisionRows(versionId)).map((row) => ({
      rateCardId: row.rateCardId,
      revisionId: row.revisionId,
      card: {
        carrierScac: row.carrierScac,
        pol: row.pol,
        pod: row.pod,
        via: row.via,
        serviceCode: row.serviceCode,
        containerType: row.containerType as ContainerType,
        currency: row.currency,
        oceanFreight: Number(row.oceanFreight),
        surcharges: JSON.parse(row.surcharges) as RateCardSurcharge[],
        validFrom: row.validFrom,
        validTo: row.validTo,
        transitDays: row.transitDays,
        remarks: row.remarks,
      },
    }));

  const currentVersion = (companyId: number, carrierScac: string) =>
    db
      .selectFrom('rateVersions')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('carrierScac', '=', carrierScac)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    currentVersion,

    versionById: (companyId: number, versionId: number) =>
      db
        .selectFrom('rateVersions')
        .selectAll()
        .where('companyId', '=', companyId)
        .where('id', '=', versionId)
        .executeTakeFirst(),

    /** The cards of the carrier's version in force; none before its first publish. */
    currentCards: async (companyId: number, carrierScac: string): Promise<StoredRateCard[]> => {
      const version = await currentVersion(companyId, carrierScac);
      return version === undefined ? [] : cardsOfVersion(version.id);
    },

    cardsOfVersion,

    /** The carriers the tenant has published cards of, by SCAC. */
    carriersOf: async (companyId: number): Promise<string[]> =>
      (
        await db
          .selectFrom('rateVersions')
          .select('carrierScac')
          .distinct()
          .where('companyId', '=', companyId)
          .orderBy('carrierScac')
          .execute()
      ).map((row) => row.carrierScac),

    /** A card's identity, when it is the tenant's. */
    cardById: (companyId: number, rateCardId: number) =>
      db
        .selectFrom('rateCards')
        .selectAll()
        .where('companyId', '=', companyId)
        .where('id', '=', rateCardId)
        .executeTakeFirst(),

    /** A page of the tenant's versions, newest first, with who published each. */
    versions: async (companyId: number, query: PageQuery & { carrierScac?: string | undefined }) => {
      let base = db.selectFrom('rateVersions').where('rateVersions.companyId', '=', companyId);
      if (query.carrierScac !== undefined)
        base = base.where('rateVersions.carrierScac', '=', query.carrierScac);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('users', 'users.id', 'rateVersions.publishedBy')
          .selectAll('rateVersions')
          .select(['users.nameCn', 'users.nameEn', 'users.email'])
          .orderBy('rateVersions.publishedAt', 'desc')
          .orderBy('rateVersions.id', 'desc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /**
     * The search rows of the cards in force for sailings added or changed since they were
     * published (a schedule import): call it in the import's transaction.
     */
    indexSailings: (routeKeys: readonly string[]) => indexOffers(db, { routeKeys }),

    /**
     * Writes the carrier's next version with `cards` as its whole content and answers it with the
     * stored cards. The number is the next after the latest; the unique index refuses a second
     * publish that read the same latest at the same time, which the caller reports as a conflict.
     * It also writes the version's rows of the rates search (./rate-offers.ts) and retires the
     * previous version's rows of the tenant and carrier from it.
     */
    publish: async (
      input: PublishRateCards,
    ): Promise<{ version: RateVersionRow; cards: StoredRateCard[] }> => {
      const previous = await currentVersion(input.companyId, input.carrierScac);
      const before = new Map(
        (previous === undefined ? [] : await cardsOfVersion(previous.id)).map((stored) => [
          rateCardKey(stored.card),
          stored.card,
        ]),
      );
      const keyed = input.cards.map((card) => ({ key: rateCardKey(card), card }));
      let added = 0;
      let changed = 0;
      for (const { key, card } of keyed) {
        const old = before.get(key);
        if (old === undefined) added++;
        else if (!sameRateCard(old, card)) changed++;
      }
      const kept = new Set(keyed.map(({ key }) => key));
      const removed = [...before.keys()].filter((key) => !kept.has(key)).length;

      const version = await db
        .insertInto('rateVersions')
        .values({
          companyId: input.companyId,
          carrierScac: input.carrierScac,
          number: (previous?.number ?? 0) + 1,
          source: input.source,
          fileName: input.fileName,
          restoredFrom: input.restoredFrom,
          publishedBy: input.publishedBy,
          publishedAt: input.publishedAt,
          cardCount: keyed.length,
          addedCount: added,
          changedCount: changed,
          removedCount: removed,
        })
        .returningAll()
        .executeTakeFirstOrThrow();

      for (const batch of inBatches(keyed)) {
        await db
          .insertInto('rateCards')
          .values(
            batch.map(({ key, card }) => ({
              companyId: input.companyId,
              rateKey: key,
              carrierScac: card.carrierScac,
              pol: card.pol,
              pod: card.pod,
              via: card.via,
              serviceCode: card.serviceCode,
              containerType: card.containerType,
              createdAt: input.publishedAt,
            })),
          )
          .onConflict((conflict) => conflict.columns(['companyId', 'rateKey']).doNothing())
          .execute();
      }
      const ids = new Map<string, number>();
      for (const batch of inBatches(keyed)) {
        for (const row of await db
          .selectFrom('rateCards')
          .select(['id', 'rateKey'])
          .where('companyId', '=', input.companyId)
          .where(
            'rateKey',
            'in',
            batch.map(({ key }) => key),
          )
          .execute())
          ids.set(row.rateKey, row.id);
      }
      for (const batch of inBatches(keyed)) {
        await db
          .insertInto('rateCardRevisions')
          .values(
            batch.map(({ key, card }) => ({
              versionId: version.id,
              rateCardId: ids.get(key)!,
              currency: card.currency,
              oceanFreight: card.oceanFreight,
              surcharges: JSON.stringify(card.surcharges),
              allIn: cardAllIn(card),
              validFrom: card.validFrom,
              validTo: card.validTo,
              transitDays: card.transitDays,
              remarks: card.remarks,
            })),
          )
          .execute();
      }
      // The search offers the new version's prices only; the older rows stay for what names them.
      // Only the version before had rows in force (each publish retires its predecessor's).
      if (previous !== undefined)
        await db
          .updateTable('rates')
          .set({ current: 0 })
          .where(
            'revisionId',
            'in',
            db.selectFrom('rateCardRevisions').select('id').where('versionId', '=', previous.id),
          )
          .where('current', '=', 1)
          .execute();
      await indexOffers(db, { versionId: version.id });
      return { version, cards: await cardsOfVersion(version.id) };
    },
  };
};

export type RateCardRepository = ReturnType<typeof createRateCardRepository>;
