import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES, TITLE_SECTIONS } from '../../domain/api/company.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { DEMO_NAME_CN } from '../../server/db/seed/demo-tenant.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const setCompany = (values: Record<string, string | number>) =>
  t.db.updateTable('companies').set(values).where('companyId', '=', 1).execute();

const companyInfo = async () => {
  const response = await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe(`POST /api/${ApiPath.getCompanyInfoById}`, () => {
  it('spec §3 Company info: answers code 1 with every field of the demo tenant', async () => {
    const response = await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe('1');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'companyId',
        'webHomeBgImg',
        'qrCodePicUrl',
        'webOutLogo',
        'webInLogo',
        'webExProPic',
        'wxPubQrCodePic',
        'webThemeColor',
        'linkChName',
        'linkEnName',
        'linkAddress',
        'webLoginPic',
        'companyNameScn',
        'companyNameSen',
        'webPubFclFlag',
        'webSiteRegisterNo',
        'bookingSpaceFlag',
        'mobileDomainName',
        'clientDomainName',
        'containerFclShow',
        'programJurisdictionFlag',
        'spotFlag',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      companyId: 1,
      companyNameScn: DEMO_NAME_CN,
      programJurisdictionFlag: 3,
      webPubFclFlag: 0,
      spotFlag: 1,
      bookingSpaceFlag: 1,
      linkAddress: 'https://work.example.com',
      mobileDomainName: '',
      clientDomainName: '',
    });
    expect(body.data.webThemeColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('spec §3 Company info: pictures are /media/ URLs the server serves with their content type', async () => {
    const info = await companyInfo();
    for (const field of ['webOutLogo', 'webInLogo', 'webHomeBgImg', 'webLoginPic', 'webExProPic']) {
      expect(info[field]).toMatch(/^\/media\/.+\.svg$/);
      const picture = await t.app.inject({ method: 'GET', url: info[field] });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      expect(picture.body).toContain('<svg');
    }
    for (const field of ['qrCodePicUrl', 'wxPubQrCodePic']) {
      const picture = await t.app.inject({ method: 'GET', url: info[field] });
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });

  it('spec §3 Company info: containerFclShow stored as 0 becomes 1', async () => {
    await setCompany({ containerFclShow: 0 });
    expect((await companyInfo()).containerFclShow).toBe(1);
  });

  it('spec §3 Company info: containerFclShow 2 stays 2, any other value becomes 1', async () => {
    await setCompany({ containerFclShow: 2 });
    expect((await companyInfo()).containerFclShow).toBe(2);
    await setCompany({ containerFclShow: 7 });
    expect((await companyInfo()).containerFclShow).toBe(1);
  });

  it('spec §3 Company info: linkEnName falls back to linkChName', async () => {
    await setCompany({ linkEnName: '' });
    expect((await companyInfo()).linkEnName).toBe('员工登录');
    await setCompany({ linkEnName: 'Staff login' });
    expect((await companyInfo()).linkEnName).toBe('Staff login');
  });

  it('spec §3 Company info: companyNameSen falls back to the Chinese name', async () => {
    await setCompany({ companyNameSen: '' });
    expect((await companyInfo()).companyNameSen).toBe(DEMO_NAME_CN);
    await setCompany({ companyNameSen: 'Haicheng Demo Freight (demo data)' });
    expect((await companyInfo()).companyNameSen).toBe('Haicheng Demo Freight (demo data)');
  });
});

/** Every endpoint that takes { companyId }: the failures they share. */
const companyEndpoints = [
  ApiPath.getCompanyInfoById,
  ApiPath.queryWebMyCustomer,
  ApiPath.getWebMenuList,
  ApiPath.getTitleSettings,
] as const;

describe.each(companyEndpoints)('POST /api/%s failures', (path) => {
  it('answers an unknown company with code 404 and a message', async () => {
    const response = await post(t.app, path, { companyId: 999 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '404', message: '未找到该公司' });
  });

  it('rejects a missing companyId with HTTP 400 naming the field', async () => {
    const response = await post(t.app, path, {}, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'companyId is required' });
  });

  it.each([
    ['a string', '1', 'companyId must be of type number'],
    ['a fraction', 1.5, 'companyId must be an integer'],
    ['zero', 0, 'companyId must be at least 1'],
    ['beyond a 32-bit id', 2 ** 31, 'companyId must be at most 2147483647'],
    ['null', null, 'companyId must be of type number'],
  ])('rejects companyId as %s with HTTP 400', async (_label, companyId, message) => {
    const response = await post(t.app, path, { companyId }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
  });

  it.each([
    ['an array', [1]],
    ['a number', 1],
    ['null', null],
  ])('rejects a body that is %s', async (_label, body) => {
    const response = await post(t.app, path, body, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'The request body must be a JSON object' });
  });
});

describe(`POST /api/${ApiPath.queryWebMyCustomer}`, () => {
  it('spec §3 Customer-service contact: answers the contact card fields', async () => {
    const body = (await post(t.app, ApiPath.queryWebMyCustomer, { companyId: 1 })).json();
    expect(body.code).toBe('1');
    expect(Object.keys(body.data).sort()).toEqual(
      ['nameCn', 'nameEn', 'companyName', 'companyNameEn', 'headPic', 'mobile', 'qq', 'email'].sort(),
    );
    expect(body.data.companyName).toBe(DEMO_NAME_CN);
    expect(body.data.email).toMatch(/@.+\.example\.com$/);
    expect((await t.app.inject({ method: 'GET', url: body.data.headPic })).statusCode).toBe(200);
  });
});

describe(`POST /api/${ApiPath.getWebMenuList}`, () => {
  it("spec §2 Header: the menu has sName and children with label, labelEn, clickEvent; one is 'SPOT rates'", async () => {
    const body = (await post(t.app, ApiPath.getWebMenuList, { companyId: 1 })).json();
    expect(body.code).toBe('1');
    expect(body.data[0]).toEqual({
      sName: 'SPOT rates',
      children: [
        {
          label: 'SPOT运价',
          labelEn: 'SPOT rates',
          clickEvent: { path: '/spotFreight', pathEn: '/spotFreight', openNewWindow: false },
        },
      ],
    });
    const children = body.data.flatMap((item: { children: unknown[] }) => item.children);
    expect(children).toContainEqual(
      expect.objectContaining({
        clickEvent: expect.objectContaining({ path: expect.stringMatching(/^http/), openNewWindow: true }),
      }),
    );
    expect(
      children.some(
        (child: { clickEvent: { path: string; pathEn: string } }) =>
          child.clickEvent.path !== child.clickEvent.pathEn,
      ),
    ).toBe(true);
  });

  it('keeps the configured order of items and children', async () => {
    const body = (await post(t.app, ApiPath.getWebMenuList, { companyId: 1 })).json();
    expect(body.data.map((item: { sName: string }) => item.sName)).toEqual([
      'SPOT rates',
      '航运资讯',
      '报关服务',
    ]);
    expect(body.data[2].children.map((child: { label: string }) => child.label)).toEqual([
      '预录单查询',
      '客户端下载',
    ]);
  });

  it('a dropdown carries its name in both languages; one without an English name leaves it out', async () => {
    const body = (await post(t.app, ApiPath.getWebMenuList, { companyId: 1 })).json();
    expect(body.data[2]).toMatchObject({ sName: '报关服务', sNameEn: 'Customs' });
    expect(body.data[0]).not.toHaveProperty('sNameEn');
  });
});

describe(`POST /api/${ApiPath.getTitleSettings}`, () => {
  it('spec §3 Title settings: all 11 sections with banner and inner titles in Chinese and English', async () => {
    const body = (await post(t.app, ApiPath.getTitleSettings, { companyId: 1 })).json();
    expect(body.code).toBe('1');
    expect(body.data.map((setting: { section: string }) => setting.section)).toEqual([...TITLE_SECTIONS]);
    for (const setting of body.data) {
      for (const field of [
        'bannerTitleCn',
        'bannerTitleEn',
        'bannerSubtitleCn',
        'bannerSubtitleEn',
        'innerTitleCn',
        'innerTitleEn',
        'innerSubtitleCn',
        'innerSubtitleEn',
      ]) {
        expect(setting[field], `${setting.section}.${field}`).not.toBe('');
      }
    }
  });
});

describe(`POST /api/${ApiPath.getWebContent}`, () => {
  it.each(CONTENT_PAGES)('answers the %s page with blocks in both languages', async (page) => {
    const body = (await post(t.app, ApiPath.getWebContent, { companyId: 1, page })).json();
    expect(body.code).toBe('1');
    expect(body.data.page).toBe(page);
    expect(TITLE_SECTIONS).toContain(body.data.section);
    expect(body.data.blocks.length).toBeGreaterThan(0);
    for (const block of body.data.blocks) {
      expect(block.headingCn).toMatch(/[\u4e00-\u9fff]/);
      expect(block.bodyCn).toMatch(/[\u4e00-\u9fff]/);
      expect(block.headingEn).toMatch(/[A-Za-z]/);
      expect(block.bodyEn).toMatch(/[A-Za-z]/);
    }
  });

  it('the service page covers FCL, LCL, sea-rail, customs and space booking', async () => {
    const body = (await post(t.app, ApiPath.getWebContent, { companyId: 1, page: 'service' })).json();
    const headings = body.data.blocks.map((block: { headingEn: string }) => block.headingEn).join(' | ');
    for (const topic of ['FCL', 'LCL', 'Sea-rail', 'Customs', 'Space booking'])
      expect(headings).toContain(topic);
  });

  it('answers an unknown company with code 404', async () => {
    const body = (await post(t.app, ApiPath.getWebContent, { companyId: 42, page: 'about' })).json();
    expect(body.code).toBe('404');
  });

  it('rejects an unknown page naming the field and the allowed values', async () => {
    const response = await post(
      t.app,
      ApiPath.getWebContent,
      { companyId: 1, page: 'news' },
      { 'accept-language': 'en-GB' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'page must be one of "about" | "service" | "clientCase" | "contact" | "client"',
    );
  });

  it('rejects a missing page', async () => {
    const response = await post(t.app, ApiPath.getWebContent, { companyId: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: '缺少必填字段 page' });
  });
});
