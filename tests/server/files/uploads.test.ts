/**
 * Uploads and downloads of the attorney file: multipart with one `file` field, 10 MiB
 * enforced while streaming, the kind decided by the first bytes, stored under DATA_DIR with random
 * names outside every served folder, and spec §7's `common/downloadfile` form post for the uploader
 * and staff of the same company only.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import { STORED_FILE_NAME } from '../../../domain/api/booking-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { formatBookingMessage } from '../../../domain/booking/messages.ts';
import { CertificationStatus, STAFF_USER_TYPE, UPLOAD_MAX_BYTES } from '../../../domain/constants.ts';
import { UPLOADS_PER_USER } from '../../../server/services/files/file-service.ts';
import { testNow } from '../../support/test-clock.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  download,
  filesDirOf,
  filesOnDisk,
  multipart,
  pdfOfSize,
  samples,
  upload,
  uploadOne,
} from './support.ts';

let t: TestApp;
const users: Record<'customer' | 'otherCustomer' | 'staff' | 'otherCompanyStaff', SignedIn> = {} as never;
beforeAll(async () => {
  t = await startTestApp();
  await addCompany(t.db, 2);
  const certified = { companyId: 1, certificationStatus: CertificationStatus.certified };
  users.customer = await signIn(t.db, certified);
  users.otherCustomer = await signIn(t.db, certified);
  users.staff = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE });
  users.otherCompanyStaff = await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE });
}, 60_000);
afterAll(() => t.close());

const en = (id: Parameters<typeof formatBookingMessage>[0]) => formatBookingMessage(id, 'en');

/** Uploads as the customer unless told, checks success, answers the stored file's description. */
const stored = async (data: Buffer, filename: string, user: SignedIn) => {
  const response = await uploadOne(t, data, filename, { apiKey: user.headers.authorization });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    code: string;
    alifileName: string;
    fileName: string;
    size: number;
    contentType: string;
  };
};

/** No file of a refused upload is left, temporary ones included. */
const expectDiskUnchanged = async (before: string[]) => expect(await filesOnDisk(t)).toEqual(before);

describe('POST common/uploadfile', () => {
  // A user of its own per test: uploads are counted per user, and these tests upload many.
  let customer: SignedIn;
  beforeEach(async () => {
    customer = await signIn(t.db, { companyId: 1, certificationStatus: CertificationStatus.certified });
  });
  it.each([
    ['a PDF', samples.pdf, 'attorney.pdf', 'application/pdf'],
    ['a JPEG', samples.jpeg, 'scan.jpg', 'image/jpeg'],
    ['a PNG', samples.png, 'scan.png', 'image/png'],
  ])(
    'accepts %s, typed by its bytes, stored under a random name with its row',
    async (_, data, name, type) => {
      const answer = await stored(data, name, customer);
      expect(answer).toMatchObject({
        code: ResultCode.success,
        fileName: name,
        size: data.length,
        contentType: type,
      });
      expect(answer.alifileName).toMatch(STORED_FILE_NAME);
      expect(await readFile(path.join(filesDirOf(t), answer.alifileName))).toEqual(data);
      const row = await t.db
        .selectFrom('uploadedFiles')
        .selectAll()
        .where('storedName', '=', answer.alifileName)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        fileName: name,
        contentType: type,
        size: data.length,
        companyId: 1,
        userId: customer.userId,
        orderId: null,
        createdAt: testNow().toISOString(),
      });
    },
  );

  it('decides the kind by content, not by the browser: a PNG sent as application/pdf named .pdf is a PNG', async () => {
    const response = await upload(
      t,
      [{ name: 'file', filename: 'looks.pdf', contentType: 'application/pdf', data: samples.png }],
      { apiKey: customer.headers.authorization },
    );
    expect(response.json()).toMatchObject({ contentType: 'image/png', fileName: 'looks.pdf.png' });
  });

  it('accepts exactly 10 MiB and refuses 10 MiB + 1 with the spec message (413), leaving nothing on disk', async () => {
    const accepted = await stored(pdfOfSize(UPLOAD_MAX_BYTES), 'big.pdf', customer);
    expect(accepted.size).toBe(UPLOAD_MAX_BYTES);
    expect((await stat(path.join(filesDirOf(t), accepted.alifileName))).size).toBe(UPLOAD_MAX_BYTES);
    const before = await filesOnDisk(t);
    const refused = await uploadOne(t, pdfOfSize(UPLOAD_MAX_BYTES + 1), 'too-big.pdf', {
      apiKey: customer.headers.authorization,
      language: 'cn',
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ code: ResultCode.tooLarge, message: '单个文件不能超过10M' });
    await expectDiskUnchanged(before);
    const rows = await t.db
      .selectFrom('uploadedFiles')
      .select('fileName')
      .where('fileName', '=', 'too-big.pdf')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a renamed .exe (MZ header) named attorney.pdf and sent as application/pdf', async () => {
    const before = await filesOnDisk(t);
    const response = await upload(
      t,
      [{ name: 'file', filename: 'attorney.pdf', contentType: 'application/pdf', data: samples.exe }],
      { apiKey: customer.headers.authorization },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ResultCode.invalidInput, message: en('fileTypeNotAllowed') });
    await expectDiskUnchanged(before);
  });

  it('refuses an empty file', async () => {
    const before = await filesOnDisk(t);
    const response = await uploadOne(t, Buffer.alloc(0), 'empty.pdf', {
      apiKey: customer.headers.authorization,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(en('fileEmpty'));
    await expectDiskUnchanged(before);
  });

  it('answers 401 without a session, before reading the file', async () => {
    const before = await filesOnDisk(t);
    const response = await uploadOne(t, samples.pdf, 'attorney.pdf');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ResultCode.unauthorized);
    const revoked = await uploadOne(t, samples.pdf, 'attorney.pdf', { apiKey: 'not-a-session' });
    expect(revoked.statusCode).toBe(401);
    await expectDiskUnchanged(before);
  });

  it('keeps the last segment of the name, in UTF-8, and refuses control characters in it', async () => {
    expect((await stored(samples.pdf, '委托书.pdf', customer)).fileName).toBe('委托书.pdf');
    const windowsPath = await stored(samples.pdf, 'C:\\Users\\me\\attorney.pdf', customer);
    expect(windowsPath.fileName).toBe('attorney.pdf');
    const long = await stored(samples.pdf, `${'x'.repeat(300)}.pdf`, customer);
    expect(long.fileName).toHaveLength(120);
    expect(long.fileName.endsWith('.pdf')).toBe(true);
    const before = await filesOnDisk(t);
    const control = await uploadOne(t, samples.pdf, 'a\u0007b.pdf', {
      apiKey: customer.headers.authorization,
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe(en('fileNameInvalid'));
    await expectDiskUnchanged(before);
  });

  describe('bad input gets a clear 400 in the user language, never a 5xx, and leaves nothing', () => {
    const apiKey = () => customer.headers.authorization;
    it.each([
      [
        'two files',
        [
          { name: 'file', filename: 'a.pdf', data: samples.pdf },
          { name: 'file', filename: 'b.pdf', data: samples.pdf },
        ],
        'oneFileOnly',
      ],
      [
        'a file under another field name',
        [{ name: 'upload', filename: 'a.pdf', data: samples.pdf }],
        'fileFieldOnly',
      ],
      [
        'a text field beside the file',
        [
          { name: 'file', filename: 'a.pdf', data: samples.pdf },
          { name: 'note', data: 'hi' },
        ],
        'fileFieldOnly',
      ],
      [
        'a text field before the file',
        [
          { name: 'note', data: 'hi' },
          { name: 'file', filename: 'a.pdf', data: samples.pdf },
        ],
        'fileFieldOnly',
      ],
      ['no file at all', [], 'attorneyFileRequired'],
      [
        'many parts',
        Array.from({ length: 8 }, (_, index) => ({ name: `f${index}`, data: 'x' })),
        'oneFileOnly',
      ],
    ] as const)('%s', async (_, parts, message) => {
      const before = await filesOnDisk(t);
      const response = await upload(t, [...parts], { apiKey: apiKey() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ResultCode.invalidInput, message: en(message) });
      await expectDiskUnchanged(before);
    });

    it.each([
      ['JSON', 'application/json', '{"file":"x"}'],
      ['a form', 'application/x-www-form-urlencoded', 'file=x'],
      ['plain text', 'text/plain', 'x'],
      ['octet-stream', 'application/octet-stream', '%PDF-1.7'],
      ['multipart without a boundary', 'multipart/form-data', 'x'],
      [
        'a broken multipart',
        multipart([]).contentType,
        '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ],
    ])('%s', async (_, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${FilePath.uploadFile}`,
        headers: { 'content-type': contentType, 'accept-language': 'en', authorization: apiKey() },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ResultCode.invalidInput);
    });

    it('both file endpoints are in the OpenAPI document', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(Object.keys(document.paths[`/api/${FilePath.uploadFile}`].post.requestBody.content)).toEqual([
        'multipart/form-data',
      ]);
      expect(
        document.paths[`/api/${FilePath.downloadFile}`].post.requestBody.content[
          'application/x-www-form-urlencoded'
        ].schema.required,
      ).toEqual(['alifileName']);
    });

    it('a GET is refused as any endpoint is (405)', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/${FilePath.uploadFile}` });
      expect(response.statusCode).toBe(405);
    });
  });

  it('stores under DATA_DIR/files, outside the static folder, and no address serves the folder', async () => {
    const answer = await stored(samples.pdf, 'attorney.pdf', customer);
    const staticDir = path.join(t.database.dir, 'no-build');
    expect(path.relative(staticDir, filesDirOf(t)).startsWith('..')).toBe(true);
    for (const url of [
      `/files/${answer.alifileName}`,
      `/${answer.alifileName}`,
      `/media/${answer.alifileName}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.rawPayload.includes(samples.pdf)).toBe(false);
    }
  });

  it(`limits uploads per user (${UPLOADS_PER_USER.limit} per window), with the envelope and HTTP 429`, async () => {
    for (let index = 0; index < UPLOADS_PER_USER.limit; index += 1)
      await stored(samples.png, 'p.png', customer);
    const response = await uploadOne(t, samples.png, 'p.png', { apiKey: customer.headers.authorization });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: ResultCode.rateLimited, message: en('tooManyBookings') });
  });
});

describe('spec §7: POST common/downloadfile (form post)', () => {
  let file: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    file = await stored(samples.pdf, '委托书 final.pdf', users.customer);
  });
  const form = (user: SignedIn | null, extra: Record<string, string> = {}) => ({
    Authorization: user?.headers.authorization ?? '',
    sys_source: 'web-portal',
    alifileName: file.alifileName,
    fileName: file.fileName,
    ...extra,
  });

  it('streams the file to its uploader, bytes equal, as an attachment that is never sniffed or cached', async () => {
    const response = await download(t, form(users.customer));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(samples.pdf);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="___ final.pdf"; filename*=UTF-8''${encodeURIComponent('委托书 final.pdf')}`,
    );
  });

  it('serves staff of the same company', async () => {
    const response = await download(t, form(users.staff));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(samples.pdf);
  });

  it.each(['otherCustomer', 'otherCompanyStaff'] as const)(
    'answers 404 to %s, as for a name that does not exist',
    async (who) => {
      const refused = await download(t, form(users[who]));
      const missing = await download(t, form(users.customer, { alifileName: 'A'.repeat(32) }));
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(missing.body);
      expect(refused.rawPayload.includes(samples.pdf)).toBe(false);
    },
  );

  it('answers 401 without a usable apiKey, and takes the Authorization header too', async () => {
    expect((await download(t, form(null))).statusCode).toBe(401);
    expect((await download(t, form(null, { Authorization: 'not-a-session' }))).statusCode).toBe(401);
    const byHeader = await download(t, { alifileName: file.alifileName }, users.customer.headers);
    expect(byHeader.statusCode).toBe(200);
  });

  it.each([
    ['../', '../../portal.db', 'portal.db.pdf'],
    ['quotes and separators', 'a"; filename=evil.exe', 'a; filename=evil.exe.pdf'],
    ['a Windows path', '..\\..\\secret.pdf', 'secret.pdf'],
    ['only dots', '..', '委托书 final.pdf'],
  ])('a fileName with %s only names the download, never the file read', async (_, fileName, savedAs) => {
    const response = await download(t, form(users.customer, { fileName }));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(samples.pdf);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(savedAs)}`,
    );
  });

  it('refuses a stored name that is not of the random form, and junk bodies, with a 400', async () => {
    for (const alifileName of ['../portal.db', `${file.alifileName}.partial`, '', 'a\u0000b']) {
      expect((await download(t, form(users.customer, { alifileName }))).statusCode).toBe(400);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/${FilePath.downloadFile}`,
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 when the file is gone from disk but its row is not', async () => {
    const gone = await stored(samples.png, 'gone.png', users.customer);
    await rm(path.join(filesDirOf(t), gone.alifileName));
    const response = await download(t, form(users.customer, { alifileName: gone.alifileName }));
    expect(response.statusCode).toBe(404);
  });
});
