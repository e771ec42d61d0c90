import {
  type ContentPage,
  type CustomerServiceContact,
  INLINE_TENANT_ELEMENT_ID,
  type PersonaEvent,
  type Tenant,
  type TitleSetting,
  type WebContent,
} from '../../domain/api/company.ts';
import { ShellPath as ApiPath } from '../../domain/api/shell-paths.ts';
import { fetchData, post } from './client.ts';

/** The tenant this build serves (spec §7: getCompanyInfoById with value 1). */
export const companyId: number = Number(import.meta.env.VITE_COMPANY_ID ?? 1);
/**
 * What a visitor's freight searches name as their tenant (a signed-in user's is the session's):
 * the build's own when it names one; the server's default tenant otherwise.
 */
export const visitorTenant: { companyId?: number } =
  import.meta.env.VITE_COMPANY_ID === undefined ? {} : { companyId };

/**
 * The tenant the server wrote into the page it sent (the first paint), taken once: a retry asks the API.
 * Another tenant's (a server configured for another company than this build) is not used.
 */
const takeInlineTenant = (): Tenant | null => {
  const element = document.getElementById(INLINE_TENANT_ELEMENT_ID);
  if (element === null) return null;
  element.remove();
  try {
    const tenant = JSON.parse(element.textContent ?? '') as Partial<Tenant>;
    return tenant.company?.companyId === companyId && Array.isArray(tenant.menus) ? (tenant as Tenant) : null;
  } catch {
    return null;
  }
};

export async function loadTenant(): Promise<Tenant> {
  const inline = takeInlineTenant();
  if (inline !== null) return inline;
  const [company, menus] = await Promise.all([
    fetchData(ApiPath.getCompanyInfoById, { companyId }),
    fetchData(ApiPath.getWebMenuList, { companyId }),
  ]);
  return { company, menus };
}

export const loadContact = (): Promise<CustomerServiceContact> =>
  fetchData(ApiPath.queryWebMyCustomer, { companyId });

export const loadTitleSettings = (): Promise<TitleSetting[]> =>
  fetchData(ApiPath.getTitleSettings, { companyId });

export const loadWebContent = (page: ContentPage): Promise<WebContent> =>
  fetchData(ApiPath.getWebContent, { companyId, page });

/** Fire and forget (spec §7): a lost persona event must never disturb the visitor. */
export function recordPersonaEvent(event: PersonaEvent): void {
  post(ApiPath.userPersonasUtil, { ...event, companyId }).catch(() => {});
}
