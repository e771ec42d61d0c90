/**
 * Shared tracking links (issue 11): thin handlers over the tracking-share service. The owner's calls
 * need a session (staff are refused by the service); the shared read needs none and is limited
 * per IP address.
 */
import type { FastifyInstance } from 'fastify';
import { TrackingSharePath } from '../../domain/api/tracking-share-paths.ts';
import type { ShareTrackingBody, TrackingShareOrderBody } from '../../domain/api/tracking-share-schemas.ts';
import { formatTrackingShareMessage } from '../../domain/orders/tracking-share.ts';
import { signedIn } from '../plugins/session.ts';
import type { TrackingShareService } from '../services/orders/tracking-share-service.ts';
import { answerWith, postApi } from './api-route.ts';

const { data: answer } = answerWith(formatTrackingShareMessage);

export const trackingShareRoutes = async (
  app: FastifyInstance,
  { shares }: { shares: TrackingShareService },
) => {
  postApi(
    app,
    TrackingSharePath.shareTracking,
    signedIn((viewer, body: ShareTrackingBody, request) =>
      answer(request, shares.share(viewer, body.orderId, body.validDays)),
    ),
  );
  postApi(
    app,
    TrackingSharePath.getTrackingShare,
    signedIn((viewer, body: TrackingShareOrderBody, request) =>
      answer(request, shares.get(viewer, body.orderId)),
    ),
  );
  postApi(
    app,
    TrackingSharePath.revokeTrackingShare,
    signedIn((viewer, body: TrackingShareOrderBody, request) =>
      answer(request, shares.revoke(viewer, body.orderId)),
    ),
  );
  postApi(app, TrackingSharePath.sharedTracking, (body, request) =>
    answer(request, shares.read(body.token, body.companyId, request.portal.language, request.ip)),
  );
};
