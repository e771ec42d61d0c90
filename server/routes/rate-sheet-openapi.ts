/** The rate sheet's upload and the template's download in the OpenAPI document (./rate-sheet-routes.ts). */
import { envelopeOf, failureSchemaOf } from '../../domain/api/answer-parts.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { RateImportView, TemplateBody } from '../../domain/api/rate-sheet.ts';
import { RateSheetFilePath } from '../../domain/api/rate-sheet-paths.ts';
import { RATE_SHEET_MAX_BYTES } from '../../domain/freight/rate-sheet.ts';
import { faultResponses, json, jsonSchemaOf, responseRef, SESSION_REQUIRED } from './openapi-parts.ts';

const staffRefusals = { 401: responseRef('Unauthorized'), 403: responseRef('Forbidden') };

export const rateSheetOpenApiPaths = () => ({
  [`/api/${RateSheetFilePath.upload}`]: {
    post: {
      operationId: RateSheetFilePath.upload.replace('/', '_'),
      summary: 'Upload a rate sheet and start its import',
      security: SESSION_REQUIRED,
      description:
        'Pricing staff (`rates.manage`). The carrier in the field `carrierScac` (a SCAC code), one sheet ' +
        `in the field \`file\`: .xlsx or .csv (UTF-8 or GB18030) by its content, at most ${RATE_SHEET_MAX_BYTES} ` +
        'bytes. Answers the import, being read in the background: follow it with rateimport/getImport.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['carrierScac', 'file'],
              properties: {
                carrierScac: { type: 'string', maxLength: 4 },
                file: { type: 'string', format: 'binary', maxLength: RATE_SHEET_MAX_BYTES },
              },
              additionalProperties: false,
            },
          },
        },
      },
      responses: {
        200: json("The import started (code '1')", jsonSchemaOf(envelopeOf(RateImportView))),
        400: json(
          "Not multipart, no carrier, not exactly one `file`, or not an .xlsx/.csv (code '400')",
          jsonSchemaOf(failureSchemaOf(ResultCode.invalidInput)),
        ),
        ...staffRefusals,
        ...faultResponses,
        413: json("Over 20 MiB (code '413')", jsonSchemaOf(failureSchemaOf(ResultCode.tooLarge))),
      },
    },
  },
  [`/api/${RateSheetFilePath.template}`]: {
    post: {
      operationId: RateSheetFilePath.template.replace('/', '_'),
      summary: 'Download the rate sheet template',
      security: SESSION_REQUIRED,
      description:
        'Pricing staff (`rates.manage`). The .xlsx template in the language asked (`cn` or `en`): the ' +
        'headers of every field, one column per example surcharge, one example row.',
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(TemplateBody) } },
      },
      responses: {
        200: {
          description: 'The template, as an attachment',
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        ...staffRefusals,
        ...faultResponses,
      },
    },
  },
});
