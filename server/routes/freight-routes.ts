/** The freight API (docs/freight.md): thin handlers that read the viewer, call a service, answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { STAFF_USER_TYPE } from '../../domain/constants.ts';
import { formatFreightMessage } from '../../domain/freight/messages.ts';
import { failure, success } from '../envelope.ts';
import type { FreightServices } from '../services/freight/index.ts';
import type { Outcome } from '../services/freight/outcome.ts';
import { viewerOf } from '../services/freight/viewer.ts';
import { postApi } from './api-route.ts';

/** postApi gives the envelope's code its HTTP status ('400' 400, '401' 401, '403' 403). */
const answer = <T>(request: FastifyRequest, outcome: Outcome<T>) => {
  const { language } = request.portal;
  return outcome.ok
    ? success(language, outcome.data)
    : failure(outcome.code, formatFreightMessage(outcome.id, language, outcome.values));
};

export const freightRoutes = async (app: FastifyInstance, { freight }: { freight: FreightServices }) => {
  postApi(app, ApiPath.searchPorts, async (body, request) =>
    answer(request, await freight.catalog.searchPorts(body)),
  );
  postApi(app, ApiPath.listCarriers, async (body, request) =>
    answer(request, await freight.catalog.listCarriers(body)),
  );
  postApi(app, ApiPath.searchRates, async (body, request) =>
    answer(request, await freight.rates.searchRates(body, viewerOf(request), request.portal.language)),
  );
  postApi(app, ApiPath.saveQuotation, async (body, request) =>
    answer(request, await freight.rates.saveQuotation(body, viewerOf(request))),
  );
  postApi(app, ApiPath.getQuotation, async (body, request) =>
    answer(request, await freight.rates.getQuotation(body.id, viewerOf(request))),
  );
  postApi(app, ApiPath.listMyQuotations, async (body, request) =>
    answer(request, await freight.rates.listMyQuotations(body, viewerOf(request))),
  );
  postApi(app, ApiPath.listSpotProducts, async (body, request) =>
    answer(request, await freight.space.listSpotProducts(body, viewerOf(request), request.portal.language)),
  );
  postApi(app, ApiPath.searchSpace, async (body, request) =>
    answer(request, await freight.space.searchSpace(body, viewerOf(request), request.portal.language)),
  );
  postApi(app, ApiPath.getSpaceDetail, async (body, request) =>
    answer(
      request,
      await freight.space.getSpaceDetail(body.sailingId, viewerOf(request), request.portal.language),
    ),
  );
  postApi(app, ApiPath.searchPointToPoint, async (body, request) =>
    answer(request, await freight.schedules.searchPointToPoint(body)),
  );
  postApi(app, ApiPath.searchVesselSchedule, async (body, request) =>
    answer(request, await freight.schedules.searchVesselSchedule(body)),
  );
  postApi(app, ApiPath.track, async (body, request) =>
    answer(request, await freight.tracking.track(body.numbers, request.portal.language)),
  );
  postApi(app, ApiPath.searchSeaRailRoutes, async (body, request) =>
    answer(
      request,
      await freight.planner.searchSeaRailRoutes(body, viewerOf(request), request.portal.language),
    ),
  );
  postApi(app, ApiPath.planRoutes, async (body, request) =>
    answer(request, await freight.planner.planRoutes(body, viewerOf(request), request.portal.language)),
  );
  postApi(app, ApiPath.searchPrerecorded, async (body, request) =>
    answer(request, await freight.customs.search(body, viewerOf(request))),
  );
  postApi(app, ApiPath.importDcsa, async (body, request) => {
    const viewer = viewerOf(request);
    const { language } = request.portal;
    if (viewer === null)
      return failure(ResultCode.unauthorized, formatFreightMessage('loginRequired', language));
    if (viewer.userType !== STAFF_USER_TYPE)
      return failure(ResultCode.forbidden, formatFreightMessage('staffOnly', language));
    return answer(request, await freight.importDcsa(body.kind, body.documents));
  });
};
