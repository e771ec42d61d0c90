/**
 * The freight API (docs/freight.md): thin handlers that call a service with the viewer and answer.
 * Services speak message ids; this module words them in the request's language, as the accounts
 * routes do. Sign-in and staff checks are the session plugin's wrappers.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { RateGateMessage, TrackingResult } from '../../domain/api/freight.ts';
import type { ImportDcsaBody } from '../../domain/api/freight-schemas.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { formatFreightMessage } from '../../domain/freight/messages.ts';
import type { Language } from '../messages.ts';
import { signedIn, staffOnly } from '../plugins/session.ts';
import type { FreightServices } from '../services/freight/index.ts';
import type { TrackedNumber } from '../services/freight/tracking.ts';
import { answerWith, postApi } from './api-route.ts';

/** postApi gives the envelope's code its HTTP status ('400' 400, '401' 401, '403' 403). */
const { data: answer } = answerWith(formatFreightMessage);

/** The gate's message id worded: the text that replaces the prices. */
const gated = <T extends { gate: RateGateMessage | null }>(
  data: T,
  language: Language,
): T & { gateMessage: string | null } => ({
  ...data,
  gateMessage: data.gate === null ? null : formatFreightMessage(data.gate, language),
});

/** Each number's problem worded as its message. */
const tracked = (
  { results }: { results: TrackedNumber[] },
  language: Language,
): { results: TrackingResult[] } => ({
  results: results.map(({ problemValues, ...result }) => ({
    ...result,
    message: result.problem === null ? null : formatFreightMessage(result.problem, language, problemValues),
  })),
});

export const freightRoutes = async (app: FastifyInstance, { freight }: { freight: FreightServices }) => {
  postApi(app, ApiPath.searchPorts, async (body, request) =>
    answer(request, await freight.catalog.searchPorts(body)),
  );
  postApi(app, ApiPath.listCarriers, async (body, request) =>
    answer(request, await freight.catalog.listCarriers(body)),
  );
  postApi(app, ApiPath.searchRates, async (body, request) =>
    answer(request, await freight.rates.searchRates(body, request.viewer), gated),
  );
  postApi(app, ApiPath.saveQuotation, async (body, request) =>
    answer(request, await freight.rates.saveQuotation(body, request.viewer)),
  );
  postApi(
    app,
    ApiPath.getQuotation,
    signedIn(async (viewer, body: { id: string }, request) =>
      answer(request, await freight.rates.getQuotation(body.id, viewer)),
    ),
  );
  postApi(
    app,
    ApiPath.listMyQuotations,
    signedIn(async (viewer, body: { pageNo: number; pageSize: number }, request) =>
      answer(request, await freight.rates.listMyQuotations(body, viewer)),
    ),
  );
  postApi(app, ApiPath.listSpotProducts, async (body, request) =>
    answer(request, await freight.space.listSpotProducts(body, request.viewer), gated),
  );
  postApi(app, ApiPath.searchSpace, async (body, request) =>
    answer(request, await freight.space.searchSpace(body, request.viewer), gated),
  );
  postApi(app, ApiPath.getSpaceDetail, async (body, request) =>
    answer(request, await freight.space.getSpaceDetail(body.sailingId, request.viewer), gated),
  );
  postApi(app, ApiPath.searchPointToPoint, async (body, request) =>
    answer(request, await freight.schedules.searchPointToPoint(body)),
  );
  postApi(app, ApiPath.searchVesselSchedule, async (body, request) =>
    answer(request, await freight.schedules.searchVesselSchedule(body)),
  );
  postApi(app, ApiPath.track, async (body, request) =>
    answer(request, await freight.tracking.track(body.numbers), tracked),
  );
  postApi(app, ApiPath.searchSeaRailRoutes, async (body, request) =>
    answer(request, await freight.planner.searchSeaRailRoutes(body, request.viewer), gated),
  );
  postApi(app, ApiPath.planRoutes, async (body, request) =>
    answer(request, await freight.planner.planRoutes(body, request.viewer), gated),
  );
  postApi(app, ApiPath.searchPrerecorded, async (body, request) =>
    answer(request, await freight.customs.search(body, request.viewer)),
  );
  postApi(
    app,
    ApiPath.importDcsa,
    staffOnly(async (_viewer, body: v.InferOutput<typeof ImportDcsaBody>, request) =>
      answer(request, await freight.importDcsa(body.kind, body.documents)),
    ),
  );
};
