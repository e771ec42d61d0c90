/** Tenant branding and page furniture (spec section 7, getCompanyInfoById and queryWebMyCustomer). */
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../domain/api/paths.ts';
import { translate } from '../messages.ts';
import type { CompanyService } from '../services/company-service.ts';
import { answerWith, postApi } from './api-route.ts';

/** Business outcomes travel with HTTP 200; the envelope code tells the client what happened. */
const { data: answer } = answerWith(translate);

export const companyRoutes = async (app: FastifyInstance, { company }: { company: CompanyService }) => {
  postApi(app, ApiPath.getCompanyInfoById, ({ companyId }, request) =>
    answer(request, company.getCompanyInfo(companyId)),
  );
  postApi(app, ApiPath.queryWebMyCustomer, ({ companyId }, request) =>
    answer(request, company.getCustomerServiceContact(companyId)),
  );
  postApi(app, ApiPath.getWebMenuList, ({ companyId }, request) =>
    answer(request, company.getMenuList(companyId)),
  );
  postApi(app, ApiPath.getTitleSettings, ({ companyId }, request) =>
    answer(request, company.getTitleSettings(companyId)),
  );
  postApi(app, ApiPath.getWebContent, ({ companyId, page }, request) =>
    answer(request, company.getWebContent(companyId, page)),
  );
};
