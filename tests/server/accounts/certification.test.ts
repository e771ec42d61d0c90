import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { type AccountsApp, COMPANY_ID, login, registerAndActivate, startAccountsApp } from './support.ts';

let t: AccountsApp;
let staffKey: string;
beforeAll(async () => {
  // Reviews as the demo staff account, which exists in demo mode only.
  t = await startAccountsApp({ demoMode: true });
  staffKey = (await login(t, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password)).json().validateMap
    .apiKey;
});
afterAll(() => t.close());

const englishForm = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  companyId: COMPANY_ID,
  webFlag: 2,
  updateFlag: 1,
  certificationStatus: 2,
  nameEn: 'Ada Lovelace',
  companyName: 'Analytical Engines Ltd',
  companyPosition: 'Engineer',
  email: 'ada@example.com',
  ...extra,
});

const chineseForm = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  companyId: COMPANY_ID,
  webFlag: 1,
  updateFlag: 1,
  certificationStatus: 2,
  nameCn: '李雷',
  companyName: '上海海鸿国际物流有限公司',
  companyNameId: 1,
  companyPosition: '经理',
  email: 'lilei@example.com',
  qq: '123456',
  ...extra,
});

const submit = (apiKey: string, body: unknown, language: 'en' | 'cn' = 'en') =>
  t.call(AccountPath.updateUser, body, { apiKey, language });
const review = (apiKey: string, body: Record<string, unknown>) =>
  t.call(AccountPath.reviewCertification, { companyId: COMPANY_ID, ...body }, { apiKey });
const statusOf = async (userId: number) =>
  await t.db
    .selectFrom('users')
    .select(['certificationStatus', 'certificationReason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

describe(`POST /api/${AccountPath.updateUser}`, () => {
  it('spec §4 Certification status: the English form moves status 1 to 2 and answers validateMap names', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    const response = await submit(apiKey, englishForm(userId));
    expect(response.json()).toEqual({
      code: '1',
      message: 'apply success',
      validateMap: { nameCn: '', nameEn: 'Ada Lovelace', certificationStatus: 2 },
    });
    expect(await statusOf(userId)).toEqual({ certificationStatus: 2, certificationReason: '' });
    const info = (await t.call(AccountPath.getUserInfo, { id: userId, companyId: 1 }, { apiKey })).json()
      .data;
    expect(info).toMatchObject({
      companyName: 'Analytical Engines Ltd',
      companyPosition: 'Engineer',
      certificationStatus: 2,
    });
  });

  it('spec §5 Chinese certification: takes the company name from the chosen directory entry', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    const response = await submit(apiKey, chineseForm(userId, { companyName: '上海海鸿' }), 'cn');
    expect(response.json()).toMatchObject({
      code: '1',
      message: '提交成功',
      validateMap: { nameCn: '李雷' },
    });
    const info = (await t.call(AccountPath.getUserInfo, { id: userId, companyId: 1 }, { apiKey })).json()
      .data;
    expect(info).toMatchObject({ companyName: '上海海鸿国际物流有限公司', companyNameId: 1, qq: '123456' });
  });

  it.each([
    [{ nameEn: '  ' }, 'please input name'],
    [{ companyName: '' }, 'please input company name'],
    [{ companyPosition: '' }, 'please input duty'],
    [{ email: '' }, 'please input email'],
    [{ email: 'not-an-email' }, 'please input the correct email address'],
  ])(
    'spec §5 English certification: %j is refused with the form message (HTTP 400)',
    async (extra, message) => {
      const { apiKey, userId } = await registerAndActivate(t);
      const response = await submit(apiKey, englishForm(userId, extra));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: '400', message });
      expect((await statusOf(userId)).certificationStatus).toBe(1);
    },
  );

  it.each([
    [{ companyNameId: null }, '请选择公司名'],
    [{ companyNameId: 9999 }, '请选择公司名'],
    [{ nameCn: '' }, '此项为必填项'],
    [{ email: 'bad' }, '邮箱格式不正确'],
  ])('spec §5 Chinese certification: %j is refused (HTTP 400)', async (extra, message) => {
    const { apiKey, userId } = await registerAndActivate(t);
    const response = await submit(apiKey, chineseForm(userId, extra), 'cn');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
  });

  it.each([
    [{ updateFlag: 2 }, 'updateFlag must be one of 1'],
    [{ certificationStatus: 3 }, 'certificationStatus must be one of 2'],
    [{ id: 'me' }, 'id must be of type number'],
  ])('spec §3 Certification form: rejects %j with HTTP 400', async (extra, message) => {
    const { apiKey, userId } = await registerAndActivate(t);
    const response = await submit(apiKey, englishForm(userId, extra));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
  });

  it('spec §4 status 2: a second submit while in review is refused (code 0)', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    await submit(apiKey, englishForm(userId));
    expect((await submit(apiKey, englishForm(userId))).json()).toEqual({
      code: '0',
      message: 'Your certification is under review',
    });
  });

  it('a certified customer cannot certify again; staff need no certification', async () => {
    const certified = (await login(t, DEMO_ACCOUNTS.certified.email, DEMO_ACCOUNTS.certified.password)).json()
      .validateMap;
    expect((await submit(certified.apiKey, englishForm(certified.userId))).json()).toEqual({
      code: '0',
      message: 'You are already certified',
    });
    const staffId = (
      await t.db.selectFrom('users').select('id').where('userType', '=', 2).executeTakeFirstOrThrow()
    ).id;
    expect((await submit(staffKey, englishForm(staffId))).json().message).toBe('Staff need no certification');
  });

  it("another user's id answers 403 and changes nothing", async () => {
    const me = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const response = await submit(me.apiKey, englishForm(other.userId));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('403');
    expect((await statusOf(other.userId)).certificationStatus).toBe(1);
  });

  it('without a session answers 401', async () => {
    const response = await t.call(AccountPath.updateUser, englishForm(1));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('401');
  });
});

describe(`POST /api/${AccountPath.reviewCertification} and ${AccountPath.getPendingCertifications}`, () => {
  it('staff list the certifications in review and approve one: status 3', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    await submit(apiKey, englishForm(userId));
    const pending = await t.call(
      AccountPath.getPendingCertifications,
      { companyId: 1 },
      { apiKey: staffKey },
    );
    expect(pending.json().data).toContainEqual(
      expect.objectContaining({ id: userId, nameEn: 'Ada Lovelace', companyName: 'Analytical Engines Ltd' }),
    );
    const response = await review(staffKey, { id: userId, approved: true });
    expect(response.json()).toEqual({
      code: '1',
      message: 'Success',
      data: { id: userId, certificationStatus: 3 },
    });
    expect(await statusOf(userId)).toEqual({ certificationStatus: 3, certificationReason: '' });
    // The customer's own session sees the new status at once.
    const info = (await t.call(AccountPath.getUserInfo, { id: userId, companyId: 1 }, { apiKey })).json()
      .data;
    expect(info.certificationStatus).toBe(3);
  });

  it('spec §4 status 4: staff refuse with a reason; the customer may submit again', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    await submit(apiKey, englishForm(userId));
    const response = await review(staffKey, { id: userId, approved: false, reason: 'Company not found' });
    expect(response.json().data).toEqual({ id: userId, certificationStatus: 4 });
    expect(await statusOf(userId)).toEqual({
      certificationStatus: 4,
      certificationReason: 'Company not found',
    });
    expect((await submit(apiKey, englishForm(userId))).json().code).toBe('1');
    expect(await statusOf(userId)).toEqual({ certificationStatus: 2, certificationReason: '' });
  });

  it('a refusal needs a reason (HTTP 400)', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    await submit(apiKey, englishForm(userId));
    const response = await review(staffKey, { id: userId, approved: false, reason: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give a reason for the refusal');
  });

  it('only a certification in review (status 2) can be reviewed (code 0)', async () => {
    const { userId } = await registerAndActivate(t);
    expect((await review(staffKey, { id: userId, approved: true })).json()).toEqual({
      code: '0',
      message: 'This user has no certification awaiting review',
    });
    expect((await statusOf(userId)).certificationStatus).toBe(1);
  });

  it('spec §6 Roles: a customer cannot review or list (403), nobody without a session (401)', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    await submit(apiKey, englishForm(userId));
    const own = await review(apiKey, { id: userId, approved: true });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('403');
    expect(
      (await t.call(AccountPath.getPendingCertifications, { companyId: 1 }, { apiKey })).json().code,
    ).toBe('403');
    expect(
      (await t.call(AccountPath.reviewCertification, { id: userId, companyId: 1, approved: true }))
        .statusCode,
    ).toBe(401);
    expect((await statusOf(userId)).certificationStatus).toBe(2);
  });

  it('rejects a body without approved with HTTP 400', async () => {
    const response = await review(staffKey, { id: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'approved is required' });
  });
});

describe(`POST /api/${AccountPath.getTycCompanyList}`, () => {
  let apiKey: string;
  beforeAll(async () => {
    apiKey = (await registerAndActivate(t)).apiKey;
  });
  const search = (body: Record<string, unknown>) => t.call(AccountPath.getTycCompanyList, body, { apiKey });

  it('spec §7 getTycCompanyList: contains-match on the Chinese name answers items [{ name, id }]', async () => {
    const response = await search({ name: '海鸿国际', pageNo: 1, pageSize: 20 });
    const { code, items } = response.json();
    expect(code).toBe('1');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toEqual({
      id: 1,
      name: '上海海鸿国际物流有限公司',
      nameEn: 'Shanghai Haihong International Logistics Co., Ltd.',
    });
    for (const item of items) expect(item.name).toContain('海鸿国际');
  });

  it('matches the English name case-insensitively', async () => {
    const { items } = (await search({ name: 'NINGBO yuanfan' })).json();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.nameEn.toLowerCase()).toContain('ningbo yuanfan');
  });

  it('spec §9 page size 20: pages through the directory of at least 200 companies', async () => {
    const first = (await search({ name: 'co., ltd', pageNo: 1 })).json().items;
    const second = (await search({ name: 'co., ltd', pageNo: 2 })).json().items;
    const eleventh = (await search({ name: 'co., ltd', pageNo: 11 })).json().items;
    expect(first).toHaveLength(20);
    expect(second[0].id).toBe(first[19].id + 1);
    expect(eleventh.length).toBeGreaterThan(0);
  });

  it('treats % and _ literally', async () => {
    expect((await search({ name: '%%%' })).json().items).toEqual([]);
    expect((await search({ name: '___' })).json().items).toEqual([]);
  });

  it('spec §5 Company suggestion search: 2 characters or fewer are refused (HTTP 400)', async () => {
    const response = await search({ name: ' 海鸿 ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'name must be longer than 2 characters' });
  });

  it('rejects a page size over 50 and needs a session', async () => {
    expect((await search({ name: '海鸿国际', pageSize: 51 })).json().message).toBe(
      'pageSize must be at most 50',
    );
    expect((await t.call(AccountPath.getTycCompanyList, { name: '海鸿国际' })).statusCode).toBe(401);
  });
});
