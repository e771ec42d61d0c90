/** The site content calls (domain/api/site-content-paths.ts), for the tenant this build serves. */
import type {
  ContentBlock,
  ContentPage,
  CustomerServiceContact,
  MenuItem,
  TitleSetting,
} from '../../../../domain/api/company.ts';
import type { SaveContactBody } from '../../../../domain/api/site-content.ts';
import { SiteContentPath } from '../../../../domain/api/site-content-paths.ts';
import { fetchData, post } from '../../../api/client.ts';
import { companyId } from '../../../api/tenant.ts';

/** A menu as the editor holds it: every name in both languages (a missing English name falls back to sName). */
export type EditedMenu = (MenuItem & { sNameEn: string })[];

const edited = (menus: MenuItem[]): EditedMenu =>
  menus.map((item) => ({ ...item, sNameEn: item.sNameEn ?? item.sName }));

export const loadMenus = async (signal: AbortSignal): Promise<EditedMenu> =>
  edited((await fetchData(SiteContentPath.getMenus, { companyId }, signal)).menus);

export const saveMenus = async (menus: EditedMenu) => {
  const answer = await post(SiteContentPath.saveMenus, { companyId, menus });
  return { data: edited(answer.data.menus), message: answer.message };
};

export const loadTitles = async (signal: AbortSignal): Promise<TitleSetting[]> =>
  (await fetchData(SiteContentPath.getTitles, { companyId }, signal)).titles;

export const saveTitles = async (titles: TitleSetting[]) => {
  const answer = await post(SiteContentPath.saveTitles, { companyId, titles });
  return { data: answer.data.titles, message: answer.message };
};

export const loadContentPage = (page: ContentPage, signal: AbortSignal) =>
  fetchData(SiteContentPath.getContentPage, { companyId, page }, signal);

export const saveContentPage = async (view: { page: ContentPage; blocks: ContentBlock[] }) => {
  const answer = await post(SiteContentPath.saveContentPage, { companyId, ...view });
  return { data: answer.data, message: answer.message };
};

/** The contact as edited: its picture is the images page's and travels unchanged. */
export const loadContact = (signal: AbortSignal): Promise<CustomerServiceContact> =>
  fetchData(SiteContentPath.getContact, { companyId }, signal);

export const saveContact = async ({ headPic: _, ...contact }: CustomerServiceContact) => {
  const body: SaveContactBody = { companyId, contact };
  const answer = await post(SiteContentPath.saveContact, body);
  return { data: answer.data, message: answer.message };
};

/** The tenant's contacts besides the default one (customer service assigns them to customers). */
export const loadOtherContacts = async (signal?: AbortSignal) =>
  (await fetchData(SiteContentPath.listOtherContacts, { companyId }, signal)).contacts;

export const addContact = (contact: SaveContactBody['contact']) =>
  post(SiteContentPath.addContact, { companyId, contact });

export const removeContact = ({ contactId }: { contactId: number }) =>
  post(SiteContentPath.removeContact, { companyId, contactId });
