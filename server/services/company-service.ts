/** The tenant's branding and page furniture: company info, menu, titles, page content, contact. */
import type {
  CompanyInfo,
  ContentBlock,
  ContentPage,
  CustomerServiceContact,
  MenuItem,
  Tenant,
  TitleSection,
  TitleSetting,
  WebContent,
} from '../../domain/api/company.ts';
import type { LegalPage } from '../../domain/legal-pages.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { toCompanyInfo } from './company-info.ts';
import { notFound, ok, type ServerOutcome } from './outcome.ts';

/** Which title-settings section heads each content page. */
const PAGE_SECTIONS: Record<ContentPage, TitleSection> = {
  about: 'about',
  service: 'service',
  clientCase: 'case',
  contact: 'contactUs',
  client: 'introduction',
};

/** Every read of an unknown company answers "no such company" (code '404'). */
export const createCompanyService = (repositories: Repositories) => {
  const forKnownCompany = async <T>(companyId: number, read: () => Promise<T>): Promise<ServerOutcome<T>> =>
    (await repositories.companies.exists(companyId)) ? ok(await read()) : notFound('companyNotFound');

  return {
    getCompanyInfo: async (companyId: number): Promise<ServerOutcome<CompanyInfo>> => {
      const row = await repositories.companies.findById(companyId);
      return row === undefined ? notFound('companyNotFound') : ok(toCompanyInfo(row));
    },

    getMenuList: (companyId: number): Promise<ServerOutcome<MenuItem[]>> =>
      forKnownCompany(companyId, () => repositories.menus.listByCompany(companyId)),

    /** Both answers the app loads at start, for the page the server writes them into (the first paint). */
    getTenant: async (companyId: number): Promise<Tenant | undefined> => {
      const row = await repositories.companies.findById(companyId);
      if (row === undefined) return undefined;
      return { company: toCompanyInfo(row), menus: await repositories.menus.listByCompany(companyId) };
    },

    getTitleSettings: (companyId: number): Promise<ServerOutcome<TitleSetting[]>> =>
      forKnownCompany(companyId, () => repositories.titleSettings.listByCompany(companyId)),

    getWebContent: (companyId: number, page: ContentPage): Promise<ServerOutcome<WebContent>> =>
      forKnownCompany(companyId, async () => ({
        page,
        section: PAGE_SECTIONS[page],
        blocks: await repositories.content.listBlocks(companyId, page),
      })),

    /** The tenant's user agreement or privacy policy (domain/legal-pages.ts); none written is an empty list. */
    getLegalContent: (companyId: number, page: LegalPage): Promise<ContentBlock[]> =>
      repositories.content.listBlocks(companyId, page),

    /**
     * The contact customer service assigned to the signed-in customer `userId`, else the tenant's
     * default; a company without a configured contact answers with an empty card, not a failure.
     */
    getCustomerServiceContact: (
      companyId: number,
      userId: number | null,
    ): Promise<ServerOutcome<CustomerServiceContact>> =>
      forKnownCompany(
        companyId,
        async () =>
          (userId === null ? undefined : await repositories.contacts.assignedTo(companyId, userId)) ??
          (await repositories.contacts.findByCompany(companyId)) ?? {
            nameCn: '',
            nameEn: '',
            companyName: '',
            companyNameEn: '',
            headPic: '',
            mobile: '',
            qq: '',
            email: '',
          },
      ),
  };
};

export type CompanyService = ReturnType<typeof createCompanyService>;
