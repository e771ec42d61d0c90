/** Tenant branding and page furniture (spec section 7, getCompanyInfoById and queryWebMyCustomer). */
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { failureOf, success } from '../envelope.ts';
import type { Language } from '../messages.ts';
import type { CompanyService } from '../services/company-service.ts';
import { postApi } from './api-route.ts';

/** Business outcomes travel with HTTP 200; the envelope code tells the client what happened. */
const answer = <T>(language: Language, data: T | undefined) =>
  data === undefined ? failureOf(language, ResultCode.notFound, 'companyNotFound') : success(language, data);

export const companyRoutes = async (app: FastifyInstance, { company }: { company: CompanyService }) => {
  postApi(app, ApiPath.getCompanyInfoById, async ({ companyId }, request) =>
    answer(request.portal.language, await company.getCompanyInfo(companyId)),
  );
  postApi(app, ApiPath.queryWebMyCustomer, async ({ companyId }, request) =>
    answer(request.portal.language, await company.getCustomerServiceContact(companyId)),
  );
  postApi(app, ApiPath.getWebMenuList, async ({ companyId }, request) =>
    answer(request.portal.language, await company.getMenuList(companyId)),
  );
  postApi(app, ApiPath.getTitleSettings, async ({ companyId }, request) =>
    answer(request.portal.language, await company.getTitleSettings(companyId)),
  );
  postApi(app, ApiPath.getWebContent, async ({ companyId, page }, request) =>
    answer(request.portal.language, await company.getWebContent(companyId, page)),
  );
};
