/**
 * The API contract (spec section 7, docs/api.md): /api/openapi.json describes every answer, the
 * session scheme and every status, and the server suite checks each answer it gets against it
 * (support/api-contract.ts). These tests show that check refuses what the document does not say.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { BookingPath, FilePath } from '../../domain/api/booking-paths.ts';
import { Endpoints } from '../../domain/api/endpoints.ts';
import { Access } from '../../domain/api/path-access.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { OPENAPI_URL } from '../../server/routes/openapi-routes.ts';
import { type Answer, ContractViolation, checkAnswer, checkAnswersOf } from './support/api-contract.ts';
import { signIn } from './support/tenants.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const answer = (path: string, status: number, body: unknown): Answer => ({
  method: 'POST',
  url: `/api/${path}`,
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(body)),
});

const companyInfo = async () => (await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 })).json();

describe('the contract check', () => {
  it('takes a real answer as it is', async () => {
    expect(checkAnswer(answer(ApiPath.getCompanyInfoById, 200, await companyInfo()))).toEqual([]);
  });

  it('refuses a field of the wrong type', async () => {
    const real = await companyInfo();
    const wrong = { ...real, data: { ...real.data, companyId: 'one' } };
    expect(checkAnswer(answer(ApiPath.getCompanyInfoById, 200, wrong)).join('\n')).toMatch(
      /\/data\/companyId must be number/,
    );
  });

  it('refuses a field the document does not name, and a missing one', async () => {
    const { webThemeColor: _missing, ...data } = (await companyInfo()).data;
    const wrong = { code: '1', message: 'ok', data: { ...data, passwordHash: 'x' } };
    const problems = checkAnswer(answer(ApiPath.getCompanyInfoById, 200, wrong)).join('\n');
    expect(problems).toMatch(/must NOT have additional properties.*passwordHash/);
    expect(problems).toMatch(/must have required property.*webThemeColor/);
  });

  it('refuses a top-level field the spec names where it does not belong, and a wrong code', () => {
    const problems = checkAnswer(
      answer(AccountPath.weblogin, 200, { code: 'OK', message: '', logoQrCode: 'x' }),
    ).join('\n');
    expect(problems).toMatch(/\/code must be equal to one of the allowed values/);
    expect(problems).toMatch(/logoQrCode/);
  });

  it('refuses a status the operation does not list', () => {
    const forbidden = { code: '403', message: 'no' };
    expect(checkAnswer(answer(ApiPath.getCompanyInfoById, 403, forbidden))).toEqual([
      `POST /api/${ApiPath.getCompanyInfoById} answered 403, a status the document does not list`,
    ]);
    expect(checkAnswer(answer(BookingPath.listSpaceOrders, 403, forbidden))).toEqual([]);
  });

  it('refuses an endpoint the document does not have, and a media type it does not describe', () => {
    expect(checkAnswer(answer('nowhere/atAll', 200, {}))).toEqual([
      '/api/nowhere/atAll is not in the document',
    ]);
    expect(checkAnswer(answer('nowhere/atAll', 404, { code: '404', message: '' }))).toEqual([]);
    const html = { ...answer(ApiPath.getCompanyInfoById, 200, {}), headers: { 'content-type': 'text/html' } };
    expect(checkAnswer(html)[0]).toMatch(/with text\/html, which it does not describe/);
  });

  it("fails the test's request when an app answers outside the document", async () => {
    const app = Fastify();
    app.post(`/api/${ApiPath.getCompanyInfoById}`, async () => ({
      code: '1',
      message: '',
      data: { companyId: 1 },
    }));
    checkAnswersOf(app);
    try {
      await expect(post(app, ApiPath.getCompanyInfoById, { companyId: 1 })).rejects.toThrow(
        ContractViolation,
      );
    } finally {
      await app.close();
    }
  });
});

describe(`GET ${OPENAPI_URL}`, () => {
  const documentOf = async () => (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();

  it('publishes the session as the Authorization header, required where the path needs a session', async () => {
    const document = await documentOf();
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    for (const [path, { access: rule }] of Object.entries(Endpoints)) {
      const { access } = rule;
      const { security, responses } = document.paths[`/api/${path}`].post;
      expect(security, path).toEqual(access === Access.public ? [{}, { session: [] }] : [{ session: [] }]);
      expect(responses[401] !== undefined, path).toBe(
        access !== Access.public || rule.refusals.includes('401'),
      );
      expect(responses[403] !== undefined, path).toBe(
        access === Access.staff || rule.refusals.includes('403'),
      );
    }
    expect(document.paths[`/api/${FilePath.uploadFile}`].post.security).toEqual([{ session: [] }]);
  });

  it('describes the answers: typed data, and the fields the spec names beside code and message', async () => {
    const document = await documentOf();
    const schemaOf = (path: string) =>
      document.paths[`/api/${path}`].post.responses[200].content['application/json'].schema;
    expect(schemaOf(ApiPath.getCompanyInfoById).properties.data).toEqual({
      $ref: '#/components/schemas/CompanyInfo',
    });
    expect(schemaOf(AccountPath.weblogin)).toEqual({ $ref: '#/components/schemas/LoginReply' });
    expect(document.components.schemas.LoginReply.properties.validateMap).toEqual({
      $ref: '#/components/schemas/ValidateMap',
    });
    expect(Object.keys(document.components.schemas.QrCodeReply.properties)).toEqual(
      expect.arrayContaining(['logoQrCode', 'logoQrCodeUUID']),
    );
    expect(schemaOf(BookingPath.bookSpace)).toEqual({ $ref: '#/components/schemas/OrderDraftReply' });
    expect(Object.keys(document.components.schemas.OrderDraftReply.properties)).toEqual(
      expect.arrayContaining(['code_url', 'order_form', 'orderStatus', 'orderId']),
    );
  });

  it('lists every status the server sends: validation, transport, session, rate limits and faults', async () => {
    const document = await documentOf();
    const statuses = (path: string) => Object.keys(document.paths[`/api/${path}`].post.responses);
    expect(statuses(ApiPath.getCompanyInfoById)).toEqual(['200', '400', '413', '415', '500', '503']);
    expect(statuses(BookingPath.bookSpace)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
      '500',
      '502',
      '503',
    ]);
    expect(statuses(BookingPath.listSpaceOrders)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '500',
      '503',
    ]);
  });
});

describe('postApi applies the access the endpoint table declares, before any handler runs', () => {
  it('a signed-in path answers 401 without a session, a staff path 403 to a customer; a public path neither', async () => {
    const customer = await signIn(t.db, { companyId: 1 });
    const asCustomer = customer.headers;
    expect(Endpoints[ApiPath.getUserInfo].access.access).toBe(Access.signedIn);
    expect((await post(t.app, ApiPath.getUserInfo, { id: 1, companyId: 1 })).statusCode).toBe(401);
    expect(Endpoints[BookingPath.listSpaceOrders].access.access).toBe(Access.staff);
    expect((await post(t.app, BookingPath.listSpaceOrders, {})).statusCode).toBe(401);
    expect((await post(t.app, BookingPath.listSpaceOrders, {}, asCustomer)).statusCode).toBe(403);
    expect(Endpoints[BookingPath.listMySpaceOrders].access.access).toBe(Access.signedIn);
    expect((await post(t.app, BookingPath.listMySpaceOrders, {}, asCustomer)).statusCode).toBe(200);
    expect(Endpoints[ApiPath.getCompanyInfoById].access.access).toBe(Access.public);
    expect((await post(t.app, ApiPath.getCompanyInfoById, { companyId: 1 })).statusCode).toBe(200);
  });
});
