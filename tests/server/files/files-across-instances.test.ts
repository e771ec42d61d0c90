/**
 * Several instances behind one load balancer share their uploads: a file uploaded through one
 * instance downloads through another, on PostgreSQL. Two apps, each with its own DATA_DIR and its
 * own connection pool on one database, keep their files in the database (FILE_STORE's default on
 * PostgreSQL) or in an S3-compatible object store (a loopback S3-protocol server); with the local
 * folder, the other instance answers 404, which is why it is no store for several instances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import type { RateImportView } from '../../../domain/api/rate-sheet.ts';
import { RateSheetPath } from '../../../domain/api/rate-sheet-paths.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { formatBookingMessage } from '../../../domain/booking/messages.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDemoTenant } from '../../../server/db/seed/seed.ts';
import type { Clock } from '../../../server/services/accounts/clock.ts';
import { UNATTACHED_FILE_TTL_MS } from '../../../server/services/booking/stale-files.ts';
import { createByteStore } from '../../../server/services/files/byte-stores.ts';
import { xlsxBuffer } from '../../../server/services/rates/sheet-template.ts';
import { testNow } from '../../support/test-clock.ts';
import { CARRIER_HEADERS, CARRIER_MAPPING, settledImport, uploadSheet } from '../rates/support.ts';
import { checkAnswersOf } from '../support/api-contract.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { signIn } from '../support/tenants.ts';
import {
  post,
  TEST_PUBLIC_BASE_URL,
  TEST_SCRYPT,
  TEST_SCRYPT_COST,
  type TestApp,
} from '../support/test-app.ts';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../support/test-database.ts';
import { download, multipart, samples, uploadOne } from './support.ts';

const onPostgres = TEST_DB === 'postgres';

let database: TestDatabase;
let s3: TestS3Server;
const dataDirs: string[] = [];
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  const db = database.open();
  await migrateToLatest(db);
  await seedDemoTenant(db, TEST_PUBLIC_BASE_URL);
  s3 = await startS3Server();
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  for (const app of apps) await app.close();
  await s3.close();
  await database.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const configOf = (env: Record<string, string>, dataDir: string) =>
  readConfig({
    DATABASE_URL: database.config.kind === 'postgres' ? database.config.url : '',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-build'),
    PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL,
    SCRYPT_COST: String(TEST_SCRYPT_COST),
    ...env,
  });

/** One instance: its own DATA_DIR and pool on the shared database, as a process of its own has. */
const instance = async (env: Record<string, string>, now: Clock = testNow): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-instance-'));
  dataDirs.push(dataDir);
  const config = configOf(env, dataDir);
  const db = database.open();
  const app = await buildApp({ config, db, now, scrypt: TEST_SCRYPT });
  checkAnswersOf(app);
  apps.push(app);
  return { app, db, database, config, close: () => app.close() };
};

const uploadPicture = (t: TestApp, data: Buffer, apiKey: string) => {
  const { payload, contentType } = multipart([{ name: 'file', filename: 'me.png', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/${FilePath.uploadPicture}`,
    headers: { 'content-type': contentType, 'accept-language': 'en', authorization: apiKey },
    payload,
  });
};

/** Each with a carrier of its own: a carrier's mapping, once saved, is the tenant's for its next sheets. */
const SHARED_STORES: [string, () => Record<string, string>, string][] = [
  ['the database (FILE_STORE unset: the default on PostgreSQL)', () => ({}), 'MAEU'],
  ['an S3-compatible object store', () => s3.env, 'CMDU'],
];

describe.runIf(onPostgres)('files in a store every instance shares, on PostgreSQL', () => {
  it.each(SHARED_STORES)(
    'through %s: an attorney file, a head picture and a tenant image uploaded through one instance are served through another',
    async (_, env) => {
      const [a, b] = [await instance(env()), await instance(env())];
      const customer = await signIn(a.db, {
        companyId: 1,
        certificationStatus: CertificationStatus.certified,
      });
      const apiKey = customer.headers.authorization;

      const uploaded = await uploadOne(a, samples.pdf, 'attorney.pdf', { apiKey });
      expect(uploaded.statusCode).toBe(200);
      const { alifileName } = uploaded.json() as { alifileName: string };
      const fromB = await download(b, { alifileName, Authorization: apiKey });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-type']).toBe('application/pdf');
      expect(fromB.rawPayload).toEqual(samples.pdf);

      const picture = await uploadPicture(a, samples.png, apiKey);
      expect(picture.statusCode).toBe(200);
      const headPic = (picture.json() as { alifileName: string }).alifileName;
      const set = await post(
        b.app,
        AccountPath.setHeadPicture,
        { alifileName: headPic },
        { authorization: apiKey },
      );
      expect(set.json()).toMatchObject({ code: '1', data: { headPic } });
      const pictureFromB = await download(b, { alifileName: headPic, Authorization: apiKey });
      expect(pictureFromB.statusCode).toBe(200);
      expect(pictureFromB.rawPayload).toEqual(samples.png);

      // A tenant image: uploaded through one instance, made the company's through the other.
      const admin = await signIn(a.db, {
        companyId: 1,
        userType: STAFF_USER_TYPE,
        staffRoles: ['administrator'],
      });
      const logo = await uploadPicture(a, samples.png, admin.headers.authorization);
      const image = await post(
        b.app,
        TenantPath.setImage,
        { slot: 'webOutLogo', alifileName: (logo.json() as { alifileName: string }).alifileName },
        admin.headers,
      );
      expect(image.statusCode).toBe(200);
      const served = await a.app.inject({ method: 'GET', url: image.json().data.images.webOutLogo });
      expect(served.rawPayload).toEqual(samples.png);

      // Bad input stays the clear refusal it is on one instance, in both languages.
      for (const language of ['cn', 'en'] as const) {
        const refused = await uploadOne(b, samples.exe, 'setup.exe', { apiKey, language });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          message: formatBookingMessage('fileTypeNotAllowed', language),
        });
      }
    },
  );

  it.each(SHARED_STORES)(
    'through %s: a rate sheet uploaded through one instance is mapped and read through another',
    async (_, env, carrier) => {
      const [a, b] = [await instance(env()), await instance(env())];
      const pricing = await signIn(a.db, {
        companyId: 1,
        userType: STAFF_USER_TYPE,
        staffRoles: ['pricing'],
      });
      const headers = { ...pricing.headers, 'accept-language': 'en' };
      const sheet = await xlsxBuffer([
        CARRIER_HEADERS,
        ['CNSHA', 'NLRTM', '45G1', 'USD', 1800, 46357, 46387, 120, ''],
      ]);
      const uploaded = await uploadSheet(a, pricing.headers.authorization, {
        data: sheet,
        filename: 'rates.xlsx',
        carrier,
      });
      expect(uploaded.statusCode).toBe(200);
      const { importId } = uploaded.json().data as RateImportView;
      expect((await settledImport(a, headers, importId)).status).toBe('mapping');
      const mapped = await post(
        b.app,
        RateSheetPath.mapImport,
        { importId, mapping: CARRIER_MAPPING },
        headers,
      );
      expect(mapped.json()).toMatchObject({ code: '1' });
      expect(await settledImport(b, headers, importId)).toMatchObject({
        status: 'ready',
        counts: { rows: 1, new: 1 },
      });
    },
  );

  it.each(SHARED_STORES)(
    'through %s: the sweeper of another instance deletes an upload no order took, and a second sweep is fine',
    async (_, env) => {
      const later = new Date(testNow().getTime() + UNATTACHED_FILE_TTL_MS + 60_000);
      const [a, b] = [await instance(env()), await instance(env(), () => later)];
      const customer = await signIn(a.db, {
        companyId: 1,
        certificationStatus: CertificationStatus.certified,
      });
      const apiKey = customer.headers.authorization;
      const uploaded = await uploadOne(a, samples.pdf, 'attorney.pdf', { apiKey });
      const { alifileName } = uploaded.json() as { alifileName: string };
      // The shared store itself, as a third instance would open it.
      const bytes = createByteStore(configOf(env(), tmpdir()).fileStore, { db: a.db, filesDir: tmpdir() });
      expect((await bytes.open(alifileName))?.size).toBe(samples.pdf.length);
      await b.app.bookingSweeper.run();
      await b.app.bookingSweeper.run();
      expect(await bytes.open(alifileName)).toBeUndefined();
      expect((await download(a, { alifileName, Authorization: apiKey })).statusCode).toBe(404);
      bytes.close();
    },
  );

  it('with the local folder (FILE_STORE=local), another instance does not have the file', async () => {
    const [a, b] = [await instance({ FILE_STORE: 'local' }), await instance({ FILE_STORE: 'local' })];
    const customer = await signIn(a.db, { companyId: 1, certificationStatus: CertificationStatus.certified });
    const apiKey = customer.headers.authorization;
    const uploaded = await uploadOne(a, samples.pdf, 'attorney.pdf', { apiKey });
    const { alifileName } = uploaded.json() as { alifileName: string };
    expect((await download(a, { alifileName, Authorization: apiKey })).statusCode).toBe(200);
    expect((await download(b, { alifileName, Authorization: apiKey })).statusCode).toBe(404);
  });
});
