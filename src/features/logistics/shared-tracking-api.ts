/** The public read of a shared tracking link: no session, the tenant of this portal. */
import type { SharedTracking } from '../../../domain/api/tracking-share.ts';
import { TrackingSharePath } from '../../../domain/api/tracking-share-paths.ts';
import { fetchData } from '../../api/client.ts';
import { companyId } from '../../api/tenant.ts';

export const readSharedTracking = (token: string, signal?: AbortSignal): Promise<SharedTracking> =>
  fetchData(TrackingSharePath.sharedTracking, { token, companyId }, signal);
