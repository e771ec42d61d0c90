/**
 * The endpoints outside the JSON body schemas, in the OpenAPI document: the attorney file's multipart
 * upload and form-post download, and the payment providers' notifications.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import { FilePath, PAYMENT_NOTIFY_PREFIX } from '../../domain/api/booking-paths.ts';
import { DownloadFileForm } from '../../domain/api/booking-schemas.ts';
import { UPLOAD_MAX_BYTES } from '../../domain/constants.ts';
import { HEAD_PICTURE_MAX_BYTES } from '../../domain/profile/head-picture.ts';

const envelope = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
});

const text = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' } } },
});

export const fileOpenApiPaths = () => {
  const { $schema: _dialect, ...downloadForm } = toJsonSchema(DownloadFileForm);
  return {
    [`/api/${FilePath.uploadFile}`]: {
      post: {
        operationId: FilePath.uploadFile.replace('/', '_'),
        description:
          'Signed in (Authorization header). One file in the field `file`: PDF, JPEG or PNG by its first ' +
          `bytes, at most ${UPLOAD_MAX_BYTES} bytes. Success answers alifileName, fileName, size and ` +
          'contentType beside code and message.',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary', maxLength: UPLOAD_MAX_BYTES } },
                additionalProperties: false,
              },
            },
          },
        },
        responses: {
          200: envelope("Stored (code '1')"),
          400: envelope("Not multipart, not exactly one `file`, empty, or not PDF/JPEG/PNG (code '400')"),
          401: envelope("Not signed in (code '401')"),
          413: envelope("Over 10 MiB (code '413')"),
          429: envelope("Too many uploads by this user (code '429')"),
        },
      },
    },
    [`/api/${FilePath.uploadPicture}`]: {
      post: {
        operationId: FilePath.uploadPicture.replace('/', '_'),
        description:
          'Issue 11, the head picture: like common/uploadfile, but PNG or JPEG only (by the first bytes), ' +
          `at most ${HEAD_PICTURE_MAX_BYTES} bytes. Set it with webuserset/setHeadPicture; a picture ` +
          'nobody has is deleted after an hour.',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary', maxLength: HEAD_PICTURE_MAX_BYTES } },
                additionalProperties: false,
              },
            },
          },
        },
        responses: {
          200: envelope("Stored (code '1')"),
          400: envelope("Not multipart, not exactly one `file`, empty, or not PNG/JPEG (code '400')"),
          401: envelope("Not signed in (code '401')"),
          413: envelope("Over 2 MiB (code '413')"),
          429: envelope("Too many uploads by this user (code '429')"),
        },
      },
    },
    [`/api/${FilePath.downloadFile}`]: {
      post: {
        operationId: FilePath.downloadFile.replace('/', '_'),
        description:
          'Spec §7 form post. For the uploader, or staff of the same company; anyone else gets 404. ' +
          '`fileName` only names the saved file.',
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
          400: text('A malformed form'),
          401: text('No usable apiKey'),
          404: text('No such file for this user'),
        },
      },
    },
    [`/api/${PAYMENT_NOTIFY_PREFIX}/{provider}`]: {
      post: {
        operationId: 'pay_notify',
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
          200: { description: 'Accepted: `{"code":"SUCCESS"}`' },
          401: { description: 'The signature or the timestamp does not verify; nothing changed' },
          404: { description: 'Not the configured provider' },
        },
      },
    },
  };
};
