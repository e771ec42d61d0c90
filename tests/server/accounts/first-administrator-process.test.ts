import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_TEST_TIMEOUT_MS, startServer } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { encryptPassword } from './support.ts';

let database: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  env = {
    DATA_DIR: database.dir,
    STATIC_DIR: path.join(database.dir, 'no-build'),
    SCRYPT_COST: '10',
    ...(database.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
  };
});
afterAll(() => database.drop());

/** `npm run admin -- …` as an operator's script runs it, the password piped in. */
const admin = async (args: string[], stdin: string | null) => {
  const child = spawn(process.execPath, [path.resolve('scripts/admin.ts'), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  if (stdin !== null) child.stdin.end(stdin);
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
};

const api = async (port: number, apiPath: string, body: unknown) =>
  (
    await fetch(`http://127.0.0.1:${port}/api/${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();

describe('a production start without staff (spec §6)', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('prints a one-time setup link once; it makes the first administrator; the next start prints none', async () => {
    const port = await freePort();
    const first = startServer({ ...env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
    let token = '';
    try {
      await first.waitFor('portal listening');
      const lines = first.lines().filter((line) => line.includes('/setup?token='));
      expect(lines).toHaveLength(1);
      token = new URL(/(http:\S+)/.exec(lines[0] ?? '')?.[1] ?? 'http://x').searchParams.get('token') ?? '';
      expect(token).toMatch(/^[\w-]{43}$/);
      const created = await api(port, 'setup/createFirstAdministrator', {
        companyId: 1,
        token,
        email: 'Chief@Forwarder-Example.com',
        password: 'Admin1234',
        nameEn: 'Chief Admin',
      });
      expect(created).toMatchObject({ code: '1' });
      const again = await api(port, 'setup/createFirstAdministrator', {
        companyId: 1,
        token,
        email: 'second@forwarder-example.com',
        password: 'Admin1234',
        nameEn: 'Second',
      });
      expect(again.code).toBe('0');
      const password = await api(port, 'webuser/weblogin', {
        email: 'chief@forwarder-example.com',
        password: encryptPassword('Admin1234'),
        companyId: 1,
        webFlag: 2,
      });
      // An administrator enrols a second factor on the first sign-in: a code of the secret shown.
      const secret = Secret.fromBase32(password.secondFactor.secret);
      const signedIn = await api(port, 'webuser/confirmSecondFactor', {
        challenge: password.secondFactor.challenge,
        code: TOTP.generate({ secret }),
        webFlag: 2,
      });
      expect(signedIn.validateMap).toMatchObject({ userType: 2 });
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const second = startServer({ ...env, PORT: String(port) });
    try {
      await second.waitFor('portal listening');
      expect(second.output()).not.toContain('/setup?token=');
    } finally {
      await second.stop();
    }
  });

  it('the CLI makes staff from a piped password, and refuses a taken address, a weak password and no stdin', async () => {
    const args = [
      'create-staff',
      '--email',
      'ops@forwarder-example.com',
      '--name-en',
      'Ops Person',
      '--name-cn',
      '运营',
    ];
    expect(await admin(args, 'Ops12345\n')).toEqual({
      code: 0,
      output: 'admin: created staff account ops@forwarder-example.com (tenant 1, roles administrator)\n',
    });
    expect((await admin(args, 'Ops12345\n')).output).toContain('has an account already; nothing changed');
    const weak = await admin(
      ['create-staff', '--email', 'x@forwarder-example.com', '--name-en', 'X'],
      'short\n',
    );
    expect(weak).toMatchObject({ code: 1, output: expect.stringContaining('6 to 18 letters and digits') });
    expect((await admin(['create-staff', '--email', 'x@forwarder-example.com'], '')).code).toBe(2);
  });
});
