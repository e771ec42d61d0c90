/**
 * The tenant's site content as its administrator edits it (spec §2's menu list, §3's title
 * settings, content pages and customer-service contact): the shell reads the same rows, per request
 * and per page load, so a saved change shows on the next load, the first paint included. Every save
 * replaces the area's rows and records the change in the tenant's trail in one transaction.
 */
import type { ContentPage, CustomerServiceContact, MenuItem } from '../../../domain/api/company.ts';
import { CONTENT_PAGES } from '../../../domain/api/company.ts';
import type {
  ContactView,
  ContentPageList,
  ContentPageView,
  MenuList,
  OtherContactList,
  RemoveContactBody,
  SaveContactBody,
  SaveContentPageBody,
  SaveMenusBody,
  SaveTitleSettingsBody,
  TitleSettingList,
} from '../../../domain/api/site-content.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import {
  contactProblem,
  contentBlocksProblem,
  menuProblem,
  SiteContentLimit,
  type SiteContentProblem,
  titleSettingsProblem,
} from '../../../domain/tenant/site-content.ts';
import type { TenantChangeArea } from '../../../domain/tenant/tenant-change.ts';
import { createRepositories, type Repositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { forbidden, invalid, ok, type SiteContentOutcome } from '../outcome.ts';

const EMPTY_CONTACT: CustomerServiceContact = {
  nameCn: '',
  nameEn: '',
  companyName: '',
  companyNameEn: '',
  headPic: '',
  mobile: '',
  qq: '',
  email: '',
};

const refused = ({ id, field }: SiteContentProblem) => invalid(id, { field });

/** Text as the visitor will see it: no stray spaces around a label, a path or a name. */
const trimmedMenu = (menus: SaveMenusBody['menus']): MenuItem[] =>
  menus.map((item) => ({
    sName: item.sName.trim(),
    sNameEn: item.sNameEn.trim(),
    children: item.children.map((child) => ({
      label: child.label.trim(),
      labelEn: child.labelEn.trim(),
      clickEvent: {
        path: child.clickEvent.path.trim(),
        pathEn: child.clickEvent.pathEn.trim(),
        openNewWindow: child.clickEvent.openNewWindow,
      },
    })),
  }));

export const createSiteContentService = (deps: { db: Database; repositories: Repositories; now: Clock }) => {
  const { db, repositories } = deps;

  /** The session's staff may edit only their own company, and only with `tenant.settings`. */
  const mayEdit = (viewer: Viewer, companyId: number): boolean =>
    hasPermission(viewer, 'tenant.settings') && viewer.companyId === companyId;

  /** Reads the area's value, writes the new one and records both, all in one transaction. */
  const saveRecorded = async <T>(
    viewer: Viewer,
    area: TenantChangeArea,
    read: (repos: Repositories) => Promise<T>,
    write: (repos: Repositories) => Promise<void>,
  ): Promise<T> =>
    db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const before = await read(repos);
      await write(repos);
      const after = await read(repos);
      await repos.tenantChanges.record({
        companyId: viewer.companyId,
        area,
        userId: viewer.userId,
        changedAt: deps.now().toISOString(),
        before,
        after,
      });
      return after;
    });

  const menusOf = async (repos: Repositories, companyId: number): Promise<MenuList> => ({
    menus: await repos.menus.listByCompany(companyId),
  });
  const titlesOf = async (repos: Repositories, companyId: number): Promise<TitleSettingList> => ({
    titles: await repos.titleSettings.listByCompany(companyId),
  });
  const pageOf = async (
    repos: Repositories,
    companyId: number,
    page: ContentPage,
  ): Promise<ContentPageView> => ({
    page,
    blocks: await repos.content.listBlocks(companyId, page),
  });
  const contactOf = async (repos: Repositories, companyId: number): Promise<ContactView> =>
    (await repos.contacts.findByCompany(companyId)) ?? EMPTY_CONTACT;

  const othersOf = async (repos: Repositories, companyId: number): Promise<OtherContactList> => ({
    contacts: await repos.contacts.others(companyId),
  });
  const trimmed = (contact: SaveContactBody['contact']) =>
    Object.fromEntries(
      Object.entries(contact).map(([key, value]) => [key, value.trim()]),
    ) as SaveContactBody['contact'];

  return {
    getMenus: async (
      viewer: Viewer,
      { companyId }: { companyId: number },
    ): Promise<SiteContentOutcome<MenuList>> =>
      mayEdit(viewer, companyId) ? ok(await menusOf(repositories, companyId)) : forbidden('otherTenant'),

    saveMenus: async (viewer: Viewer, body: SaveMenusBody): Promise<SiteContentOutcome<MenuList>> => {
      if (!mayEdit(viewer, body.companyId)) return forbidden('otherTenant');
      const menus = trimmedMenu(body.menus);
      const problem = menuProblem(menus);
      if (problem !== null) return refused(problem);
      const saved = await saveRecorded(
        viewer,
        'menus',
        (repos) => menusOf(repos, body.companyId),
        (repos) => repos.menus.replace(body.companyId, menus),
      );
      return ok(saved, 'menusSaved');
    },

    getTitleSettings: async (
      viewer: Viewer,
      { companyId }: { companyId: number },
    ): Promise<SiteContentOutcome<TitleSettingList>> =>
      mayEdit(viewer, companyId) ? ok(await titlesOf(repositories, companyId)) : forbidden('otherTenant'),

    saveTitleSettings: async (
      viewer: Viewer,
      body: SaveTitleSettingsBody,
    ): Promise<SiteContentOutcome<TitleSettingList>> => {
      if (!mayEdit(viewer, body.companyId)) return forbidden('otherTenant');
      const problem = titleSettingsProblem(body.titles);
      if (problem !== null) return refused(problem);
      const saved = await saveRecorded(
        viewer,
        'titleSettings',
        (repos) => titlesOf(repos, body.companyId),
        (repos) => repos.titleSettings.replace(body.companyId, body.titles),
      );
      return ok(saved, 'titlesSaved');
    },

    listContentPages: async (
      viewer: Viewer,
      { companyId }: { companyId: number },
    ): Promise<SiteContentOutcome<ContentPageList>> => {
      if (!mayEdit(viewer, companyId)) return forbidden('otherTenant');
      const counts = await repositories.content.countBlocks(companyId);
      return ok({ pages: CONTENT_PAGES.map((page) => ({ page, blockCount: counts.get(page) ?? 0 })) });
    },

    getContentPage: async (
      viewer: Viewer,
      { companyId, page }: { companyId: number; page: ContentPage },
    ): Promise<SiteContentOutcome<ContentPageView>> =>
      mayEdit(viewer, companyId) ? ok(await pageOf(repositories, companyId, page)) : forbidden('otherTenant'),

    saveContentPage: async (
      viewer: Viewer,
      body: SaveContentPageBody,
    ): Promise<SiteContentOutcome<ContentPageView>> => {
      if (!mayEdit(viewer, body.companyId)) return forbidden('otherTenant');
      const blocks = body.blocks.map((block) => ({
        headingCn: block.headingCn.trim(),
        headingEn: block.headingEn.trim(),
        bodyCn: block.bodyCn.trim(),
        bodyEn: block.bodyEn.trim(),
      }));
      const problem = contentBlocksProblem(blocks);
      if (problem !== null) return refused(problem);
      const saved = await saveRecorded(
        viewer,
        'contentPages',
        (repos) => pageOf(repos, body.companyId, body.page),
        (repos) => repos.content.replaceBlocks(body.companyId, body.page, blocks),
      );
      return ok(saved, 'contentPageSaved');
    },

    getContact: async (
      viewer: Viewer,
      { companyId }: { companyId: number },
    ): Promise<SiteContentOutcome<ContactView>> =>
      mayEdit(viewer, companyId) ? ok(await contactOf(repositories, companyId)) : forbidden('otherTenant'),

    saveContact: async (viewer: Viewer, body: SaveContactBody): Promise<SiteContentOutcome<ContactView>> => {
      if (!mayEdit(viewer, body.companyId)) return forbidden('otherTenant');
      const contact = trimmed(body.contact);
      const problem = contactProblem(contact);
      if (problem !== null) return refused(problem);
      const saved = await saveRecorded(
        viewer,
        'contacts',
        (repos) => contactOf(repos, body.companyId),
        async (repos) => {
          // The picture is the images page's: a contact saved here keeps the one it had.
          const { headPic } = await contactOf(repos, body.companyId);
          await repos.contacts.saveDefault(body.companyId, { ...contact, headPic });
        },
      );
      return ok(saved, 'contactSaved');
    },

    listOtherContacts: async (
      viewer: Viewer,
      { companyId }: { companyId: number },
    ): Promise<SiteContentOutcome<OtherContactList>> =>
      mayEdit(viewer, companyId) ? ok(await othersOf(repositories, companyId)) : forbidden('otherTenant'),

    /** One more contact customer service can assign (spec §6); its picture is added with the images. */
    addContact: async (
      viewer: Viewer,
      body: SaveContactBody,
    ): Promise<SiteContentOutcome<OtherContactList>> => {
      if (!mayEdit(viewer, body.companyId)) return forbidden('otherTenant');
      const contact = trimmed(body.contact);
      const problem = contactProblem(contact);
      if (problem !== null) return refused(problem);
      if ((await repositories.contacts.count(body.companyId)) >= SiteContentLimit.contacts)
        return invalid('tooManyContacts');
      const saved = await saveRecorded(
        viewer,
        'contacts',
        (repos) => othersOf(repos, body.companyId),
        async (repos) => {
          // A tenant without any contact gets its default one first, then this one.
          if ((await repos.contacts.count(body.companyId)) === 0)
            await repos.contacts.saveDefault(body.companyId, { ...contact, headPic: '' });
          else await repos.contacts.insert(body.companyId, { ...contact, headPic: '' });
        },
      );
      return ok(saved, 'contactAdded');
    },

    /** A removed contact's customers see the default contact again, in the same transaction. */
    removeContact: async (
      viewer: Viewer,
      body: RemoveContactBody,
    ): Promise<SiteContentOutcome<OtherContactList>> => {
      if (!mayEdit(viewer, body.companyId)) return forbidden('otherTenant');
      const others = await repositories.contacts.others(body.companyId);
      if (!others.some((contact) => contact.id === body.contactId)) {
        const [first] = await repositories.contacts.listByCompany(body.companyId);
        return invalid(first?.id === body.contactId ? 'defaultContactStays' : 'contactNotFound');
      }
      const saved = await saveRecorded(
        viewer,
        'contacts',
        (repos) => othersOf(repos, body.companyId),
        async (repos) => {
          await repos.contacts.removeOther(body.companyId, body.contactId);
        },
      );
      return ok(saved, 'contactRemoved');
    },
  };
};

export type SiteContentService = ReturnType<typeof createSiteContentService>;
