/**
 * The tenant's site content edited by its administrator (spec §2's menu list, §3's title settings,
 * content pages and customer-service contact): who may, what a save must mean, the trail, and that
 * the next page load (its first paint too) shows the change.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_TENANT_ELEMENT_ID, type MenuItem, type Tenant } from '../../../domain/api/company.ts';
import { ShellPath } from '../../../domain/api/shell-paths.ts';
import { SiteContentPath } from '../../../domain/api/site-content-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { createTenantChangeRepository } from '../../../server/db/repositories/tenant-change-repository.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';

let staticDir: string;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-site-content-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(staticDir, 'assets'));
  t = await startTestApp({ staticDir });
  await addCompany(t.db, 2);
  admin = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['administrator'] });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const call = (apiPath: string, body: unknown, who: SignedIn | null = admin, language = 'en') =>
  post(t.app, apiPath, body, { ...(who === null ? {} : who.headers), 'accept-language': language });

const menusNow = async (): Promise<MenuItem[]> =>
  (await call(SiteContentPath.getMenus, { companyId: 1 })).json().data.menus;

const entry = (label: string, labelEn: string, p: string, pEn = p, openNewWindow = false) => ({
  label,
  labelEn,
  clickEvent: { path: p, pathEn: pEn, openNewWindow },
});

const inlineTenant = (html: string): Tenant => {
  const match = html.match(
    new RegExp(`<script id="${INLINE_TENANT_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Tenant;
};

/** A valid body of each new path: the access tests send these. */
const VALID_BODIES: Record<string, unknown> = {
  [SiteContentPath.getMenus]: { companyId: 1 },
  [SiteContentPath.saveMenus]: { companyId: 1, menus: [] },
  [SiteContentPath.getTitles]: { companyId: 1 },
  [SiteContentPath.saveTitles]: { companyId: 1, titles: [] },
  [SiteContentPath.listContentPages]: { companyId: 1 },
  [SiteContentPath.getContentPage]: { companyId: 1, page: 'about' },
  [SiteContentPath.saveContentPage]: { companyId: 1, page: 'about', blocks: [] },
  [SiteContentPath.getContact]: { companyId: 1 },
  [SiteContentPath.saveContact]: {
    companyId: 1,
    contact: {
      nameCn: '王',
      nameEn: 'Wang',
      companyName: '',
      companyNameEn: '',
      mobile: '13900000000',
      qq: '',
      email: '',
    },
  },
  [SiteContentPath.listOtherContacts]: { companyId: 1 },
  [SiteContentPath.addContact]: {
    companyId: 1,
    contact: {
      nameCn: '王',
      nameEn: 'Wang',
      companyName: '',
      companyNameEn: '',
      mobile: '13900000000',
      qq: '',
      email: '',
    },
  },
  [SiteContentPath.removeContact]: { companyId: 1, contactId: 999 },
};

describe('site content: who may read and save it', () => {
  it.each(Object.values(SiteContentPath))(
    '%s: refuses visitors, customers, staff without tenant.settings and another tenant’s staff',
    async (apiPath) => {
      const body = VALID_BODIES[apiPath];
      const customer = await signIn(t.db, { companyId: 1 });
      const operations = await signIn(t.db, {
        companyId: 1,
        userType: STAFF_USER_TYPE,
        staffRoles: ['operations'],
      });
      const otherAdmin = await signIn(t.db, {
        companyId: 2,
        userType: STAFF_USER_TYPE,
        staffRoles: ['administrator'],
      });
      const before = await menusNow();
      expect((await call(apiPath, body, null)).statusCode).toBe(401);
      expect((await call(apiPath, body, customer)).statusCode).toBe(403);
      expect((await call(apiPath, body, operations)).statusCode).toBe(403);
      const other = await call(apiPath, body, otherAdmin);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('You may change only your own company’s site content');
      expect(await menusNow()).toEqual(before);
    },
  );
});

describe('site content: the menu list (spec §2 Header)', () => {
  it('saves a reordered menu with an added and a removed entry; the next load and its first paint show it', async () => {
    const seeded = await menusNow();
    const customs = seeded.find((item) => item.sNameEn === 'Customs')!;
    const menus = [
      {
        sName: customs.sName,
        sNameEn: customs.sNameEn,
        children: [
          entry('客户端', 'Get the client', '/client'),
          entry('询价', 'Ask for a rate', '/rates?pol=CNSHA'),
        ],
      },
      ...seeded
        .filter((item) => item !== customs)
        .map((item) => ({ sName: item.sName, sNameEn: item.sNameEn ?? item.sName, children: item.children })),
    ];
    const saved = await call(SiteContentPath.saveMenus, { companyId: 1, menus });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('The menu was saved');
    expect(
      saved.json().data.menus[0].children.map((child: MenuItem['children'][number]) => child.labelEn),
    ).toEqual(['Get the client', 'Ask for a rate']);

    const publicMenu = (await post(t.app, ShellPath.getWebMenuList, { companyId: 1 })).json().data;
    expect(publicMenu).toEqual(saved.json().data.menus);
    const html = (await t.app.inject({ method: 'GET', url: '/index' })).body;
    expect(inlineTenant(html).menus).toEqual(publicMenu);
  });

  it('refuses an internal path that is no route, an external one that is not https, and a label in one language only, in the caller’s language', async () => {
    const before = await menusNow();
    const saveOne = (child: ReturnType<typeof entry>, language = 'en') =>
      call(
        SiteContentPath.saveMenus,
        { companyId: 1, menus: [{ sName: '菜单', sNameEn: 'Menu', children: [child] }] },
        admin,
        language,
      );

    const notARoute = await saveOne(entry('后台', 'Admin', '/admin'));
    expect(notARoute.statusCode).toBe(400);
    expect(notARoute.json().message).toBe(
      'menus.0.children.0.path: an internal path must be a page of this site (such as /rates)',
    );
    const plainHttp = await saveOne(
      entry('新闻', 'News', 'https://news.example.com', 'http://news.example.com'),
    );
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toBe(
      'menus.0.children.0.pathEn: an external link must be a full https:// address',
    );
    const script = await saveOne(entry('脚本', 'Script', 'javascript:alert(1)'));
    expect(script.statusCode).toBe(400);
    const chineseOnly = await saveOne(entry('运价', ' ', '/rates'), 'zh-CN');
    expect(chineseOnly.statusCode).toBe(400);
    expect(chineseOnly.json().message).toBe('menus.0.children.0.label：请填写中英文名称');
    const tooLong = await saveOne(entry('运价', 'x'.repeat(41), '/rates'));
    expect(tooLong.statusCode).toBe(400);
    expect(await menusNow()).toEqual(before);
  });
});

describe('site content: title settings, content pages, contact', () => {
  it('saves the section titles; the public titles answer shows them and a section listed twice is refused', async () => {
    const { titles } = (await call(SiteContentPath.getTitles, { companyId: 1 })).json().data;
    const changed = titles.map((title: { section: string; bannerTitleEn: string }) =>
      title.section === 'about' ? { ...title, bannerTitleEn: 'About the company' } : title,
    );
    expect((await call(SiteContentPath.saveTitles, { companyId: 1, titles: changed })).statusCode).toBe(200);
    const shown = (await post(t.app, ShellPath.getTitleSettings, { companyId: 1 })).json().data;
    expect(shown.find((title: { section: string }) => title.section === 'about').bannerTitleEn).toBe(
      'About the company',
    );

    const twice = await call(SiteContentPath.saveTitles, { companyId: 1, titles: [changed[0], changed[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('titles.1.section: this section is listed twice');
  });

  it('saves a content page in both languages as plain text; the public page shows it, markup and all, as text', async () => {
    const blocks = [
      {
        headingCn: '我们的团队',
        headingEn: 'Our team',
        bodyCn: '第一段\n第二段',
        bodyEn: 'One\n<script>alert(1)</script>',
      },
    ];
    const saved = await call(SiteContentPath.saveContentPage, { companyId: 1, page: 'about', blocks });
    expect(saved.statusCode).toBe(200);
    expect(
      (await post(t.app, ShellPath.getWebContent, { companyId: 1, page: 'about' })).json().data.blocks,
    ).toEqual(blocks);
    const pages = (await call(SiteContentPath.listContentPages, { companyId: 1 })).json().data.pages;
    expect(pages.find((entry: { page: string }) => entry.page === 'about')).toEqual({
      page: 'about',
      blockCount: 1,
    });

    const englishOnly = await call(SiteContentPath.saveContentPage, {
      companyId: 1,
      page: 'service',
      blocks: [{ headingCn: '', headingEn: 'Service', bodyCn: '', bodyEn: 'Text' }],
    });
    expect(englishOnly.statusCode).toBe(400);
    expect(englishOnly.json().message).toBe('blocks.0.headingCn: enter the heading in both languages');
  });

  it('saves the one contact, keeping its picture; a bad email or no way to reach them is refused', async () => {
    const before = (await call(SiteContentPath.getContact, { companyId: 1 })).json().data;
    const contact = {
      nameCn: '张伟',
      nameEn: 'Zhang Wei',
      companyName: '海程',
      companyNameEn: 'Haicheng',
      mobile: '13900000001',
      qq: '',
      email: 'zhang@example.com',
    };
    const saved = await call(SiteContentPath.saveContact, { companyId: 1, contact });
    expect(saved.statusCode).toBe(200);
    expect((await post(t.app, ShellPath.queryWebMyCustomer, { companyId: 1 })).json().data).toEqual({
      ...contact,
      headPic: before.headPic,
    });
    const badEmail = await call(SiteContentPath.saveContact, {
      companyId: 1,
      contact: { ...contact, email: 'zhang@' },
    });
    expect(badEmail.json().message).toBe('contact.email: the email address is not valid');
    const unreachable = await call(SiteContentPath.saveContact, {
      companyId: 1,
      contact: { ...contact, mobile: '', email: '' },
    });
    expect(unreachable.statusCode).toBe(400);
  });

  it('records every save in the tenant’s trail with who, before and after', async () => {
    const { list } = await createTenantChangeRepository(t.db).page(1, { pageNo: 1, pageSize: 50 });
    const areas = new Set(list.map((change) => change.area));
    expect([...areas].sort()).toEqual(['contacts', 'contentPages', 'menus', 'titleSettings']);
    expect(list.every((change) => change.userId === admin.userId)).toBe(true);
    const contact = list.find((change) => change.area === 'contacts')!;
    expect(contact.after).toMatchObject({ nameEn: 'Zhang Wei' });
    expect(contact.before).toMatchObject({ nameEn: 'Lin Haiyan (demo)' });
    const page = list.find((change) => change.area === 'contentPages')!;
    expect(page.after).toMatchObject({ page: 'about', blocks: [{ headingEn: 'Our team' }] });
    // A refused save leaves no trail: as many entries as successful saves (menu, titles, page, contact).
    expect(list).toHaveLength(4);
  });
});

describe('the tenant’s further contacts (after the trail’s checks, which read the newest contact save)', () => {
  it('spec §6: further contacts are added and removed; a removed contact’s customers see the default again', async () => {
    const added = await call(SiteContentPath.addContact, {
      companyId: 1,
      contact: {
        nameCn: '赵敏',
        nameEn: 'Zhao Min',
        companyName: '',
        companyNameEn: '',
        mobile: '',
        qq: '',
        email: 'zhao.min@forwarder-e2e.com',
      },
    });
    expect(added.json()).toMatchObject({ code: '1', message: 'The contact was added' });
    const [extra] = added.json().data.contacts as { id: number; nameEn: string }[];
    expect(extra?.nameEn).toBe('Zhao Min');
    // No way to reach them: refused at its field, in the caller's language.
    const unreachable = await call(
      SiteContentPath.addContact,
      {
        companyId: 1,
        contact: {
          nameCn: '李',
          nameEn: 'Li',
          companyName: '',
          companyNameEn: '',
          mobile: '',
          qq: '',
          email: '',
        },
      },
      admin,
      'cn',
    );
    expect(unreachable.statusCode).toBe(400);
    const customer = await signIn(t.db, { companyId: 1 });
    await t.db
      .updateTable('users')
      .set({ serviceContactId: extra!.id })
      .where('id', '=', customer.userId)
      .execute();
    const contactOfCustomer = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('serviceContactId')
          .where('id', '=', customer.userId)
          .executeTakeFirstOrThrow()
      ).serviceContactId;
    expect(await contactOfCustomer()).toBe(extra!.id);

    const [defaultContact] = await t.db
      .selectFrom('customerServiceContacts')
      .select('id')
      .where('companyId', '=', 1)
      .orderBy('id')
      .execute();
    const keepDefault = await call(SiteContentPath.removeContact, {
      companyId: 1,
      contactId: defaultContact!.id,
    });
    expect(keepDefault.json()).toMatchObject({
      code: '400',
      message: 'The default contact cannot be removed; edit it instead',
    });
    const removed = await call(SiteContentPath.removeContact, { companyId: 1, contactId: extra!.id });
    expect(removed.json()).toMatchObject({ code: '1', data: { contacts: [] } });
    expect(await contactOfCustomer()).toBeNull();
    expect(
      (await call(SiteContentPath.removeContact, { companyId: 1, contactId: extra!.id })).json().message,
    ).toBe('No such contact');
  });
});
