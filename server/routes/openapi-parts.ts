/**
 * The pieces of the OpenAPI document (openapi-routes.ts) that the JSON calls and the file endpoints
 * (file-openapi.ts) share: how a valibot schema becomes JSON Schema, the session's security, and the
 * answers with their own HTTP status (docs/api.md, the envelope).
 */
import type { OverrideActionContext } from '@valibot/to-json-schema';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { failureSchemaOf } from '../../domain/api/answer-parts.ts';
import { NamedAnswerSchemas } from '../../domain/api/answers.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { CONTROL_CHARACTERS_ISSUE } from '../../domain/api/plain-text.ts';
import { CREATED_RANGE_ISSUE } from '../../domain/api/record-list.ts';
import { CompanyInfoIssue } from '../../domain/tenant/company-info-form.ts';
import { DATABASE_RETRY_AFTER_S } from '../plugins/error-handling.ts';

/** The security scheme of a session: the apiKey of validateMap in the Authorization header. */
export const SESSION_SCHEME = 'session';
/** A call that needs a session, and one that reads it when sent (prices, the persona's company). */
export const SESSION_REQUIRED = [{ [SESSION_SCHEME]: [] }];
export const SESSION_OPTIONAL = [{}, { [SESSION_SCHEME]: [] }];

/** Checks JSON Schema has no keyword for, said in words. */
const CHECK_DESCRIPTIONS: Record<string, string> = {
  [CONTROL_CHARACTERS_ISSUE]:
    'No string inside (keys included) holds a control character other than tab or a line break.',
  [CREATED_RANGE_ISSUE]: 'With both given, createdFrom is before createdBefore.',
  [CompanyInfoIssue.notBlank]: 'Not empty, nor only spaces.',
  [CompanyInfoIssue.colour]: 'A colour: #rrggbb or rgb(r, g, b) with each part 0 to 255.',
  [CompanyInfoIssue.webAddress]: 'Empty, or an absolute http or https address.',
  [CompanyInfoIssue.domainName]: 'Empty, or a host name such as m.example.cn (no scheme, port or path).',
};
const describeChecks = ({ valibotAction, jsonSchema }: OverrideActionContext) => {
  if (valibotAction.type !== 'check' || !('message' in valibotAction)) return undefined;
  const description = CHECK_DESCRIPTIONS[String(valibotAction.message)];
  return description === undefined ? undefined : { ...jsonSchema, description };
};

const nameOf = new Map(Object.entries(NamedAnswerSchemas).map(([name, schema]) => [schema, name]));

/**
 * A schema's JSON Schema. The named answer schemas are components: a schema that holds one refers
 * to it there (`self` is the component being written, which is spelt out). The dialect is the
 * document's, not each body's.
 */
const convert = (schema: v.GenericSchema, self?: v.GenericSchema) => {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    overrideAction: describeChecks,
    overrideSchema: ({ valibotSchema }) => {
      const name = valibotSchema === self ? undefined : nameOf.get(valibotSchema);
      return name === undefined ? undefined : { $ref: `#/components/schemas/${name}` };
    },
  });
  return json;
};

export const jsonSchemaOf = (schema: v.GenericSchema) => convert(schema);

/** The components: every named answer schema, spelt out. */
export const namedJsonSchemas = (): Record<string, object> =>
  Object.fromEntries(
    Object.entries(NamedAnswerSchemas).map(([name, schema]) => [name, convert(schema, schema)]),
  );

export const json = (description: string, schema: object) => ({
  description,
  content: { 'application/json': { schema } },
});

export const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** An answer with its own HTTP status: that code, and why. */
const refusal = (description: string, code: ResultCode) =>
  json(description, jsonSchemaOf(failureSchemaOf(code)));

/** The answers with their own HTTP status that many calls share (docs/api.md, the envelope). */
export const SHARED_RESPONSES = {
  InvalidInput: refusal(
    "Malformed JSON, an empty body, a field that fails validation, or a rule about the input (code '400'); `message` names the field",
    ResultCode.invalidInput,
  ),
  Unauthorized: refusal(
    "No session, or it expired or was revoked (code '401'): sign in again",
    ResultCode.unauthorized,
  ),
  Forbidden: refusal("Signed in, but not allowed to (code '403')", ResultCode.forbidden),
  TooLarge: refusal("A body over 1 MiB (code '413')", ResultCode.tooLarge),
  UnsupportedMediaType: refusal("Not application/json (code '400')", ResultCode.invalidInput),
  RateLimited: refusal("Too many calls for now (code '429')", ResultCode.rateLimited),
  ServerError: refusal(
    "An unexpected fault (code '500'); the details stay in the server log",
    ResultCode.serverError,
  ),
  ProviderUnavailable: refusal(
    "The payment provider failed or its answer could not be believed (code '502'); what the call began was undone",
    ResultCode.providerUnavailable,
  ),
  Unavailable: {
    ...refusal("The database is away for a moment (code '503')", ResultCode.unavailable),
    headers: {
      'Retry-After': {
        description: `Seconds to wait (${DATABASE_RETRY_AFTER_S})`,
        schema: { type: 'integer' },
      },
    },
  },
};

/** Every answer the server may give a call beside its 200, with its status. */
export const faultResponses = {
  413: responseRef('TooLarge'),
  500: responseRef('ServerError'),
  503: responseRef('Unavailable'),
};

export const REFUSAL_RESPONSES = {
  [ResultCode.unauthorized]: responseRef('Unauthorized'),
  [ResultCode.forbidden]: responseRef('Forbidden'),
  [ResultCode.rateLimited]: responseRef('RateLimited'),
  [ResultCode.providerUnavailable]: responseRef('ProviderUnavailable'),
};
