/** The API contract as OpenAPI 3.1, built from the same valibot schemas the server validates with. */
import { type OverrideActionContext, toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../domain/api/envelope.ts';
import { type ApiPath, ApiPath as ApiPaths } from '../../domain/api/paths.ts';
import { CONTROL_CHARACTERS_ISSUE } from '../../domain/api/plain-text.ts';
import { CREATED_RANGE_ISSUE } from '../../domain/api/record-list.ts';
import { RequestBodies } from '../../domain/api/schemas.ts';
import { apiUrl } from './api-route.ts';
import { fileOpenApiPaths } from './file-openapi.ts';

export const OPENAPI_URL = '/api/openapi.json';

const envelopeSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: Object.values(ResultCode) },
    message: { type: 'string', description: 'In the language of Accept-Language (en...) or Chinese.' },
    data: { description: 'The payload of a successful call, see docs/api.md.' },
  },
};

/** Checks JSON Schema has no keyword for, said in words. */
const CHECK_DESCRIPTIONS: Record<string, string> = {
  [CONTROL_CHARACTERS_ISSUE]:
    'No string inside (keys included) holds a control character other than tab or a line break.',
  [CREATED_RANGE_ISSUE]: 'With both given, createdFrom is before createdBefore.',
};
const describeChecks = ({ valibotAction, jsonSchema }: OverrideActionContext) => {
  if (valibotAction.type !== 'check' || !('message' in valibotAction)) return undefined;
  const description = CHECK_DESCRIPTIONS[String(valibotAction.message)];
  return description === undefined ? undefined : { ...jsonSchema, description };
};

const envelopeResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
});

export const openApiDocument = () => ({
  openapi: '3.1.0',
  info: { title: 'Sea-freight customer portal API', version: '1.0.2' },
  components: { schemas: { Envelope: envelopeSchema } },
  paths: Object.fromEntries(
    (Object.values(ApiPaths) as ApiPath[]).map((path) => {
      // The JSON Schema dialect marker is per document in OpenAPI, not per body.
      const { $schema: _dialect, ...schema } = toJsonSchema(RequestBodies[path], {
        overrideAction: describeChecks,
      });
      return [
        apiUrl(path),
        {
          post: {
            operationId: path.replace('/', '_'),
            parameters: [
              { name: 'sys_source', in: 'header', required: false, schema: { type: 'string' } },
              { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } },
            ],
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              200: envelopeResponse("Success (code '1') or a business failure (code '404', '0')"),
              400: envelopeResponse("Malformed JSON or a field that fails validation (code '400')"),
              413: envelopeResponse("Body over 1 MiB (code '413')"),
              415: envelopeResponse("Not application/json (code '400')"),
            },
          },
        },
      ];
    }),
  ),
});

export const openApiRoutes = async (app: FastifyInstance) => {
  const json = openApiDocument();
  // The two attorney-file endpoints take multipart and a form, not JSON bodies (issue 10).
  const document = { ...json, paths: { ...json.paths, ...fileOpenApiPaths() } };
  app.route({ method: ['GET', 'POST'], url: OPENAPI_URL, handler: async () => document });
};
