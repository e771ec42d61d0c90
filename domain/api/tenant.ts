/** Request and answer schemas of the tenant settings endpoints (./tenant-paths.ts). */
import * as v from 'valibot';
import { CONTAINER_TYPES } from '../freight/codes.ts';
import { MARKUP_CUSTOMER_TYPES } from '../freight/sell-price.ts';
import { CompanyInfoForm, TENANT_IMAGE_SLOTS } from '../tenant/company-info-form.ts';
import { TENANT_CHANGE_AREAS } from '../tenant/tenant-change.ts';
import { exchangeRateSchema, tenantSettingsSchema } from '../tenant/tenant-settings.ts';
import { recordPageOf } from './answer-parts.ts';
import { StoredFileName } from './booking-schemas.ts';
import { LIST_PAGING } from './record-list.ts';

/** The tenant's working settings (domain/tenant/tenant-settings.ts), the defaults until staff save theirs. */
export const TenantSettingsView = v.strictObject({
  grabOfferHours: v.number(),
  returnResubmitWorkingDays: v.number(),
});
export type TenantSettingsView = v.InferOutput<typeof TenantSettingsView>;

/** One rate: CNY per unit of `currency` in millionths (7.1988 → 7 198 800) and the date it is for. */
export const ExchangeRateView = v.strictObject({
  currency: v.string(),
  cnyPerUnitMicro: v.number(),
  /** The same rate as decimal text, as the customer sees it (`7.1988`). */
  cnyPerUnit: v.string(),
  effectiveOn: v.string(),
});
export type ExchangeRateView = v.InferOutput<typeof ExchangeRateView>;

export const ExchangeRateList = v.strictObject({ rates: v.array(ExchangeRateView) });
export type ExchangeRateList = v.InferOutput<typeof ExchangeRateList>;

/** Saves the tenant's working settings, within the bounds staff may set. */
export const SaveTenantSettingsBody = tenantSettingsSchema;
export type SaveTenantSettingsBody = v.InferOutput<typeof SaveTenantSettingsBody>;

/** Saves (adds or replaces) the tenant's rate of one currency; CNY itself needs none. */
export const SaveExchangeRateBody = exchangeRateSchema;
export type SaveExchangeRateBody = v.InferOutput<typeof SaveExchangeRateBody>;

/** Saves spec §3's company info (domain/tenant/company-info-form.ts); the pictures go by `SetImageBody`. */
export const SaveCompanyInfoBody = CompanyInfoForm;
export type SaveCompanyInfoBody = v.InferOutput<typeof SaveCompanyInfoBody>;

/** The form as stored (no fallbacks applied: an empty English name stays empty) and its pictures. */
export const CompanyInfoEdit = v.strictObject({
  companyNameScn: v.string(),
  companyNameSen: v.string(),
  webThemeColor: v.string(),
  linkChName: v.string(),
  linkEnName: v.string(),
  linkAddress: v.string(),
  webSiteRegisterNo: v.string(),
  webPubFclFlag: v.number(),
  bookingSpaceFlag: v.number(),
  containerFclShow: v.number(),
  programJurisdictionFlag: v.number(),
  spotFlag: v.number(),
  mobileDomainName: v.string(),
  clientDomainName: v.string(),
  images: v.strictObject({
    webOutLogo: v.string(),
    webInLogo: v.string(),
    webHomeBgImg: v.string(),
    webLoginPic: v.string(),
    webExProPic: v.string(),
    qrCodePicUrl: v.string(),
    wxPubQrCodePic: v.string(),
  }),
});
export type CompanyInfoEdit = v.InferOutput<typeof CompanyInfoEdit>;

/** An upload of `common/uploadpicture` (PNG or JPEG, checked by its bytes) becomes one of the pictures. */
export const SetImageBody = v.object({ slot: v.picklist(TENANT_IMAGE_SLOTS), alifileName: StoredFileName });
export type SetImageBody = v.InferOutput<typeof SetImageBody>;

export const ListChangesBody = v.object({
  ...LIST_PAGING,
  area: v.optional(v.picklist(TENANT_CHANGE_AREAS)),
});
export type ListChangesBody = v.InferOutput<typeof ListChangesBody>;

export const TenantChangeView = v.strictObject({
  id: v.number(),
  area: v.picklist(TENANT_CHANGE_AREAS),
  userId: v.number(),
  userName: v.string(),
  changedAt: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export const TenantChangePage = recordPageOf(TenantChangeView);
export type TenantChangePage = v.InferOutput<typeof TenantChangePage>;

/**
 * One cell of the markup grid: an amount in minor units of the rate's own currency or a percent in
 * basis points. The bounds are the domain rule's (`markupProblemsOf`), answered per row.
 */
export const MarkupRowView = v.strictObject({
  customerType: v.picklist(MARKUP_CUSTOMER_TYPES),
  containerType: v.picklist(CONTAINER_TYPES),
  markup: v.variant('kind', [
    v.strictObject({ kind: v.literal('amount'), amountMinor: v.number() }),
    v.strictObject({ kind: v.literal('percent'), basisPoints: v.number() }),
  ]),
});
export const MarkupGrid = v.strictObject({ markups: v.array(MarkupRowView) });
export type MarkupGrid = v.InferOutput<typeof MarkupGrid>;

/** Replaces the tenant's whole grid: a cell left out has no markup. */
export const SaveMarkupsBody = v.object({
  markups: v.pipe(v.array(MarkupRowView), v.maxLength(MARKUP_CUSTOMER_TYPES.length * CONTAINER_TYPES.length)),
});
export type SaveMarkupsBody = v.InferOutput<typeof SaveMarkupsBody>;
