// Account mails come from the tenant by name, in the mail's language; the address is MAIL_FROM's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { DEFAULT_MAIL_FROM } from '../../../server/config.ts';
import { DEMO_NAME_CN, DEMO_NAME_EN } from '../../../server/db/seed/demo-tenant.ts';
import { type AccountsApp, COMPANY_ID, freshEmail, startAccountsApp } from './support.ts';

let t: AccountsApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

/** The From header of the .eml sent to `to`, its MIME encoded words decoded. */
const fromHeaderTo = async (to: string): Promise<string> => {
  const entries = (await t.outbox()).filter((entry) => entry.to === to);
  expect(entries).toHaveLength(1);
  const eml = await readFile(path.join(t.outboxDir, `${entries[0]!.id}.eml`), 'utf8');
  const header = eml.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const from = header
    .split(/\r?\n/)
    .find((line) => line.startsWith('From: '))!
    .slice('From: '.length);
  return from.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
};

const register = (email: string, webFlag: 1 | 2) =>
  t.call(AccountPath.webregister, {
    email,
    password: 'abc12345',
    nameEn: 'Ada Lovelace',
    companyId: COMPANY_ID,
    sendMailFlag: 2,
    webFlag,
  });

describe('account mails: the sender', () => {
  it('spec §4: an activation mail asked in Chinese comes from the tenant’s Chinese company name at MAIL_FROM’s address', async () => {
    const email = freshEmail('cn-sender');
    expect((await register(email, 1)).json().code).toBe('1');
    const from = await fromHeaderTo(email);
    expect(from).toContain(DEMO_NAME_CN);
    expect(from).toContain('<no-reply@portal.example.com>');
    expect(from).not.toContain('Portal');
  });

  it('spec §4: an activation mail asked in English comes from the tenant’s English company name', async () => {
    const email = freshEmail('en-sender');
    expect((await register(email, 2)).json().code).toBe('1');
    const from = await fromHeaderTo(email);
    expect(from).toContain(DEMO_NAME_EN);
    expect(from).toContain(`<${DEFAULT_MAIL_FROM.match(/<(.+)>/)![1]}>`);
  });
});
