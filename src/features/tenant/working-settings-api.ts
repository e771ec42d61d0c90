/** The tenant's working settings and exchange rates to CNY (docs/staff.md): the console's calls. */
import type { SaveExchangeRateBody, SaveTenantSettingsBody } from '../../../domain/api/tenant.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { fetchData, post } from '../../api/client.ts';

export const loadWorkingSettings = async (signal: AbortSignal) => {
  const [settings, rates] = await Promise.all([
    fetchData(TenantPath.getSettings, {}, signal),
    fetchData(TenantPath.listExchangeRates, {}, signal),
  ]);
  return { settings, rates: rates.rates };
};

export const saveWorkingSettings = (body: SaveTenantSettingsBody) => post(TenantPath.saveSettings, body);
export const saveExchangeRate = (body: SaveExchangeRateBody) => post(TenantPath.saveExchangeRate, body);
