/**
 * The forwarder's rate cards edited one by one in the console (spec §3 freight rates,
 * domain/freight/rate-card.ts), always the session's tenant's, never the body's: any staff of the
 * tenant reads them and their versions; pricing (`rates.manage`) adds, changes or removes a card or
 * restores an older version. Each change publishes the carrier's next version with its whole set of
 * cards (server/db/repositories/rate-card-repository.ts): staged in short statements, then put in
 * force in place of the version before by one short transaction.
 */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type {
  ListRateCardsBody,
  ListRateVersionsBody,
  RateCardList,
  RateCardView,
  RatePublished,
  RateVersionPage,
  RateVersionView,
  RemoveRateCardBody,
  RestoreRateVersionBody,
  SaveRateCardBody,
} from '../../../domain/api/rate-card.ts';
import {
  cardAllIn,
  checkRateCard,
  formatRateCardProblem,
  type RateCardInput,
  rateCardKey,
} from '../../../domain/freight/rate-card.ts';
import { cardOfForm } from '../../../domain/freight/rate-card-form.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import type { PublishedRateVersion } from '../../db/rate-cards-schema.ts';
import { createFreightRepositories } from '../../db/repositories/freight-repositories.ts';
import {
  type PublishRateCards,
  type RateVersionSource,
  type StagedRateVersion,
  StagedVersionOutdated,
  type StoredRateCard,
} from '../../db/repositories/rate-card-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Language } from '../../messages.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { declined, forbidden, notFound, type FreightOutcome as Outcome, ok } from '../outcome.ts';

/**
 * Two publishes of one carrier that read the same latest version: the later one finds another
 * version published on top of what it read, or breaks the unique version number (PostgreSQL 23505;
 * SQLite's code is named for completeness), and is answered as published meanwhile.
 */
const isSecondPublish = (error: unknown): boolean =>
  error instanceof StagedVersionOutdated ||
  (typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE'));

/** Runs a publish; a publish that lost the race to another is a refusal, not a fault. */
const publishing = async (run: () => Promise<Outcome<RatePublished>>): Promise<Outcome<RatePublished>> => {
  try {
    return await run();
  } catch (error) {
    if (isSecondPublish(error)) return declined('rateCardsChanged');
    throw error;
  }
};

const viewOf = (stored: StoredRateCard, versionNumber: number): RateCardView => ({
  rateCardId: stored.rateCardId,
  revisionId: stored.revisionId,
  versionNumber,
  ...stored.card,
  allIn: cardAllIn(stored.card),
});

export const createRateCardService = ({ db, now }: { db: Database; now: Clock }) => {
  const { rateCards } = createFreightRepositories(db);

  /** What the carrier's next version is made from: its version in force (number 0: none) and cards. */
  const inForce = async (viewer: Viewer, carrierScac: string) => {
    const version = await rateCards.currentVersion(viewer.companyId, carrierScac);
    return {
      number: version?.number ?? 0,
      cards: version === undefined ? [] : await rateCards.cardsOfVersion(version.id),
    };
  };

  const nextVersion = (
    viewer: Viewer,
    carrierScac: string,
    cards: RateCardInput[],
    source: RateVersionSource,
    basedOn: number | undefined,
    restoredFrom: number | null = null,
  ): PublishRateCards => ({
    companyId: viewer.companyId,
    carrierScac,
    source,
    fileName: null,
    restoredFrom,
    publishedBy: viewer.userId,
    publishedAt: now().toISOString(),
    cards,
    ...(basedOn === undefined ? {} : { basedOn }),
  });

  /** Stages each version, then puts them all in force in one transaction; answers the last. */
  const publishAll = (
    versions: PublishRateCards[],
    staged: StagedRateVersion[] = [],
  ): Promise<PublishedRateVersion> => {
    const [first, ...rest] = versions;
    if (first !== undefined)
      return rateCards.stageAndPublish(first, (version) => publishAll(rest, [...staged, version]));
    return db.transaction().execute(async (trx) => {
      const inTrx = createFreightRepositories(trx).rateCards;
      let last: PublishedRateVersion | undefined;
      for (const version of staged) last = await inTrx.publishStaged(version);
      return last!;
    });
  };

  const published = (version: PublishedRateVersion): RatePublished => ({
    versionId: version.id,
    carrierScac: version.carrierScac,
    number: version.number,
    cardCount: version.cardCount,
  });

  const cardsWithout = (stored: StoredRateCard[], rateCardId: number) =>
    stored.filter((entry) => entry.rateCardId !== rateCardId).map((entry) => entry.card);

  return {
    /**
     * A page of the cards in force of one carrier or of all, on the lane filter's ports, with the
     * carriers the tenant has cards of.
     */
    listCards: async (viewer: Viewer, body: ListRateCardsBody): Promise<Outcome<RateCardList>> => {
      const carriers = await rateCards.carriersOf(viewer.companyId);
      const wanted = body.carrierScac === undefined ? carriers : [body.carrierScac.trim().toUpperCase()];
      const port = body.port?.trim().toUpperCase() ?? '';
      const cards: RateCardView[] = [];
      for (const carrierScac of wanted) {
        const version = await rateCards.currentVersion(viewer.companyId, carrierScac);
        if (version === undefined) continue;
        for (const stored of await rateCards.cardsOfVersion(version.id))
          if ([stored.card.pol, stored.card.pod, stored.card.via ?? ''].some((code) => code.includes(port)))
            cards.push(viewOf(stored, version.number));
      }
      const start = (body.pageNo - 1) * body.pageSize;
      return ok({
        carriers,
        cards: cards.slice(start, start + body.pageSize),
        total: cards.length,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
    },

    /** The version history, newest first: who published what, when, and what it changed. */
    listVersions: async (viewer: Viewer, body: ListRateVersionsBody): Promise<Outcome<RateVersionPage>> => {
      const carrierScac = body.carrierScac?.trim().toUpperCase();
      const { rows, total } = await rateCards.versions(viewer.companyId, {
        pageNo: body.pageNo,
        pageSize: body.pageSize,
        carrierScac,
      });
      const latest = new Map<string, number>();
      for (const scac of new Set(rows.map((row) => row.carrierScac)))
        latest.set(scac, (await rateCards.currentVersion(viewer.companyId, scac))?.number ?? 0);
      const list = rows.map(
        (row): RateVersionView => ({
          id: row.id,
          carrierScac: row.carrierScac,
          number: row.number,
          source: row.source as RateVersionView['source'],
          fileName: row.fileName,
          restoredFrom: row.restoredFrom,
          publishedBy: row.nameEn || row.nameCn || row.email || String(row.publishedBy),
          publishedAt: row.publishedAt,
          cardCount: row.cardCount,
          addedCount: row.addedCount,
          changedCount: row.changedCount,
          removedCount: row.removedCount,
          current: latest.get(row.carrierScac) === row.number,
        }),
      );
      return ok({ list, total, pageNo: body.pageNo, pageSize: body.pageSize });
    },

    /**
     * Adds a card (no id) or changes one: the carrier's next version is its cards in force with
     * this one added or in place of the old. A change of carrier also publishes the old carrier's
     * next version without the card. The card's problems are answered in `language`, each with
     * its field.
     */
    saveCard: async (
      viewer: Viewer,
      body: SaveRateCardBody,
      language: Language,
    ): Promise<Outcome<RatePublished>> => {
      if (!hasPermission(viewer, 'rates.manage')) return forbidden('rateCardsForbidden');
      const card = cardOfForm(body.card);
      const problems = checkRateCard(card);
      if (problems.length > 0) {
        const worded = problems.map((problem) => ({
          ...problem,
          message: formatRateCardProblem(problem, language),
        }));
        return {
          ok: false,
          code: ResultCode.invalidInput,
          id: 'rateCardInvalid',
          values: { problem: worded[0]!.message },
          fields: { problems: worded },
        };
      }
      const key = rateCardKey(card);
      return publishing(async (): Promise<Outcome<RatePublished>> => {
        const edited =
          body.rateCardId === null ? undefined : await rateCards.cardById(viewer.companyId, body.rateCardId);
        if (body.rateCardId !== null && edited === undefined) return notFound('rateCardNotFound');
        const current = await inForce(viewer, card.carrierScac);
        const others = current.cards.filter((stored) => stored.rateCardId !== body.rateCardId);
        if (others.some((stored) => rateCardKey(stored.card) === key)) return declined('rateCardDuplicate');
        const versions: PublishRateCards[] = [];
        if (edited !== undefined && edited.carrierScac !== card.carrierScac) {
          // A change of carrier: both carriers' next versions, put in force together.
          const before = await inForce(viewer, edited.carrierScac);
          if (!before.cards.some((stored) => stored.rateCardId === edited.id))
            return notFound('rateCardNotFound');
          versions.push(
            nextVersion(
              viewer,
              edited.carrierScac,
              cardsWithout(before.cards, edited.id),
              'edit',
              before.number,
            ),
          );
        } else if (edited !== undefined && !current.cards.some((stored) => stored.rateCardId === edited.id))
          return notFound('rateCardNotFound');
        // The changed card keeps its place in the carrier's list; a new one comes last.
        const cards = current.cards.map((stored) =>
          stored.rateCardId === body.rateCardId ? card : stored.card,
        );
        if (edited === undefined || edited.carrierScac !== card.carrierScac) cards.push(card);
        versions.push(nextVersion(viewer, card.carrierScac, cards, 'edit', current.number));
        return ok(published(await publishAll(versions)), 'rateCardsPublished');
      });
    },

    /** Removes a card: the carrier's next version is its cards in force without it. */
    removeCard: async (viewer: Viewer, body: RemoveRateCardBody): Promise<Outcome<RatePublished>> => {
      if (!hasPermission(viewer, 'rates.manage')) return forbidden('rateCardsForbidden');
      return publishing(async (): Promise<Outcome<RatePublished>> => {
        const card = await rateCards.cardById(viewer.companyId, body.rateCardId);
        if (card === undefined) return notFound('rateCardNotFound');
        const current = await inForce(viewer, card.carrierScac);
        if (!current.cards.some((stored) => stored.rateCardId === card.id))
          return notFound('rateCardNotFound');
        const next = nextVersion(
          viewer,
          card.carrierScac,
          cardsWithout(current.cards, card.id),
          'edit',
          current.number,
        );
        return ok(published(await publishAll([next])), 'rateCardsPublished');
      });
    },

    /** Restores an older version: the carrier's next version holds that version's cards again. */
    restoreVersion: async (viewer: Viewer, body: RestoreRateVersionBody): Promise<Outcome<RatePublished>> => {
      if (!hasPermission(viewer, 'rates.manage')) return forbidden('rateCardsForbidden');
      return publishing(async (): Promise<Outcome<RatePublished>> => {
        const version = await rateCards.versionById(viewer.companyId, body.versionId);
        if (version === undefined) return notFound('rateVersionNotFound');
        const cards = (await rateCards.cardsOfVersion(version.id)).map((stored) => stored.card);
        const next = nextVersion(viewer, version.carrierScac, cards, 'restore', undefined, version.number);
        return ok(published(await publishAll([next])), 'rateCardsPublished');
      });
    },
  };
};

export type RateCardService = ReturnType<typeof createRateCardService>;
