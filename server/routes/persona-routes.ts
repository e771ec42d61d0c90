/** Persona events (spec section 7, userPersonasUtil): fire and forget for the client. */
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
    const recorded = await personas.record(
      body.companyId ?? DEFAULT_COMPANY_ID,
      { personasType: body.personasType, personasPage: body.personasPage, keyword: body.keyword },
      { sysSource, authToken },
    );
    return recorded ? success(language) : failureOf(language, ResultCode.notFound, 'companyNotFound');
  });
};
