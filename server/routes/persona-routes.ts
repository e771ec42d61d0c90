/** Persona events (spec section 7, userPersonasUtil): fire and forget, for the client and the server. */
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { DEFAULT_COMPANY_ID } from '../../domain/api/schemas.ts';
import { failureOf, success } from '../envelope.ts';
import type { PersonaService } from '../services/persona-service.ts';
import { postApi } from './api-route.ts';

export const personaRoutes = async (app: FastifyInstance, { personas }: { personas: PersonaService }) => {
  postApi(app, ApiPath.userPersonasUtil, async (body, request) => {
    const { language, sysSource, authToken } = request.portal;
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
    switch (outcome) {
      case 'accepted':
        return success(language);
      case 'rateLimited':
        return failureOf(language, ResultCode.rateLimited, 'tooManyRequests');
      case 'companyNotFound':
        return failureOf(language, ResultCode.notFound, 'companyNotFound');
    }
  });
};
