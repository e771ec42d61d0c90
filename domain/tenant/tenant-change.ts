/**
 * The trail of a tenant's settings (spec §3's company info, menus, title settings, content pages,
 * contacts, the tenant's own business settings, exchange rates and markups, and its staff accounts): every
 * change staff save is kept with who made it, when, and the area's value before and after, so a
 * wrong change can be seen and undone by hand.
 */
export const TENANT_CHANGE_AREAS = [
  'companyInfo',
  'images',
  'menus',
  'titleSettings',
  'contentPages',
  'contacts',
  'businessSettings',
  'exchangeRates',
  'markups',
  'staffAccounts',
  // The carrier feeds (docs/feeds.md): address, interval, lanes, subscription; never a key or secret.
  'carrierFeeds',
] as const;
export type TenantChangeArea = (typeof TENANT_CHANGE_AREAS)[number];

export interface TenantChange {
  id: number;
  area: TenantChangeArea;
  /** The staff account that saved it, and its names when the trail is read. */
  userId: number;
  userName: string;
  changedAt: string;
  /** The area's value before and after, as the JSON the settings pages save; null where there was none. */
  before: unknown;
  after: unknown;
}
