/**
 * Rate cards and their versions (migration 0040, domain/freight/rate-card.ts). A version is the
 * whole set of one carrier's cards; publishing writes a new one and never changes an older one,
 * so restoring is publishing an older version's cards again.
 *
 * Publishing is staging, then numbering (docs/decisions.md "Rate sheets"): `stage` writes the new
 * version's cards, revisions and search rows in short statements, outside any transaction, with no
 * number, so nothing reads them; `publishStaged`, in the caller's transaction, numbers it if the
 * carrier's latest version is still the one it was staged against: one row, and the search offers
 * the new version in place of the old. `stageAndPublish` runs both, discards a staged version that
 * was not published, and removes older staged versions (left by a crash) once one is published.
 */
import { setImmediate } from 'node:timers/promises';
import type { ContainerType } from '../../../domain/freight/codes.ts';
import {
  cardAllIn,
  type RateCardInput,
  type RateCardSurcharge,
  rateCardKey,
  sameRateCard,
} from '../../../domain/freight/rate-card.ts';
import type { PublishedRateVersion } from '../rate-cards-schema.ts';
import type { Database } from '../schema.ts';
import type { PageQuery } from './query-helpers.ts';
import { offsetOf } from './query-helpers.ts';
import { indexOffers } from './rate-offers.ts';

/** Rows per statement: well under SQLite's 32 766 and PostgreSQL's 65 535 bound parameters. */
const BATCH = 500;

/**
 * The batches of `items`, the event loop let run before each: better-sqlite3 answers at once, so
 * without it a staging's statements would follow each other with no request served between them.
 */
async function* inBatches<T>(items: readonly T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += BATCH) {
    await setImmediate();
    yield items.slice(start, start + BATCH);
  }
}

/** A version written but not numbered: neither in force nor listed until `publishStaged`. */
export interface StagedRateVersion {
  versionId: number;
  companyId: number;
  carrierScac: string;
  /** The carrier's latest number when it was staged (0: none): it publishes only on top of that. */
  base: number;
}

/** The carrier has published another version since this one was staged from its predecessor. */
export class StagedVersionOutdated extends Error {
  constructor() {
    super('The carrier published another version meanwhile');
  }
}

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
  /** The number of the version `cards` were made from (0: none), when they were: it must still be the latest. */
  basedOn?: number;
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

  /** Published versions (a staged one has no number yet). */
  const published = () =>
    db
      .selectFrom('rateVersions')
      .selectAll()
      .where('number', 'is not', null)
      .$narrowType<{ number: number }>();

  const currentVersion = (
    companyId: number,
    carrierScac: string,
  ): Promise<PublishedRateVersion | undefined> =>
    published()
      .where('companyId', '=', companyId)
      .where('carrierScac', '=', carrierScac)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();

  /** Stages `input` as the carrier's next version (see the module's comment); answers it unpublished. */
  const stage = async (input: PublishRateCards): Promise<StagedRateVersion> => {
    const previous = await currentVersion(input.companyId, input.carrierScac);
    if (input.basedOn !== undefined && input.basedOn !== (previous?.number ?? 0))
      throw new StagedVersionOutdated();
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
        number: null,
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
      .returning('id')
      .executeTakeFirstOrThrow();
    const staged = {
      versionId: version.id,
      companyId: input.companyId,
      carrierScac: input.carrierScac,
      base: previous?.number ?? 0,
    };
    try {
      for await (const batch of inBatches(keyed)) {
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
      for await (const batch of inBatches(keyed)) {
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
      for await (const batch of inBatches(keyed)) {
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
      await indexOffers(db, { versionId: version.id });
    } catch (error) {
      await discard(staged.versionId);
      throw error;
    }
    return staged;
  };

  /**
   * Numbers the staged version, which puts it in force in place of its base: call it in the
   * transaction that records what the caller derives from it. Throws StagedVersionOutdated when
   * another version was published since it was staged (or it was discarded); the unique number
   * refuses a second publish on top of the same base at the same time.
   */
  const publishStaged = async (staged: StagedRateVersion): Promise<PublishedRateVersion> => {
    const latest = await currentVersion(staged.companyId, staged.carrierScac);
    if ((latest?.number ?? 0) !== staged.base) throw new StagedVersionOutdated();
    const version = await db
      .updateTable('rateVersions')
      .set({ number: staged.base + 1 })
      .where('id', '=', staged.versionId)
      .where('number', 'is', null)
      .returningAll()
      .$narrowType<{ number: number }>()
      .executeTakeFirst();
    if (version === undefined) throw new StagedVersionOutdated();
    return version;
  };

  /** Removes a version that was never published: its search rows, revisions and itself, in short statements. */
  const discard = async (versionId: number): Promise<void> => {
    const { first, last } = await db
      .selectFrom('rateCardRevisions')
      .where('versionId', '=', versionId)
      .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
      .executeTakeFirstOrThrow();
    if (first !== null && last !== null)
      for (let start = Number(first); start <= Number(last); start += BATCH) {
        await setImmediate();
        await db
          .deleteFrom('rates')
          .where('revisionId', '>=', start)
          .where('revisionId', '<', start + BATCH)
          .where('versionId', '=', versionId)
          .execute();
      }
    await db.deleteFrom('rateCardRevisions').where('versionId', '=', versionId).execute();
    await db.deleteFrom('rateVersions').where('id', '=', versionId).where('number', 'is', null).execute();
  };

  return {
    currentVersion,
    stage,
    publishStaged,
    discard,

    /**
     * Stages `input`, then runs `publishing` (the caller's transaction, which calls `publishStaged`
     * on this repository's transaction); discards the staged version when that fails. Once it is
     * published, any older staged version of the carrier can never be (its base is not the latest
     * any more: a crash left it), so it is removed. Call it outside any transaction.
     */
    stageAndPublish: async <T>(
      input: PublishRateCards,
      publishing: (staged: StagedRateVersion) => Promise<T>,
    ): Promise<T> => {
      const staged = await stage(input);
      let result: T;
      try {
        result = await publishing(staged);
      } catch (error) {
        await discard(staged.versionId);
        throw error;
      }
      for (const left of await db
        .selectFrom('rateVersions')
        .select('id')
        .where('companyId', '=', staged.companyId)
        .where('carrierScac', '=', staged.carrierScac)
        .where('number', 'is', null)
        .where('id', '<', staged.versionId)
        .execute())
        await discard(left.id);
      return result;
    },

    versionById: (companyId: number, versionId: number) =>
      published().where('companyId', '=', companyId).where('id', '=', versionId).executeTakeFirst(),

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
          .where('number', 'is not', null)
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
      let base = db
        .selectFrom('rateVersions')
        .where('rateVersions.companyId', '=', companyId)
        .where('rateVersions.number', 'is not', null);
      if (query.carrierScac !== undefined)
        base = base.where('rateVersions.carrierScac', '=', query.carrierScac);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('users', 'users.id', 'rateVersions.publishedBy')
          .selectAll('rateVersions')
          .select(['users.nameCn', 'users.nameEn', 'users.email'])
          .$narrowType<{ number: number }>()
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
     * Writes and publishes the carrier's next version with `cards` as its whole content in the
     * caller's transaction (staging and numbering at once) and answers it with the stored cards.
     */
    publish: async (
      input: PublishRateCards,
    ): Promise<{ version: PublishedRateVersion; cards: StoredRateCard[] }> => {
      const version = await publishStaged(await stage(input));
      return { version, cards: await cardsOfVersion(version.id) };
    },
  };
};

export type RateCardRepository = ReturnType<typeof createRateCardRepository>;
