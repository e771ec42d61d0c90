/**
 * The grab-request API (spot booking, issue 11): thin handlers that call the grab-request service
 * with the viewer and answer in the request's language. Customers reach their own requests, staff
 * the queue of their company (`staffOnly`: a customer gets 403).
 */
import type { FastifyInstance } from 'fastify';
import { GrabRequestPath } from '../../domain/api/grab-request-paths.ts';
import { formatGrabRequestMessage } from '../../domain/grab-requests/messages.ts';
import { signedIn, staffOnly } from '../plugins/session.ts';
import type { GrabRequestService } from '../services/grab-requests/grab-request-service.ts';
import { answerWith, postApi } from './api-route.ts';

const { data: answer } = answerWith(formatGrabRequestMessage);

export const grabRequestRoutes = async (
  app: FastifyInstance,
  { grabRequests }: { grabRequests: GrabRequestService },
) => {
  postApi(
    app,
    GrabRequestPath.applyGrabRequest,
    signedIn((viewer, body, request) => answer(request, grabRequests.apply(viewer, body))),
  );
  postApi(
    app,
    GrabRequestPath.listMyGrabRequests,
    signedIn((viewer, body, request) => answer(request, grabRequests.list(viewer, body, 'mine'))),
  );
  postApi(
    app,
    GrabRequestPath.getGrabRequest,
    signedIn((viewer, body, request) => answer(request, grabRequests.get(viewer, body.requestId))),
  );
  postApi(
    app,
    GrabRequestPath.deleteGrabRequest,
    signedIn((viewer, body, request) => answer(request, grabRequests.delete(viewer, body.requestId))),
  );
  postApi(
    app,
    GrabRequestPath.listGrabRequests,
    staffOnly((viewer, body, request) => answer(request, grabRequests.list(viewer, body, 'company'))),
  );
  postApi(
    app,
    GrabRequestPath.grantGrabRequest,
    staffOnly((viewer, body, request) => answer(request, grabRequests.grant(viewer, body))),
  );
  postApi(
    app,
    GrabRequestPath.refuseGrabRequest,
    staffOnly((viewer, body, request) =>
      answer(request, grabRequests.refuse(viewer, body.requestId, body.notes)),
    ),
  );
};
