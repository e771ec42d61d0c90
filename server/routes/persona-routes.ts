/** Persona events (spec section 7, userPersonasUtil): fire and forget, for the client and the server. */
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../domain/api/paths.ts';
import { DEFAULT_COMPANY_ID } from '../../domain/api/schemas.ts';
import { translate } from '../messages.ts';
import { notFound, ok, rateLimited, type ServerOutcome } from '../services/outcome.ts';
import type { PersonaOutcome, PersonaService } from '../services/persona-service.ts';
import { answerWith, postApi } from './api-route.ts';

const { data: answer } = answerWith(translate);

/** What each of the service's outcomes answers: an accepted event has nothing to say back. */
const ANSWERS: Record<PersonaOutcome, ServerOutcome<undefined>> = {
  accepted: ok(undefined),
  rateLimited: rateLimited('tooManyRequests'),
  companyNotFound: notFound('companyNotFound'),
};

export const personaRoutes = async (app: FastifyInstance, { personas }: { personas: PersonaService }) => {
  postApi(app, ApiPath.userPersonasUtil, async (body, request) => {
    const { sysSource, authToken } = request.portal;
    const outcome = await personas.record(
      // For a signed-in request the tenant is the session's company, never the body's.
      request.viewer?.companyId ?? body.companyId ?? DEFAULT_COMPANY_ID,
      { personasType: body.personasType, personasPage: body.personasPage, keyword: body.keyword },
      {
        ip: request.ip,
        sysSource,
        authToken,
        logError: (error) => request.log.error({ err: error }, 'persona event not recorded'),
      },
    );
    return answer(request, ANSWERS[outcome]);
  });
};
