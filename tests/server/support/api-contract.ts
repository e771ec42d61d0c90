/**
 * The API contract check of the server suite: every /api/ answer a test gets through app.inject is
 * checked against the OpenAPI document the server publishes (its path, method, status, media type
 * and, for JSON, the body's schema, with Ajv's JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 * An answer the document does not describe fails the request, so the description cannot drift
 * from what the server does.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OPENAPI_URL, openApiDocument } from '../../../server/routes/openapi-routes.ts';

type Document = ReturnType<typeof openApiDocument>;

export interface Answer {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema: object }>;
}
type Operation = { responses: Record<string, ResponseObject> };

const DOCUMENT_ID = 'https://portal.test/api/openapi.json';
/** A JSON pointer's segment: `/` and `~` escaped (RFC 6901). */
const segment = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** Ajv over the whole document, so that its `#/components/...` references resolve inside it. */
const validatorFor = (document: Document) => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  // The document's own fields are no JSON Schema keywords; the schemas inside are checked strictly.
  ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components']);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  return (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
};

/** `/api/pay/notify/{provider}` matches `/api/pay/notify/sandbox`. */
const templateOf = (template: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('.', '\\.')}$`);

const bodyText = ({ headers, body }: Answer): string => {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
};

/** Checks answers against one document; each problem is said in words, none when it conforms. */
export const createContractCheck = (document: Document) => {
  const validatorAt = validatorFor(document);
  const templates = Object.keys(document.paths)
    .filter((path) => path.includes('{'))
    .map((path) => ({ path, pattern: templateOf(path) }));
  const pathOf = (urlPath: string): string | undefined =>
    urlPath in document.paths ? urlPath : templates.find(({ pattern }) => pattern.test(urlPath))?.path;

  return (answer: Answer): string[] => {
    const urlPath = answer.url.split('?', 1)[0] ?? '';
    if (!urlPath.startsWith('/api/') || urlPath === OPENAPI_URL) return [];
    const path = pathOf(urlPath);
    // The not-found handler's answers: no such endpoint (404), or not by POST (405).
    if (path === undefined) return answer.status === 404 ? [] : [`${urlPath} is not in the document`];
    const method = answer.method.toLowerCase();
    const operation = (document.paths as Record<string, Record<string, Operation>>)[path]?.[method];
    if (operation === undefined)
      return answer.status === 405 ? [] : [`${method} ${path} is not in the document`];
    const where = `${answer.method} ${urlPath} answered ${answer.status}`;
    const status = String(answer.status);
    const described = operation.responses[status];
    if (described === undefined) return [`${where}, a status the document does not list`];
    const responsePointer =
      described.$ref?.slice(1) ?? `/paths/${segment(path)}/${method}/responses/${status}`;
    const response =
      described.$ref === undefined
        ? described
        : (document.components.responses as Record<string, ResponseObject>)[
            described.$ref.split('/').at(-1) ?? ''
          ];
    const mediaType = String(answer.headers['content-type'] ?? '').split(';', 1)[0] ?? '';
    const media = response?.content?.[mediaType];
    if (media === undefined)
      return [`${where} with ${mediaType || 'no content type'}, which it does not describe`];
    if (mediaType !== 'application/json' || answer.method === 'HEAD') return [];
    let body: unknown;
    try {
      body = JSON.parse(bodyText(answer));
    } catch {
      return [`${where} with a body that is not JSON`];
    }
    const validate = validatorAt(`${responsePointer}/content/${segment(mediaType)}/schema`);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  };
};

let published: ((answer: Answer) => string[]) | undefined;
/** The check against the document the server publishes, made once per test worker. */
export const checkAnswer = (answer: Answer): string[] => {
  published ??= createContractCheck(openApiDocument());
  return published(answer);
};

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/**
 * Makes every app.inject of this app check its answer: an answer outside the document rejects the
 * request with the problems, so the test that made it fails there.
 */
export const checkAnswersOf = (app: FastifyInstance): void => {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const request = typeof options === 'string' ? { method: 'GET', url: options } : options;
    const problems = checkAnswer({
      method: String(request.method ?? 'GET').toUpperCase(),
      url: String(request.url ?? request.path ?? ''),
      status: response.statusCode,
      headers: response.headers,
      body: response.rawPayload,
    });
    if (problems.length > 0) throw new ContractViolation(problems.join('\n'));
    return response;
  };
  // Only the promise form (options given): the chained form is not used by the suite.
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : checked(options)) as typeof app.inject;
};
