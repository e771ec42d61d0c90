import type { Generated } from 'kysely';

/** A tenant's settings and exchange rates (migration 0022, domain/tenant/tenant-settings.ts). */
export interface TenantSettingsTable {
  companyId: number;
  grabOfferHours: number;
  returnResubmitWorkingDays: number;
  updatedAt: string;
}

export interface ExchangeRatesTable {
  companyId: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** CNY per unit in millionths (`bigint` on PostgreSQL). */
  cnyPerUnitMicro: number;
  /** `yyyy-MM-dd`. */
  effectiveOn: string;
  updatedAt: string;
}

/** The trail of a tenant's settings (migration 0031, domain/tenant/tenant-change.ts). */
export interface TenantChangesTable {
  id: Generated<number>;
  companyId: number;
  area: string;
  userId: number;
  changedAt: string;
  beforeJson: string;
  afterJson: string;
}

/** A tenant's markups (migration 0041, domain/freight/sell-price.ts). */
export interface MarkupsTable {
  companyId: number;
  /** A customer type, or 0 for "any customer type". */
  customerType: number;
  containerType: string;
  kind: string;
  /** Minor units of the rate's currency for an amount, basis points for a percent. */
  value: number;
  updatedAt: string;
}

export interface TenantSettingsSchema {
  tenantSettings: TenantSettingsTable;
  markups: MarkupsTable;
  exchangeRates: ExchangeRatesTable;
  tenantChanges: TenantChangesTable;
}
