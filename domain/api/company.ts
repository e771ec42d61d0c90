/** Entities of spec section 3 that the shell reads from the server. */

/** Company info (tenant branding), spec section 3, after the server's normalisations. */
export interface CompanyInfo {
  companyId: number;
  webHomeBgImg: string;
  qrCodePicUrl: string;
  webOutLogo: string;
  webInLogo: string;
  webExProPic: string;
  wxPubQrCodePic: string;
  webThemeColor: string;
  linkChName: string;
  /** Falls back to linkChName. */
  linkEnName: string;
  linkAddress: string;
  webLoginPic: string;
  companyNameScn: string;
  /** Falls back to the Chinese name. */
  companyNameSen: string;
  webPubFclFlag: number;
  webSiteRegisterNo: string;
  bookingSpaceFlag: number;
  mobileDomainName: string;
  clientDomainName: string;
  /** 2 stays 2, anything else becomes 1. */
  containerFclShow: 1 | 2;
  programJurisdictionFlag: number;
  /** Turns the spot freight menu entry on (spec section 6, "a spot flag"). */
  spotFlag: number;
}

export interface MenuChild {
  label: string;
  labelEn: string;
  clickEvent: { path: string; pathEn: string; openNewWindow: boolean };
}

export interface MenuItem {
  sName: string;
  /** English name of a dropdown; the spec shows only sName, so it falls back to sName. */
  sNameEn?: string;
  children: MenuChild[];
}

/** What the shell needs before its first render (spec §1 Branding, §7 getCompanyInfoById "runs synchronously at start"). */
export interface Tenant {
  company: CompanyInfo;
  menus: MenuItem[];
}

/**
 * The element id of the tenant the server writes into the page it serves (issue 12: the first paint
 * does not wait for getCompanyInfoById); a JSON data block, never run as a script.
 */
export const INLINE_TENANT_ELEMENT_ID = 'portal-tenant';

/** Customer-service contact, spec section 3. */
export interface CustomerServiceContact {
  nameCn: string;
  nameEn: string;
  companyName: string;
  companyNameEn: string;
  headPic: string;
  mobile: string;
  qq: string;
  email: string;
}

/** The sections whose banner and inner titles are configurable, spec section 3 "Title settings". */
export const TITLE_SECTIONS = [
  'about',
  'case',
  'contactBook',
  'contactUs',
  'joinUs',
  'news',
  'service',
  'certificate',
  'introduction',
  'partner',
  'photos',
] as const;
export type TitleSection = (typeof TITLE_SECTIONS)[number];

export interface TitleSetting {
  section: TitleSection;
  bannerTitleCn: string;
  bannerTitleEn: string;
  bannerSubtitleCn: string;
  bannerSubtitleEn: string;
  innerTitleCn: string;
  innerTitleEn: string;
  innerSubtitleCn: string;
  innerSubtitleEn: string;
}

/** Content pages rendered from the tenant's database content. */
export const CONTENT_PAGES = ['about', 'service', 'clientCase', 'contact', 'client'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export interface ContentBlock {
  headingCn: string;
  headingEn: string;
  bodyCn: string;
  bodyEn: string;
}

export interface WebContent {
  page: ContentPage;
  /** The title-settings section that heads this page. */
  section: TitleSection;
  blocks: ContentBlock[];
}

/** Persona event, spec section 3; types 41 (copy phone) and 25 (copy email), spec section 9. */
export interface PersonaEvent {
  personasType: number;
  personasPage: string;
  keyword: string;
}
