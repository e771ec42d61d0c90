/** The grab-request calls; a failure rejects with ApiFailure carrying the server's words. */
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import { fetchData } from '../../api/client.ts';
import { recordCalls } from '../workspace/record-calls.ts';

export const grabRequestCalls = recordCalls('requestId', {
  mine: GrabRequestPath.listMyGrabRequests,
  queue: GrabRequestPath.listGrabRequests,
  get: GrabRequestPath.getGrabRequest,
});

/** Staff: the open sailings that could grant a request (its ports, its ETD range). */
export const sailingsFor = (query: { pol: string; pod: string; etdFrom: string; etdTo: string }) =>
  fetchData(FreightPath.searchSpace, { ...query, pageNo: 1, pageSize: 50 });
