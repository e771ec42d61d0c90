/** The grab-request calls; a failure rejects with ApiFailure carrying the server's words. */
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { GrabRequestDetail, GrabRequestPage } from '../../../domain/api/grab-request.ts';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import type {
  ApplyGrabRequestBody,
  GrantGrabRequestBody,
  ListGrabRequestsBody,
} from '../../../domain/api/grab-request-schemas.ts';
import { fetchData } from '../../api/client.ts';

export type GrabRequestQuery = Partial<ListGrabRequestsBody> & { pageNo: number };

export const applyGrabRequest = (body: ApplyGrabRequestBody): Promise<GrabRequestDetail> =>
  fetchData(GrabRequestPath.applyGrabRequest, body);

export const listMyGrabRequests = (query: GrabRequestQuery, signal?: AbortSignal): Promise<GrabRequestPage> =>
  fetchData(GrabRequestPath.listMyGrabRequests, query, signal);

export const getGrabRequest = (requestId: number, signal?: AbortSignal): Promise<GrabRequestDetail> =>
  fetchData(GrabRequestPath.getGrabRequest, { requestId }, signal);

export const deleteGrabRequest = (requestId: number): Promise<GrabRequestDetail> =>
  fetchData(GrabRequestPath.deleteGrabRequest, { requestId });

/** Staff: the grab requests of their company. */
export const listGrabRequests = (query: GrabRequestQuery, signal?: AbortSignal): Promise<GrabRequestPage> =>
  fetchData(GrabRequestPath.listGrabRequests, query, signal);

export const grantGrabRequest = (body: GrantGrabRequestBody): Promise<GrabRequestDetail> =>
  fetchData(GrabRequestPath.grantGrabRequest, body);

export const refuseGrabRequest = (requestId: number, notes: string): Promise<GrabRequestDetail> =>
  fetchData(GrabRequestPath.refuseGrabRequest, { requestId, notes });

/** Staff: the open sailings that could grant a request (its ports, its ETD range). */
export const sailingsFor = (query: { pol: string; pod: string; etdFrom: string; etdTo: string }) =>
  fetchData(FreightPath.searchSpace, { ...query, pageNo: 1, pageSize: 50 });
