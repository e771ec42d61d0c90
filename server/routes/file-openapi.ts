/**
 * The endpoints outside the JSON body schemas, in the OpenAPI document: the attorney file's multipart
 * upload and form-post download, and the payment providers' notifications.
 */
import { failureSchemaOf } from '../../domain/api/answer-parts.ts';
import { PaymentNotificationReply, UploadReply } from '../../domain/api/booking-answers.ts';
import { FilePath, PAYMENT_NOTIFY_PREFIX } from '../../domain/api/booking-paths.ts';
import { DownloadFileForm } from '../../domain/api/booking-schemas.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { UPLOAD_MAX_BYTES } from '../../domain/constants.ts';
import { HEAD_PICTURE_MAX_BYTES } from '../../domain/profile/head-picture.ts';
import { faultResponses, json, jsonSchemaOf, responseRef, SESSION_REQUIRED } from './openapi-parts.ts';

const text = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' } } },
});

/** An upload's refusals: not signed in, a wrong file, too many uploads, and the faults of any call. */
const uploadResponses = (refused: string, tooLarge: string) => ({
  200: json(
    "Stored (code '1'); the stored name and the file's facts beside code and message",
    jsonSchemaOf(UploadReply),
  ),
  400: json(refused, jsonSchemaOf(failureSchemaOf(ResultCode.invalidInput))),
  401: responseRef('Unauthorized'),
  ...faultResponses,
  413: json(tooLarge, jsonSchemaOf(failureSchemaOf(ResultCode.tooLarge))),
  429: json(
    "Too many uploads by this user (code '429')",
    jsonSchemaOf(failureSchemaOf(ResultCode.rateLimited)),
  ),
});

/** One file in the multipart field `file`, of at most `maxBytes`. */
const uploadBody = (maxBytes: number) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', maxLength: maxBytes } },
        additionalProperties: false,
      },
    },
  },
});

export const fileOpenApiPaths = () => {
  const downloadForm = jsonSchemaOf(DownloadFileForm);
  return {
    [`/api/${FilePath.uploadFile}`]: {
      post: {
        operationId: FilePath.uploadFile.replace('/', '_'),
        summary: 'Upload the attorney file',
        security: SESSION_REQUIRED,
        description:
          'Signed in (Authorization header). One file in the field `file`: PDF, JPEG or PNG by its first ' +
          `bytes, at most ${UPLOAD_MAX_BYTES} bytes. Success answers alifileName, fileName, size and ` +
          'contentType beside code and message.',
        requestBody: uploadBody(UPLOAD_MAX_BYTES),
        responses: uploadResponses(
          "Not multipart, not exactly one `file`, empty, or not PDF/JPEG/PNG (code '400')",
          "Over 10 MiB (code '413')",
        ),
      },
    },
    [`/api/${FilePath.uploadPicture}`]: {
      post: {
        operationId: FilePath.uploadPicture.replace('/', '_'),
        summary: 'Upload a head picture',
        security: SESSION_REQUIRED,
        description:
          'The head picture: like common/uploadfile, but PNG or JPEG only (by the first bytes), ' +
          `at most ${HEAD_PICTURE_MAX_BYTES} bytes. Set it with webuserset/setHeadPicture; a picture ` +
          'nobody has is deleted after an hour.',
        requestBody: uploadBody(HEAD_PICTURE_MAX_BYTES),
        responses: uploadResponses(
          "Not multipart, not exactly one `file`, empty, or not PNG/JPEG (code '400')",
          "Over 2 MiB (code '413')",
        ),
      },
    },
    [`/api/${FilePath.downloadFile}`]: {
      post: {
        operationId: FilePath.downloadFile.replace('/', '_'),
        summary: 'Download a stored file',
        // A form cannot set headers: the apiKey may come as the form's Authorization field instead.
        security: SESSION_REQUIRED,
        description:
          'Spec §7 form post. For the uploader, or staff of the same company; anyone else gets 404. ' +
          '`fileName` only names the saved file. The session may come as the form field `Authorization` ' +
          'instead of the header.',
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: downloadForm } },
        },
        responses: {
          200: {
            description: 'The file, as an attachment',
            content: {
              'application/pdf': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
              'image/png': { schema: { type: 'string', format: 'binary' } },
            },
          },
          400: {
            description:
              "A malformed form (plain text), or a JSON body that does not parse (the envelope, code '400')",
            content: {
              'text/plain': { schema: { type: 'string' } },
              'application/json': { schema: jsonSchemaOf(failureSchemaOf(ResultCode.invalidInput)) },
            },
          },
          401: text('No usable apiKey'),
          404: text('No such file for this user'),
          415: responseRef('UnsupportedMediaType'),
          ...faultResponses,
        },
      },
    },
    [`/api/${PAYMENT_NOTIFY_PREFIX}/{provider}`]: {
      post: {
        operationId: 'pay_notify',
        summary: "A payment provider's notification",
        // The provider signs the notification; it holds no session.
        security: [],
        description:
          "A payment provider's signed notification (docs/booking.md): `sandbox` (HMAC-SHA256 in " +
          'Sandbox-Timestamp, Sandbox-Nonce, Sandbox-Signature) or `wechatpay` (WeChat Pay API v3: ' +
          'Wechatpay-Signature over the raw body, AES-256-GCM resource). Counted once per transaction.',
        parameters: [
          {
            name: 'provider',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: ['sandbox', 'wechatpay'] },
          },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          200: json("Accepted (code 'SUCCESS')", jsonSchemaOf(PaymentNotificationReply)),
          401: json(
            "The signature or the timestamp does not verify; nothing changed (code 'FAIL')",
            jsonSchemaOf(PaymentNotificationReply),
          ),
          404: json(
            "Not the configured provider (code '404')",
            jsonSchemaOf(failureSchemaOf(ResultCode.notFound)),
          ),
          ...faultResponses,
        },
      },
    },
  };
};
