/** The owner's calls on an order's shared tracking link; failures reject with ApiFailure. */
import type { TrackingShareView } from '../../../domain/api/tracking-share.ts';
import { TrackingSharePath } from '../../../domain/api/tracking-share-paths.ts';
import type { ShareTrackingBody } from '../../../domain/api/tracking-share-schemas.ts';
import { fetchData } from '../../api/client.ts';

export const getTrackingShare = (orderId: number): Promise<TrackingShareView> =>
  fetchData(TrackingSharePath.getTrackingShare, { orderId });

/** A new link (the live one stops working); the answer carries its token, this once. */
export const shareTracking = (body: ShareTrackingBody): Promise<TrackingShareView> =>
  fetchData(TrackingSharePath.shareTracking, body);

export const revokeTrackingShare = (orderId: number): Promise<TrackingShareView> =>
  fetchData(TrackingSharePath.revokeTrackingShare, { orderId });
