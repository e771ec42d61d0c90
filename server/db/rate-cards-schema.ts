/** The rate-card tables (migration 0040, domain/freight/rate-card.ts), as Kysely sees them. */
import type { Generated, Selectable } from 'kysely';

/** A card's identity across versions: its tenant and `rateCardKey`. */
export interface RateCardsTable {
  id: Generated<number>;
  companyId: number;
  rateKey: string;
  carrierScac: string;
  pol: string;
  pod: string;
  via: string | null;
  serviceCode: string | null;
  containerType: string;
  createdAt: string;
}

/** One published set of a carrier's cards: the latest per tenant and carrier is in force. */
export interface RateVersionsTable {
  id: Generated<number>;
  companyId: number;
  carrierScac: string;
  /** Null while staged: written, not yet published (rate-card-repository.ts `stage`). */
  number: number | null;
  /** sheet | edit | restore */
  source: string;
  fileName: string | null;
  /** The number of the carrier's version a restore copied. */
  restoredFrom: number | null;
  publishedBy: number;
  publishedAt: string;
  cardCount: number;
  addedCount: number;
  changedCount: number;
  removedCount: number;
}

/** A card's price and validity in one version. */
export interface RateCardRevisionsTable {
  id: Generated<number>;
  versionId: number;
  rateCardId: number;
  currency: string;
  oceanFreight: number;
  /** JSON: RateCardSurcharge[] */
  surcharges: string;
  allIn: number;
  validFrom: string;
  validTo: string;
  transitDays: number | null;
  remarks: string;
}

export interface RateCardsSchema {
  rateCards: RateCardsTable;
  rateVersions: RateVersionsTable;
  rateCardRevisions: RateCardRevisionsTable;
}

export type RateVersionRow = Selectable<RateVersionsTable>;
/** A version with its number: published, not staged. */
export type PublishedRateVersion = RateVersionRow & { number: number };
