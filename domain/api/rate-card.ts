/** Request and answer schemas of the rate-card endpoints (./rate-card-paths.ts). */
import * as v from 'valibot';
import { PAYMENT_TERMS } from '../freight/codes.ts';
import { RATE_CARD_FIELDS, RateCardLimit, SURCHARGE_BASES } from '../freight/rate-card.ts';
import { failureSchemaOf, recordPageOf } from './answer-parts.ts';
import { ResultCode } from './envelope.ts';
import { MultiLineText, Text } from './plain-text.ts';
import { LIST_PAGING } from './record-list.ts';
import { Id } from './schema-parts.ts';

/** A code as typed: the rules of domain/freight/rate-card.ts check it, this only bounds its length. */
const Code = Text(12);
const Amount = v.number();

/**
 * A card as the console's form sends it. The container type is text (40HQ or an ISO 6346 code
 * such as 45G1, mapped by `containerTypeOf`); every rule of the card is the domain's, checked by
 * the service, whose refusal names each problem.
 */
export const RateCardForm = v.object({
  carrierScac: Code,
  pol: Code,
  pod: Code,
  via: v.nullable(Code),
  serviceCode: v.nullable(Code),
  containerType: Code,
  currency: Code,
  oceanFreight: Amount,
  surcharges: v.pipe(
    v.array(
      v.object({
        code: Code,
        basis: v.picklist(SURCHARGE_BASES),
        currency: Code,
        amount: Amount,
        paymentTerm: v.picklist(PAYMENT_TERMS),
      }),
    ),
    v.maxLength(RateCardLimit.maxSurcharges + 1),
  ),
  validFrom: Code,
  validTo: Code,
  transitDays: v.nullable(Amount),
  remarks: MultiLineText(RateCardLimit.maxRemarks + 1),
});
export type RateCardForm = v.InferOutput<typeof RateCardForm>;

export const ListRateCardsBody = v.object({
  ...LIST_PAGING,
  /** One carrier's cards, or every carrier's. */
  carrierScac: v.optional(Code),
  /** Cards whose POL, POD or via port contains this text (a lane filter), or all. */
  port: v.optional(Code),
});
export type ListRateCardsBody = v.InferOutput<typeof ListRateCardsBody>;

/** A new card (no id) or a change of the card `rateCardId`: either publishes a new version. */
export const SaveRateCardBody = v.object({ rateCardId: v.nullable(Id), card: RateCardForm });
export type SaveRateCardBody = v.InferOutput<typeof SaveRateCardBody>;

export const RemoveRateCardBody = v.object({ rateCardId: Id });
export type RemoveRateCardBody = v.InferOutput<typeof RemoveRateCardBody>;

export const ListRateVersionsBody = v.object({ ...LIST_PAGING, carrierScac: v.optional(Code) });
export type ListRateVersionsBody = v.InferOutput<typeof ListRateVersionsBody>;

export const RestoreRateVersionBody = v.object({ versionId: Id });
export type RestoreRateVersionBody = v.InferOutput<typeof RestoreRateVersionBody>;

const SurchargeView = v.strictObject({
  code: v.string(),
  basis: v.picklist(SURCHARGE_BASES),
  currency: v.string(),
  amount: v.number(),
  paymentTerm: v.picklist(PAYMENT_TERMS),
});

/** A card of a version in force, with the version's number. */
export const RateCardView = v.strictObject({
  rateCardId: v.number(),
  revisionId: v.number(),
  versionNumber: v.number(),
  carrierScac: v.string(),
  pol: v.string(),
  pod: v.string(),
  via: v.nullable(v.string()),
  serviceCode: v.nullable(v.string()),
  containerType: v.string(),
  currency: v.string(),
  oceanFreight: v.number(),
  surcharges: v.array(SurchargeView),
  allIn: v.number(),
  validFrom: v.string(),
  validTo: v.string(),
  transitDays: v.nullable(v.number()),
  remarks: v.string(),
});
export type RateCardView = v.InferOutput<typeof RateCardView>;

/** A page of the cards in force, with the carriers the tenant has published cards of. */
export const RateCardList = v.strictObject({
  carriers: v.array(v.string()),
  cards: v.array(RateCardView),
  total: v.number(),
  pageNo: v.number(),
  pageSize: v.number(),
});
export type RateCardList = v.InferOutput<typeof RateCardList>;

/** A published version: what it was, who published it, when, and how it differs from the one before. */
export const RateVersionView = v.strictObject({
  id: v.number(),
  carrierScac: v.string(),
  number: v.number(),
  source: v.picklist(['sheet', 'edit', 'restore']),
  fileName: v.nullable(v.string()),
  /** The number of the version a restore copied. */
  restoredFrom: v.nullable(v.number()),
  publishedBy: v.string(),
  publishedAt: v.string(),
  cardCount: v.number(),
  addedCount: v.number(),
  changedCount: v.number(),
  removedCount: v.number(),
  /** The carrier's version in force. */
  current: v.boolean(),
});
export type RateVersionView = v.InferOutput<typeof RateVersionView>;

/** What a change published: the carrier's new version. */
export const RatePublished = v.strictObject({
  versionId: v.number(),
  carrierScac: v.string(),
  number: v.number(),
  cardCount: v.number(),
});
export type RatePublished = v.InferOutput<typeof RatePublished>;

export const RateVersionPage = recordPageOf(RateVersionView);
export type RateVersionPage = v.InferOutput<typeof RateVersionPage>;

/** A card's refusal names each problem of domain/freight/rate-card.ts beside the message (HTTP 400). */
export const RateCardRefusal = v.strictObject({
  ...failureSchemaOf(ResultCode.invalidInput).entries,
  problems: v.optional(
    v.array(
      v.strictObject({
        field: v.picklist(RATE_CARD_FIELDS),
        message: v.string(),
        surcharge: v.optional(v.number()),
      }),
    ),
  ),
});
