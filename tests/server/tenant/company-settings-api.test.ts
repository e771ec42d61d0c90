/**
 * Spec §3's company info edited by the tenant's administrator (tenant.settings): the form's rules,
 * its pictures from an upload, the trail of each change, and the first paint of the next page load.
 * Both databases.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import { ShellPath } from '../../../domain/api/shell-paths.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { HEAD_PICTURE_MAX_BYTES } from '../../../domain/profile/head-picture.ts';
import type { CompanyInfoFormInput } from '../../../domain/tenant/company-info-form.ts';
import { multipart, samples, uploadOne } from '../files/support.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div><script src="/assets/index-a1b2c3.js"></script></body></html>';

let t: TestApp;
let staticDir: string;
let admin: SignedIn;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  t = await startTestApp({ staticDir });
  await addCompany(t.db, 2);
  admin = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['administrator'] });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const FORM: CompanyInfoFormInput = {
  companyNameScn: '东海远洋物流',
  companyNameSen: 'East Sea Ocean Logistics',
  webThemeColor: 'rgb(200, 40, 60)',
  linkChName: '员工入口',
  linkEnName: 'Staff entrance',
  linkAddress: 'https://staff.eastsea.cn/login',
  webSiteRegisterNo: '浙ICP备2026123456号',
  webPubFclFlag: 1,
  bookingSpaceFlag: 0,
  containerFclShow: 2,
  programJurisdictionFlag: 3,
  spotFlag: 0,
  mobileDomainName: 'm.eastsea.cn',
  clientDomainName: '',
};

const save = (body: unknown, headers: Record<string, string> = admin.headers) =>
  post(t.app, TenantPath.saveCompanyInfo, body, { 'accept-language': 'en', ...headers });

const pageHtml = async (cookie = 'lang=cn') =>
  (await t.app.inject({ method: 'GET', url: '/', headers: { cookie } })).body;

describe('tenant/saveCompanyInfo: the administrator edits spec §3’s company info', () => {
  it('reads each stored flag as what it means (the demo row’s containerFclShow 0 is 1), so what was read saves as it is', async () => {
    const read = await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers);
    expect(read.statusCode).toBe(200);
    const { images, ...form } = read.json().data;
    expect(form.containerFclShow).toBe(1);
    expect(images.webOutLogo).toMatch(/^\/media\//);
    expect((await save(form)).statusCode).toBe(200);
  });

  it('saves the form (the colour normalised by the colour rule) and the next page load’s first paint shows it', async () => {
    expect(await pageHtml()).not.toContain('东海远洋物流');
    const saved = await save(FORM);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('The company info was saved');
    expect(saved.json().data).toMatchObject({ ...FORM, webThemeColor: '#c8283c' });

    const read = await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers);
    expect(read.json().data).toMatchObject({ companyNameScn: '东海远洋物流', webThemeColor: '#c8283c' });

    const chinese = await pageHtml();
    expect(chinese).toContain('<h1>东海远洋物流</h1>');
    expect(chinese).toContain('--portal-primary:#c8283c');
    expect(await pageHtml('lang=en')).toContain('<h1>East Sea Ocean Logistics</h1>');
    // The public read the app makes gives the same.
    const info = await post(t.app, ShellPath.getCompanyInfoById, { companyId: 1 });
    expect(info.json().data).toMatchObject({
      companyNameSen: 'East Sea Ocean Logistics',
      containerFclShow: 2,
    });
  });

  it('writes the trail in the same save: who, when, the area, before and after', async () => {
    const before = (await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers)).json().data;
    await save({ ...FORM, companyNameScn: '东海远洋物流集团' });
    const auditor = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
    const trail = await post(t.app, TenantPath.listChanges, { area: 'companyInfo' }, auditor.headers);
    expect(trail.statusCode).toBe(200);
    const [latest] = trail.json().data.list;
    expect(latest).toMatchObject({ area: 'companyInfo', userId: admin.userId });
    expect(latest.before.companyNameScn).toBe(before.companyNameScn);
    expect(latest.after.companyNameScn).toBe('东海远洋物流集团');
  });

  it.each([
    ['webThemeColor', { webThemeColor: '#12345' }, 'webThemeColor is invalid'],
    ['webThemeColor', { webThemeColor: 'rgb(300, 0, 0)' }, 'webThemeColor is invalid'],
    ['companyNameScn', { companyNameScn: '海'.repeat(101) }, 'companyNameScn'],
    ['companyNameScn', { companyNameScn: '  ' }, 'companyNameScn is invalid'],
    ['mobileDomainName', { mobileDomainName: 'https://m.eastsea.cn/' }, 'mobileDomainName is invalid'],
    ['clientDomainName', { clientDomainName: 'no_domain' }, 'clientDomainName is invalid'],
    ['linkAddress', { linkAddress: 'javascript:alert(1)' }, 'linkAddress is invalid'],
    ['webPubFclFlag', { webPubFclFlag: 2 }, 'webPubFclFlag'],
    ['containerFclShow', { containerFclShow: 0 }, 'containerFclShow'],
    ['programJurisdictionFlag', { programJurisdictionFlag: 1 }, 'programJurisdictionFlag'],
  ])('a bad %s answers 400 naming the field, and saves nothing', async (_field, change, message) => {
    const before = (await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers)).json().data;
    const answer = await save({ ...FORM, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(message);
    expect((await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers)).json().data).toEqual(before);
  });

  it('words the field’s problem in Chinese too', async () => {
    const answer = await save(
      { ...FORM, webThemeColor: 'blue' },
      { ...admin.headers, 'accept-language': 'zh-CN' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('webThemeColor 的值无效');
  });

  it('refuses customers, staff without tenant.settings and visitors; another tenant’s administrator saves only their own', async () => {
    const customer = await signIn(t.db, { companyId: 1 });
    const operations = await signIn(t.db, {
      companyId: 1,
      userType: STAFF_USER_TYPE,
      staffRoles: ['operations'],
    });
    for (const path of [TenantPath.getCompanyInfo, TenantPath.saveCompanyInfo]) {
      expect((await post(t.app, path, FORM, customer.headers)).statusCode).toBe(403);
      expect((await post(t.app, path, FORM, operations.headers)).statusCode).toBe(403);
      expect((await post(t.app, path, FORM, {})).statusCode).toBe(401);
    }
    expect((await post(t.app, TenantPath.listChanges, {}, customer.headers)).statusCode).toBe(403);

    const first = (await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers)).json().data;
    const otherAdmin = await signIn(t.db, {
      companyId: 2,
      userType: STAFF_USER_TYPE,
      staffRoles: ['administrator'],
    });
    const other = await save({ ...FORM, companyNameScn: '别家公司', companyId: 1 }, otherAdmin.headers);
    // A body naming another company is not the form (strict): refused before anything is saved.
    expect(other.statusCode).toBe(400);
    expect((await save({ ...FORM, companyNameScn: '别家公司' }, otherAdmin.headers)).statusCode).toBe(200);
    expect((await post(t.app, TenantPath.getCompanyInfo, {}, admin.headers)).json().data).toEqual(first);
    const otherTrail = await post(t.app, TenantPath.listChanges, {}, otherAdmin.headers);
    expect(
      otherTrail
        .json()
        .data.list.map((change: { after: { companyNameScn: string } }) => change.after.companyNameScn),
    ).toEqual(['别家公司']);
  });
});

const uploadPicture = (data: Buffer, filename: string, apiKey: string) => {
  const { payload, contentType } = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/${FilePath.uploadPicture}`,
    headers: { 'content-type': contentType, 'accept-language': 'en', authorization: apiKey },
    payload,
  });
};

const setImage = (body: unknown, headers: Record<string, string> = admin.headers) =>
  post(t.app, TenantPath.setImage, body, { 'accept-language': 'en', ...headers });

describe('tenant/setImage: an uploaded PNG or JPEG becomes one of the company’s pictures', () => {
  it('keeps it under a content-hashed address served with immutable caching, and writes the trail', async () => {
    const uploaded = await uploadPicture(samples.png, 'logo.png', admin.headers.authorization);
    expect(uploaded.statusCode).toBe(200);
    const answer = await setImage({ slot: 'webOutLogo', alifileName: uploaded.json().alifileName });
    expect(answer.statusCode).toBe(200);
    const address: string = answer.json().data.images.webOutLogo;
    expect(address).toMatch(/^\/media\/tenant-1-webOutLogo-[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(samples.png)).toBe(true);
    expect(await pageHtml()).toContain(`src="${address}"`);
    const trail = await post(t.app, TenantPath.listChanges, { area: 'images' }, admin.headers);
    expect(trail.json().data.list[0]).toMatchObject({ area: 'images', after: { webOutLogo: address } });
  });

  it('refuses a file that is no PNG or JPEG by its bytes (an SVG, a PDF named .png) and one too large, never with a 5xx', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await uploadPicture(svg, 'logo.png', admin.headers.authorization);
    expect(asSvg.statusCode).toBe(400);
    expect(asSvg.json().message).toBe('Only a PNG or JPEG picture can be used');
    const tooLarge = Buffer.alloc(HEAD_PICTURE_MAX_BYTES + 1, 0);
    samples.png.copy(tooLarge);
    const large = await uploadPicture(tooLarge, 'logo.png', admin.headers.authorization);
    expect(large.statusCode).toBe(413);
    // An attorney upload may be a PDF: as a picture it is refused by its stored kind.
    const pdf = await uploadOne(t, samples.pdf, 'logo.png', { apiKey: admin.headers.authorization });
    expect(pdf.statusCode).toBe(200);
    const refused = await setImage({ slot: 'webInLogo', alifileName: pdf.json().alifileName });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A picture must be a PNG or JPEG of at most 2 MB');
  });

  it('takes only the administrator’s own upload: another user’s answers as missing', async () => {
    const customer = await signIn(t.db, { companyId: 1 });
    const theirs = await uploadPicture(samples.jpeg, 'me.jpg', customer.headers.authorization);
    const answer = await setImage({ slot: 'webLoginPic', alifileName: theirs.json().alifileName });
    expect(answer.json().code).toBe('404');
    expect(
      (await setImage({ slot: 'webLoginPic', alifileName: theirs.json().alifileName }, customer.headers))
        .statusCode,
    ).toBe(403);
    expect((await setImage({ slot: 'favicon', alifileName: theirs.json().alifileName })).statusCode).toBe(
      400,
    );
  });
});
