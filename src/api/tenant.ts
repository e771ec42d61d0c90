import type {
  CompanyInfo,
  ContentPage,
  CustomerServiceContact,
  MenuItem,
  PersonaEvent,
  TitleSetting,
  WebContent,
} from '../../domain/api/company.ts';
import { ShellPath as ApiPath } from '../../domain/api/shell-paths.ts';
import type { Tenant } from '../../machines/shell/bootstrap.machine.ts';
import { call, fetchData } from './client.ts';

/** The tenant this build serves (spec §7: getCompanyInfoById with value 1). */
export const companyId: number = Number(import.meta.env.VITE_COMPANY_ID ?? 1);

export async function loadTenant(): Promise<Tenant> {
  const [company, menus] = await Promise.all([
    fetchData<CompanyInfo>(ApiPath.getCompanyInfoById, { companyId }),
    fetchData<MenuItem[]>(ApiPath.getWebMenuList, { companyId }),
  ]);
  return { company, menus };
}

export const loadContact = (): Promise<CustomerServiceContact> =>
  fetchData<CustomerServiceContact>(ApiPath.queryWebMyCustomer, { companyId });

export const loadTitleSettings = (): Promise<TitleSetting[]> =>
  fetchData<TitleSetting[]>(ApiPath.getTitleSettings, { companyId });

export const loadWebContent = (page: ContentPage): Promise<WebContent> =>
  fetchData<WebContent>(ApiPath.getWebContent, { companyId, page });

/** Fire and forget (spec §7): a lost persona event must never disturb the visitor. */
export function recordPersonaEvent(event: PersonaEvent): void {
  call(ApiPath.userPersonasUtil, { ...event, companyId }).catch(() => {});
}
