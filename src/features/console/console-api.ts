/** The staff console's calls (domain/api/console-paths.ts). */
import type { ConsoleDashboard, ExpiringRates } from '../../../domain/api/console.ts';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { fetchData } from '../../api/client.ts';

/** What waits in each queue the signed-in staff member may see, counted for their company. */
export const getDashboard = (signal?: AbortSignal): Promise<ConsoleDashboard> =>
  fetchData(ConsolePath.getDashboard, {}, signal);

/** The rates about to expire, the most quoted first (domain/console/expiring-rates.ts). */
export const listExpiringRates = (signal?: AbortSignal): Promise<ExpiringRates> =>
  fetchData(ConsolePath.listExpiringRates, {}, signal);
