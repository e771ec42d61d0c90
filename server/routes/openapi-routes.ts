/**
 * The API contract as OpenAPI 3.1, built from the one endpoint table (domain/api/endpoints.ts): the
 * same valibot schemas the server validates requests with and the answer types are inferred from,
 * and the access the route wrappers are checked against.
 */
import type { FastifyInstance } from 'fastify';
import { InvalidInputBodies } from '../../domain/api/answers.ts';
import { Endpoints } from '../../domain/api/endpoints.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_PATHS,
} from '../../domain/api/idempotency-key.ts';
import { Access, type Refusal } from '../../domain/api/path-access.ts';
import { type ApiPath, ApiPath as ApiPaths } from '../../domain/api/paths.ts';
import { apiUrl, HTTP_STATUS } from './api-route.ts';
import { fileOpenApiPaths } from './file-openapi.ts';
import {
  faultResponses,
  json,
  jsonSchemaOf,
  namedJsonSchemas,
  REFUSAL_RESPONSES,
  responseRef,
  SESSION_OPTIONAL,
  SESSION_REQUIRED,
  SESSION_SCHEME,
  SHARED_RESPONSES,
} from './openapi-parts.ts';
import { rateSheetOpenApiPaths } from './rate-sheet-openapi.ts';

export const OPENAPI_URL = '/api/openapi.json';

/** postApi's HTTP status of a refusal code (every refusal has its own). */
const statusOf = (code: Refusal): number => {
  const status = HTTP_STATUS[code];
  if (status === undefined) throw new Error(`postApi answers code ${code} with HTTP 200`);
  return status;
};

/** The statuses a path answers: validation and transport, its access level's and its own refusals. */
const responsesOf = (path: ApiPath) => {
  const { access, refusals } = Endpoints[path].access;
  const refusedBy = new Set(refusals);
  if (access !== Access.public) refusedBy.add(ResultCode.unauthorized);
  if (access === Access.staff) refusedBy.add(ResultCode.forbidden);
  const invalidInput = InvalidInputBodies[path];
  return {
    200: json(
      `Success (code '1'), or a business outcome without the payload: code '0' (a rule said no), '2' (expired), '404' (not found)${IDEMPOTENT_PATHS.has(path) ? ", '409' (the Idempotency-Key was used with another request)" : ''}`,
      jsonSchemaOf(Endpoints[path].answer),
    ),
    400:
      invalidInput === undefined
        ? responseRef('InvalidInput')
        : json("A field that fails validation (code '400'); `field` names it", jsonSchemaOf(invalidInput)),
    ...Object.fromEntries([...refusedBy].map((code) => [statusOf(code), REFUSAL_RESPONSES[code]])),
    415: responseRef('UnsupportedMediaType'),
    ...faultResponses,
  };
};

/** "webuser/getCompanyInfoById" -> "Get company info by id". */
const summaryOf = (path: string) => {
  const words = (path.split('/').at(-1) ?? path).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const operationOf = (path: ApiPath) => ({
  operationId: path.replace('/', '_'),
  summary: summaryOf(path),
  security: Endpoints[path].access.access === Access.public ? SESSION_OPTIONAL : SESSION_REQUIRED,
  parameters: [
    { name: 'sys_source', in: 'header', required: false, schema: { type: 'string' } },
    { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } },
    ...(IDEMPOTENT_PATHS.has(path)
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            description:
              'Printable ASCII, 1 to 255 characters, fresh per attempt: a retry with the same key and body answers the first hold (24 hours)',
            schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
          },
        ]
      : []),
  ],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: jsonSchemaOf(Endpoints[path].request) } },
  },
  responses: responsesOf(path),
});

const refersTo = (node: object): string[] =>
  [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');

/** The named schemas the document refers to, directly or through another one. */
const referencedSchemas = (document: object, schemas: Record<string, object>) => {
  const names = new Set<string>();
  const pending = refersTo(document);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (names.has(name)) continue;
    names.add(name);
    pending.push(...refersTo(schemas[name] ?? {}));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => names.has(name)));
};

const buildDocument = () => {
  const paths = {
    ...Object.fromEntries(
      (Object.values(ApiPaths) as ApiPath[]).map((path) => [apiUrl(path), { post: operationOf(path) }]),
    ),
    // The attorney-file and head-picture uploads, the download form post, the payment notifications.
    ...fileOpenApiPaths(),
    // A rate sheet's upload and the template's download.
    ...rateSheetOpenApiPaths(),
  };
  const schemas = namedJsonSchemas();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sea-freight customer portal API',
      version: '1.0.2',
      description:
        'Every call is POST with a JSON body and answers the envelope: `code`, `message` and the ' +
        "payload in `data` or in the fields the spec names beside them. Code '1' is success; see docs/api.md.",
    },
    servers: [{ url: '/', description: 'The origin that serves the portal' }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The apiKey of the validateMap that weblogin, checkUserIfAuthLogin or an activation link ' +
            "answered, as it is (no scheme word). Expired or revoked: code '401'.",
        },
      },
      responses: SHARED_RESPONSES,
      schemas: referencedSchemas({ paths, responses: SHARED_RESPONSES }, schemas),
    },
  };
};

/** The document depends on the code only: built once, shared by every app (tests build many). */
let built: ReturnType<typeof buildDocument> | undefined;
export const openApiDocument = () => {
  built ??= buildDocument();
  return built;
};

export const openApiRoutes = async (app: FastifyInstance) => {
  const document = openApiDocument();
  app.route({ method: ['GET', 'POST'], url: OPENAPI_URL, handler: async () => document });
};
