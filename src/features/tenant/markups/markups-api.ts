/** The tenant's markups (domain/freight/sell-price.ts, docs/staff.md): the console's calls. */
import type { SaveMarkupsBody } from '../../../../domain/api/tenant.ts';
import { TenantPath } from '../../../../domain/api/tenant-paths.ts';
import { fetchData, post } from '../../../api/client.ts';

export const loadMarkups = async (signal: AbortSignal) =>
  (await fetchData(TenantPath.listMarkups, {}, signal)).markups;

export const saveMarkups = (body: SaveMarkupsBody) => post(TenantPath.saveMarkups, body);
