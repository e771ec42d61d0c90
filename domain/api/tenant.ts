/** Request and answer schemas of the tenant settings endpoints (./tenant-paths.ts). */
import * as v from 'valibot';
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
