/**
 * The database as Kysely sees it. Tables and columns are snake_case in SQL; the CamelCasePlugin maps
 * them to the camelCase names below. Flags and booleans are integers (SQLite has no boolean type);
 * timestamps are ISO-8601 UTC text so that both dialects return the same type.
 */

import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { AccountsSchema } from './accounts-schema.ts';
import type { BookingSchema } from './booking-schema.ts';
import type { FeedsSchema } from './feeds-schema.ts';
import type { FreightSchema } from './freight-schema.ts';
import type { GrabRequestsSchema } from './grab-requests-schema.ts';
import type { MailPreferencesSchema } from './mail-preferences-schema.ts';
import type { OrdersSchema } from './orders-schema.ts';
import type { RateCardsSchema } from './rate-cards-schema.ts';
import type { RateSheetsSchema } from './rate-sheets-schema.ts';
import type { RecordsSchema } from './records-schema.ts';
import type { ReservationsSchema } from './reservations-schema.ts';
import type { TenantSettingsSchema } from './tenant-settings-schema.ts';
import type { TrackingSharesSchema } from './tracking-shares-schema.ts';

export interface CompaniesTable {
  companyId: number;
  webHomeBgImg: string;
  qrCodePicUrl: string;
  webOutLogo: string;
  webInLogo: string;
  webExProPic: string;
  wxPubQrCodePic: string;
  webThemeColor: string;
  linkChName: string;
  /** Empty means "use linkChName" (spec section 3). */
  linkEnName: string;
  linkAddress: string;
  webLoginPic: string;
  companyNameScn: string;
  /** Empty means "use companyNameScn" (spec section 3). */
  companyNameSen: string;
  webPubFclFlag: number;
  webSiteRegisterNo: string;
  bookingSpaceFlag: number;
  mobileDomainName: string;
  clientDomainName: string;
  /** Stored as configured; the API normalises it to 1 or 2. */
  containerFclShow: number;
  programJurisdictionFlag: number;
  spotFlag: number;
}

export interface MenuItemsTable {
  companyId: number;
  position: number;
  sName: string;
  /** Empty when the item has no English name. */
  sNameEn: Generated<string>;
}

export interface MenuChildrenTable {
  companyId: number;
  itemPosition: number;
  position: number;
  label: string;
  labelEn: string;
  path: string;
  pathEn: string;
  openNewWindow: number;
}

export interface CustomerServiceContactsTable {
  /** The lowest id of a tenant is its default contact (migration 0034). */
  id: Generated<number>;
  companyId: number;
  nameCn: string;
  nameEn: string;
  companyName: string;
  companyNameEn: string;
  headPic: string;
  mobile: string;
  qq: string;
  email: string;
}

export interface TitleSettingsTable {
  companyId: number;
  section: string;
  bannerTitleCn: string;
  bannerTitleEn: string;
  bannerSubtitleCn: string;
  bannerSubtitleEn: string;
  innerTitleCn: string;
  innerTitleEn: string;
  innerSubtitleCn: string;
  innerSubtitleEn: string;
}

export interface ContentBlocksTable {
  companyId: number;
  page: string;
  position: number;
  headingCn: string;
  headingEn: string;
  bodyCn: string;
  bodyEn: string;
}

export interface MediaTable {
  /** Content-addressed (name plus a hash of the bytes), so a URL never changes meaning. */
  id: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A stored file's bytes (FILE_STORE=database; migration 0045). */
export interface StoredFilesTable {
  name: string;
  bytes: Uint8Array;
  size: number;
}

export interface PersonaEventsTable {
  id: string;
  companyId: number;
  personasType: number;
  personasPage: string;
  keyword: string;
  sysSource: string;
  /** SHA-256 hex of the Authorization token; null for anonymous visitors. Never the token itself. */
  sessionKey: string | null;
  createdAt: string;
}

export interface DatabaseSchema
  extends AccountsSchema,
    FreightSchema,
    BookingSchema,
    RecordsSchema,
    ReservationsSchema,
    GrabRequestsSchema,
    OrdersSchema,
    TenantSettingsSchema,
    TrackingSharesSchema,
    MailPreferencesSchema,
    RateCardsSchema,
    FeedsSchema,
    RateSheetsSchema {
  companies: CompaniesTable;
  menuItems: MenuItemsTable;
  menuChildren: MenuChildrenTable;
  customerServiceContacts: CustomerServiceContactsTable;
  titleSettings: TitleSettingsTable;
  contentBlocks: ContentBlocksTable;
  media: MediaTable;
  storedFiles: StoredFilesTable;
  personaEvents: PersonaEventsTable;
}

export type Database = Kysely<DatabaseSchema>;

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type NewMenuChild = Insertable<MenuChildrenTable>;
export type NewTitleSetting = Insertable<TitleSettingsTable>;
export type NewContentBlock = Insertable<ContentBlocksTable>;
export type NewCustomerServiceContact = Insertable<CustomerServiceContactsTable>;
export type NewMedia = Insertable<MediaTable>;
export type NewPersonaEvent = Insertable<PersonaEventsTable>;
