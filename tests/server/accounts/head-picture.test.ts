/**
 * The workspace profile: the head picture (spec §3 `headPic`) uploaded through common/uploadpicture
 * and set with webuserset/setHeadPicture, and each session's device (migration 0014). Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import { HEAD_PICTURE_MAX_BYTES } from '../../../domain/profile/head-picture.ts';
import { createUploadedFileRepository } from '../../../server/db/repositories/uploaded-file-repository.ts';
import { newSecret } from '../../../server/services/accounts/secrets.ts';
import { SESSION_USER_AGENT_MAX } from '../../../server/services/accounts/session-service.ts';
import { UNATTACHED_FILE_TTL_MS } from '../../../server/services/booking/stale-files.ts';
import { download, multipart, samples, uploadOne } from '../files/support.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  encryptPassword,
  freshEmail,
  freshIp,
  lastLinkTo,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

/** Every secret the server issues, in order: the QR scan code is otherwise only inside the picture. */
const issued: string[] = [];
let t: AccountsApp;
beforeAll(async () => {
  t = await startAccountsApp({
    issueSecret: () => {
      const secret = newSecret();
      issued.push(secret);
      return secret;
    },
  });
});
afterAll(() => t.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const uploadPicture = (
  data: Buffer,
  filename: string,
  { apiKey, language = 'en' }: { apiKey?: string; language?: 'en' | 'cn' } = {},
) => {
  const { payload, contentType } = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/${FilePath.uploadPicture}`,
    remoteAddress: freshIp(),
    headers: {
      'content-type': contentType,
      'accept-language': language,
      ...(apiKey === undefined ? {} : { authorization: apiKey }),
    },
    payload,
  });
};

/** A PNG of exactly `size` bytes (its signature, then padding). */
const pngOfSize = (size: number): Buffer => {
  const file = Buffer.alloc(size, 0);
  samples.png.copy(file);
  return file;
};

const setPicture = (apiKey: string | undefined, alifileName: string, language: 'en' | 'cn' = 'en') =>
  t.call(
    AccountPath.setHeadPicture,
    { alifileName },
    apiKey === undefined ? { language } : { apiKey, language },
  );
const headPicOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('headPic').where('id', '=', userId).executeTakeFirstOrThrow())
    .headPic;

describe('the head picture (spec §3 headPic)', () => {
  it('signed out: the upload, the set and the removal answer 401', async () => {
    const upload = await uploadPicture(samples.png, 'me.png', { language: 'cn' });
    expect(upload.statusCode).toBe(401);
    expect(upload.json()).toEqual({ code: '401', message: '请先登录' });
    expect((await setPicture(undefined, 'a'.repeat(32))).statusCode).toBe(401);
    expect((await t.call(AccountPath.removeHeadPicture, {})).statusCode).toBe(401);
  });

  it("a PNG is stored, becomes the user's headPic, and is served to its owner and the tenant's staff only", async () => {
    const me = await registerAndActivate(t);
    const upload = await uploadPicture(samples.png, 'me.png', { apiKey: me.apiKey });
    expect(upload.statusCode).toBe(200);
    const { alifileName, contentType } = upload.json();
    expect(contentType).toBe('image/png');
    const set = await setPicture(me.apiKey, alifileName);
    expect(set.json()).toMatchObject({
      code: '1',
      message: 'Your picture was saved',
      data: { headPic: alifileName },
    });
    const info = await t.call(
      AccountPath.getUserInfo,
      { id: me.userId, companyId: COMPANY_ID },
      { apiKey: me.apiKey },
    );
    expect(info.json().data.headPic).toBe(alifileName);

    const mine = await download(t, { Authorization: me.apiKey, alifileName });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(samples.png)).toBe(true);
    const stranger = await registerAndActivate(t);
    expect((await download(t, { Authorization: stranger.apiKey, alifileName })).statusCode).toBe(404);
    const staff = await registerAndActivate(t);
    await t.db.updateTable('users').set({ userType: 2 }).where('id', '=', staff.userId).execute();
    expect((await download(t, { Authorization: staff.apiKey, alifileName })).statusCode).toBe(200);
  });

  it('a JPEG is taken too', async () => {
    const me = await registerAndActivate(t);
    const upload = await uploadPicture(samples.jpeg, 'me.jpg', { apiKey: me.apiKey });
    expect(upload.json()).toMatchObject({ code: '1', contentType: 'image/jpeg' });
    expect((await setPicture(me.apiKey, upload.json().alifileName)).json().code).toBe('1');
  });

  it.each([
    ['a PDF', samples.pdf],
    ['a text file', Buffer.from('hello, I am not a picture')],
    ['an executable', samples.exe],
  ])(
    'a .png that is really %s is refused by its bytes, in both languages, and nothing is kept',
    async (_, data) => {
      const me = await registerAndActivate(t);
      const en = await uploadPicture(data, 'me.png', { apiKey: me.apiKey });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({ code: '400', message: 'Only a PNG or JPEG picture can be used' });
      const cn = await uploadPicture(data, 'me.png', { apiKey: me.apiKey, language: 'cn' });
      expect(cn.json()).toEqual({ code: '400', message: '头像只能使用 PNG 或 JPEG 图片' });
      const rows = await t.db
        .selectFrom('uploadedFiles')
        .select('id')
        .where('userId', '=', me.userId)
        .execute();
      expect(rows).toHaveLength(0);
    },
  );

  it('a picture over 2 MiB is refused (HTTP 413) in both languages; exactly 2 MiB is taken', async () => {
    const me = await registerAndActivate(t);
    const en = await uploadPicture(pngOfSize(HEAD_PICTURE_MAX_BYTES + 1), 'big.png', { apiKey: me.apiKey });
    expect(en.statusCode).toBe(413);
    expect(en.json()).toEqual({ code: '413', message: 'The picture cannot exceed 2 MB' });
    const cn = await uploadPicture(pngOfSize(HEAD_PICTURE_MAX_BYTES + 1), 'big.png', {
      apiKey: me.apiKey,
      language: 'cn',
    });
    expect(cn.json()).toEqual({ code: '413', message: '头像图片不能超过 2 MB' });
    const exact = await uploadPicture(pngOfSize(HEAD_PICTURE_MAX_BYTES), 'exact.png', { apiKey: me.apiKey });
    expect(exact.json().code).toBe('1');
  });

  it('another user\'s upload cannot be set (it is "missing"), and theirs stays as it was', async () => {
    const owner = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const { alifileName } = (await uploadPicture(samples.png, 'owner.png', { apiKey: owner.apiKey })).json();
    await setPicture(owner.apiKey, alifileName);
    const refused = await setPicture(other.apiKey, alifileName, 'cn');
    expect(refused.json()).toEqual({ code: '404', message: '图片不存在或已过期，请重新上传' });
    expect(await headPicOf(other.userId)).toBe('');
    expect(await headPicOf(owner.userId)).toBe(alifileName);
  });

  it('an attorney upload that is a PDF, or a PNG over 2 MiB, cannot become the head picture', async () => {
    const me = await registerAndActivate(t);
    const pdf = (await uploadOne(t, samples.pdf, 'attorney.pdf', { apiKey: me.apiKey })).json();
    expect((await setPicture(me.apiKey, pdf.alifileName)).json()).toEqual({
      code: '400',
      message: 'Only a PNG or JPEG picture can be used',
    });
    const large = (
      await uploadOne(t, pngOfSize(HEAD_PICTURE_MAX_BYTES + 1), 'scan.png', { apiKey: me.apiKey })
    ).json();
    expect(large.code).toBe('1');
    expect((await setPicture(me.apiKey, large.alifileName)).json()).toEqual({
      code: '400',
      message: 'The picture cannot exceed 2 MB',
    });
    expect(await headPicOf(me.userId)).toBe('');
  });

  it('the stale-file sweeper keeps a head picture and deletes it once removed (or an upload never set)', async () => {
    const me = await registerAndActivate(t);
    const kept = (await uploadPicture(samples.png, 'kept.png', { apiKey: me.apiKey })).json().alifileName;
    const never = (await uploadPicture(samples.png, 'never.png', { apiKey: me.apiKey })).json().alifileName;
    await setPicture(me.apiKey, kept);
    t.clock.advance(UNATTACHED_FILE_TTL_MS + 60_000);
    await t.app.bookingSweeper.run();
    const files = createUploadedFileRepository(t.db);
    expect(await files.findByStoredName(kept)).toBeDefined();
    expect(await files.findByStoredName(never)).toBeUndefined();

    const removed = await t.call(AccountPath.removeHeadPicture, {}, { apiKey: me.apiKey });
    expect(removed.json()).toMatchObject({
      code: '1',
      message: 'Your picture was removed',
      data: { headPic: '' },
    });
    await t.app.bookingSweeper.run();
    expect(await files.findByStoredName(kept)).toBeUndefined();
  });
});

describe('each session carries its device (migration 0014)', () => {
  const sessionsOf = async (apiKey: string) =>
    (await t.call(AccountPath.listSessions, {}, { apiKey })).json().data as {
      browser: string | null;
      system: string | null;
      ipPrefix: string;
      current: boolean;
    }[];

  it('an email login records the browser, the system and the network, never the address', async () => {
    const me = await registerAndActivate(t);
    const response = await t.call(
      'webuser/weblogin',
      {
        email: me.email,
        password: encryptPassword(me.password),
        companyId: COMPANY_ID,
        webFlag: 2,
      },
      { ip: '203.0.113.77', userAgent: CHROME_ON_WINDOWS },
    );
    const { apiKey } = response.json().validateMap;
    const [current] = await sessionsOf(apiKey);
    expect(current).toMatchObject({
      current: true,
      browser: 'Chrome',
      system: 'Windows',
      ipPrefix: '203.0.113.0/24',
    });
    const row = await t.db.selectFrom('sessions').selectAll().where('userId', '=', me.userId).execute();
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });

  it('a mail link login records its browser too; an unknown user agent is an unknown device', async () => {
    const me = await registerAndActivate(t);
    expect((await sessionsOf(me.apiKey))[0]).toMatchObject({ browser: null, system: null });
    const email = freshEmail('device');
    await t.call('webuser/webregister', {
      email,
      password: 'abc12345',
      nameEn: 'Test User',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
    });
    const { token } = await lastLinkTo(t, email);
    const opened = await t.call(
      'webuser/forgetPasswordDecryptToken',
      { token, sendMailFlag: 2, webFlag: 2, companyId: COMPANY_ID },
      { userAgent: SAFARI_ON_IPHONE, ip: '198.51.100.9' },
    );
    const [session] = await sessionsOf(opened.json().validateMap.apiKey);
    expect(session).toMatchObject({ browser: 'Safari', system: 'iOS', ipPrefix: '198.51.100.0/24' });
  });

  it('a QR login records the browser that receives the session', async () => {
    const phone = await registerAndActivate(t);
    const ticket = await t.call(AccountPath.getWebCnLoginQrCode, { companyId: COMPANY_ID, webFlag: 1 });
    const pollToken = ticket.json().logoQrCodeUUID as string;
    const scanCode = issued.at(-1) ?? '';
    await t.call(AccountPath.getQrLoginRequest, { code: scanCode }, { apiKey: phone.apiKey });
    expect(
      (await t.call(AccountPath.confirmQrLogin, { code: scanCode }, { apiKey: phone.apiKey })).json().code,
    ).toBe('1');
    const checked = await t.call(
      AccountPath.checkUserIfAuthLogin,
      { logoQrCodeUUID: pollToken, companyId: COMPANY_ID, webFlag: 1 },
      { userAgent: SAFARI_ON_IPHONE, ip: '2001:db8:1:2::5' },
    );
    const { apiKey } = checked.json().validateMap;
    const current = (await sessionsOf(apiKey)).find((session) => session.current);
    expect(current).toMatchObject({ browser: 'Safari', system: 'iOS', ipPrefix: '2001:db8:1::/48' });
  });

  it('a very long user agent is cut to its bound', async () => {
    const me = await registerAndActivate(t);
    const long = `${CHROME_ON_WINDOWS} ${'x'.repeat(5000)}`;
    await t.call(
      'webuser/weblogin',
      { email: me.email, password: encryptPassword(me.password), companyId: COMPANY_ID, webFlag: 2 },
      { userAgent: long },
    );
    const rows = await t.db
      .selectFrom('sessions')
      .select('userAgent')
      .where('userId', '=', me.userId)
      .execute();
    expect(Math.max(...rows.map((row) => row.userAgent.length))).toBe(SESSION_USER_AGENT_MAX);
  });
});
