/** What the shell's calls answer (spec section 3 entities, section 7 calls): runtime schemas and their types. */
import * as v from 'valibot';
import { CONTENT_PAGES, TITLE_SECTIONS } from './company.ts';

/** Company info (tenant branding), spec section 3, after the server's normalisations. */
export const CompanyInfo = v.strictObject({
  companyId: v.number(),
  webHomeBgImg: v.string(),
  qrCodePicUrl: v.string(),
  webOutLogo: v.string(),
  webInLogo: v.string(),
  webExProPic: v.string(),
  wxPubQrCodePic: v.string(),
  webThemeColor: v.string(),
  linkChName: v.string(),
  /** Falls back to linkChName. */
  linkEnName: v.string(),
  linkAddress: v.string(),
  webLoginPic: v.string(),
  companyNameScn: v.string(),
  /** Falls back to the Chinese name. */
  companyNameSen: v.string(),
  webPubFclFlag: v.number(),
  webSiteRegisterNo: v.string(),
  bookingSpaceFlag: v.number(),
  mobileDomainName: v.string(),
  clientDomainName: v.string(),
  /** 2 stays 2, anything else becomes 1. */
  containerFclShow: v.picklist([1, 2]),
  programJurisdictionFlag: v.number(),
  /** Turns the spot freight menu entry on (spec section 6, "a spot flag"). */
  spotFlag: v.number(),
});
export type CompanyInfo = v.InferOutput<typeof CompanyInfo>;

export const MenuChild = v.strictObject({
  label: v.string(),
  labelEn: v.string(),
  clickEvent: v.strictObject({ path: v.string(), pathEn: v.string(), openNewWindow: v.boolean() }),
});
export type MenuChild = v.InferOutput<typeof MenuChild>;

export const MenuItem = v.strictObject({
  sName: v.string(),
  /** English name of a dropdown; the spec shows only sName, so it falls back to sName. */
  sNameEn: v.optional(v.string()),
  children: v.array(MenuChild),
});
export type MenuItem = v.InferOutput<typeof MenuItem>;

/** Customer-service contact, spec section 3. */
export const CustomerServiceContact = v.strictObject({
  nameCn: v.string(),
  nameEn: v.string(),
  companyName: v.string(),
  companyNameEn: v.string(),
  headPic: v.string(),
  mobile: v.string(),
  qq: v.string(),
  email: v.string(),
});
export type CustomerServiceContact = v.InferOutput<typeof CustomerServiceContact>;

export const TitleSetting = v.strictObject({
  section: v.picklist(TITLE_SECTIONS),
  bannerTitleCn: v.string(),
  bannerTitleEn: v.string(),
  bannerSubtitleCn: v.string(),
  bannerSubtitleEn: v.string(),
  innerTitleCn: v.string(),
  innerTitleEn: v.string(),
  innerSubtitleCn: v.string(),
  innerSubtitleEn: v.string(),
});
export type TitleSetting = v.InferOutput<typeof TitleSetting>;

export const ContentBlock = v.strictObject({
  headingCn: v.string(),
  headingEn: v.string(),
  bodyCn: v.string(),
  bodyEn: v.string(),
});
export type ContentBlock = v.InferOutput<typeof ContentBlock>;

export const WebContent = v.strictObject({
  page: v.picklist(CONTENT_PAGES),
  /** The title-settings section that heads this page. */
  section: v.picklist(TITLE_SECTIONS),
  blocks: v.array(ContentBlock),
});
export type WebContent = v.InferOutput<typeof WebContent>;
