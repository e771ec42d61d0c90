import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { QR_TICKET_TTL_MS } from '../../../server/services/accounts/qr-login-service.ts';
import { newSecret } from '../../../server/services/accounts/secrets.ts';
import { TEST_PUBLIC_BASE_URL } from '../support/test-app.ts';
import { type AccountsApp, COMPANY_ID, freshIp, registerAndActivate, startAccountsApp } from './support.ts';

/** Every secret the server issues, in order: the scan code is otherwise only inside the QR picture. */
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

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A browser asks for a QR code: answers the poll token and the scan code the picture encodes. */
const newTicket = async (ip = freshIp()) => {
  const response = await t.call(
    AccountPath.getWebCnLoginQrCode,
    { companyId: COMPANY_ID, webFlag: 1 },
    { ip, userAgent: BROWSER_UA },
  );
  const { logoQrCode, logoQrCodeUUID } = response.json();
  const scanCode = issued.at(-1) ?? '';
  return { response, logoQrCode: logoQrCode as string, pollToken: logoQrCodeUUID as string, scanCode, ip };
};

const check = (pollToken: string, ip = freshIp()) =>
  t.call(
    AccountPath.checkUserIfAuthLogin,
    { logoQrCodeUUID: pollToken, companyId: COMPANY_ID, webFlag: 1 },
    { ip },
  );
const describeRequest = (apiKey: string, code: string) =>
  t.call(AccountPath.getQrLoginRequest, { code }, { apiKey });
const confirm = (apiKey: string, code: string) => t.call(AccountPath.confirmQrLogin, { code }, { apiKey });

describe(`POST /api/${AccountPath.getWebCnLoginQrCode}`, () => {
  it('spec §3 QR login: answers a base64 PNG of the PUBLIC_BASE_URL confirm link and a secret poll token', async () => {
    const { response, logoQrCode, pollToken, scanCode } = await newTicket();
    expect(response.json().code).toBe('1');
    expect(pollToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pollToken).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(pollToken).not.toBe(scanCode);
    expect(Buffer.from(logoQrCode, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const expected = await QRCode.toDataURL(`${TEST_PUBLIC_BASE_URL}/qrConfirm?code=${scanCode}`, {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    });
    expect(`data:image/png;base64,${logoQrCode}`).toBe(expected);
  });

  it('stores only hashes of the poll token and the scan code', async () => {
    const { pollToken, scanCode } = await newTicket();
    const rows = JSON.stringify(await t.db.selectFrom('qrTickets').selectAll().execute());
    expect(rows).not.toContain(pollToken);
    expect(rows).not.toContain(scanCode);
  });

  it('answers an unknown company with 404 and a bad webFlag with HTTP 400', async () => {
    expect((await t.call(AccountPath.getWebCnLoginQrCode, { companyId: 5, webFlag: 1 })).json().code).toBe(
      '404',
    );
    expect((await t.call(AccountPath.getWebCnLoginQrCode, { companyId: 1, webFlag: 0 })).statusCode).toBe(
      400,
    );
  });
});

describe(`POST /api/${AccountPath.checkUserIfAuthLogin} and the phone side`, () => {
  it('spec §4 QR login: pending, scanned, confirmed: code 1 with validateMap, a session for the polling browser', async () => {
    const phone = await registerAndActivate(t);
    const { pollToken, scanCode } = await newTicket();
    expect((await check(pollToken)).json()).toEqual({
      code: '0',
      message: 'Waiting for the QR code to be scanned',
    });

    const seen = await describeRequest(phone.apiKey, scanCode);
    expect(seen.json().data).toMatchObject({ device: 'Chrome 126 on Windows', userAgent: BROWSER_UA });
    expect((await check(pollToken)).json().message).toBe('Scanned; please confirm the login on your phone');

    expect((await confirm(phone.apiKey, scanCode)).json()).toEqual({ code: '1', message: 'Login confirmed' });
    const done = (await check(pollToken)).json();
    expect(done.code).toBe('1');
    expect(done.validateMap.userId).toBe(phone.userId);
    expect(done.validateMap.apiKey).not.toBe(phone.apiKey);
    const info = await t.call(
      AccountPath.getUserInfo,
      { id: phone.userId, companyId: COMPANY_ID },
      { apiKey: done.validateMap.apiKey },
    );
    expect(info.json().code).toBe('1');
  });

  it('getQrLoginRequest shows the IP and time of the requesting browser', async () => {
    const phone = await registerAndActivate(t);
    const { scanCode, ip } = await newTicket();
    const { data } = (await describeRequest(phone.apiKey, scanCode)).json();
    expect(data.ip).toBe(ip);
    expect(Date.parse(data.expiresAt) - Date.parse(data.requestedAt)).toBe(QR_TICKET_TTL_MS);
  });

  it('single use: the ticket gives one session; the next poll answers code 2', async () => {
    const phone = await registerAndActivate(t);
    const { pollToken, scanCode } = await newTicket();
    await confirm(phone.apiKey, scanCode);
    expect((await check(pollToken)).json().code).toBe('1');
    expect((await check(pollToken)).json()).toEqual({
      code: '2',
      message: 'The QR code has expired; please refresh it',
    });
    expect((await confirm(phone.apiKey, scanCode)).json().code).toBe('0');
  });

  it('only the browser holding the poll token gets the session: the scan code is no poll token', async () => {
    const phone = await registerAndActivate(t);
    const { scanCode, pollToken } = await newTicket();
    await confirm(phone.apiKey, scanCode);
    expect((await check(scanCode)).json().code).toBe('2');
    expect((await check('guess'.repeat(9))).json().code).toBe('2');
    expect((await check(pollToken)).json().code).toBe('1');
  });

  it('the account remembers the language of the browser that signed in by QR code (its webFlag)', async () => {
    const phone = await registerAndActivate(t);
    const languageOf = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('lastLanguage')
          .where('id', '=', phone.userId)
          .executeTakeFirstOrThrow()
      ).lastLanguage;
    expect(await languageOf()).toBe('en');
    const { scanCode, pollToken } = await newTicket();
    await confirm(phone.apiKey, scanCode);
    expect((await check(pollToken)).json().code).toBe('1');
    expect(await languageOf()).toBe('cn');
  });

  it('expiry: after 2 minutes the poll answers code 2 and the phone cannot confirm', async () => {
    const phone = await registerAndActivate(t);
    const { pollToken, scanCode } = await newTicket();
    t.clock.advance(QR_TICKET_TTL_MS);
    expect((await check(pollToken)).json().code).toBe('2');
    const late = await confirm(phone.apiKey, scanCode);
    expect(late.json()).toEqual({ code: '2', message: 'The QR code has expired; please refresh it' });
    expect((await describeRequest(phone.apiKey, scanCode)).json().code).toBe('2');
  });

  it('a confirmed ticket that was not collected within 2 minutes gives no session', async () => {
    const phone = await registerAndActivate(t);
    const { pollToken, scanCode } = await newTicket();
    await confirm(phone.apiKey, scanCode);
    t.clock.advance(QR_TICKET_TTL_MS);
    expect((await check(pollToken)).json().code).toBe('2');
  });

  it('the phone side needs a session (401); an unknown code answers code 0', async () => {
    const { scanCode } = await newTicket();
    expect((await t.call(AccountPath.confirmQrLogin, { code: scanCode })).statusCode).toBe(401);
    expect((await t.call(AccountPath.getQrLoginRequest, { code: scanCode })).json().code).toBe('401');
    const phone = await registerAndActivate(t);
    expect((await confirm(phone.apiKey, 'unknown-code')).json().code).toBe('0');
  });

  it('rejects a poll without logoQrCodeUUID with HTTP 400', async () => {
    const response = await t.call(AccountPath.checkUserIfAuthLogin, { companyId: 1, webFlag: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'logoQrCodeUUID is required' });
  });

  it('spec §9 QR login poll interval 2000 ms: a minute of polling from one browser stays under the limit', async () => {
    const ip = freshIp();
    const { pollToken } = await newTicket(ip);
    // The test clock moves 1 s per call; start at a minute boundary so all calls share one window.
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000));
    const statuses: number[] = [];
    for (let poll = 0; poll < 58; poll += 1) statuses.push((await check(pollToken, ip)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('rate limit: the 121st QR call from one IP within a minute gets HTTP 429', async () => {
    const ip = freshIp();
    const { pollToken } = await newTicket(ip);
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000));
    // Stop the clock for this burst: 120 calls in the same second.
    const frozen = t.clock.now().getTime();
    let last = await check(pollToken, ip);
    for (let poll = 1; poll < 121; poll += 1) {
      t.clock.advance(frozen - t.clock.now().getTime());
      last = await check(pollToken, ip);
      if (poll < 120) expect(last.statusCode).toBe(200);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: '429', message: 'Too many requests; please try again later' });
  });
});
