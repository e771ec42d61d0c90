/**
 * A rate sheet's upload and the template's download (docs/decisions.md "Rate sheets"), outside the
 * JSON body rules like the attorney file's: the multipart upload takes the carrier (field
 * `carrierScac`) and one sheet (field `file`, .xlsx or .csv by its content, at most
 * RATE_SHEET_MAX_BYTES) and starts its import; the template is an .xlsx in the asked language.
 * Both are pricing staff's (`rates.manage`). Each lives in its own plugin context, so that its body
 * parsers reach no other route.
 */
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ResultCode } from '../../domain/api/envelope.ts';
import { TemplateBody } from '../../domain/api/rate-sheet.ts';
import { RateSheetFilePath } from '../../domain/api/rate-sheet-paths.ts';
import { STAFF_USER_TYPE } from '../../domain/constants.ts';
import { isScac } from '../../domain/freight/identifiers.ts';
import {
  formatRateSheetMessage,
  RATE_SHEET_MAX_BYTES,
  type RateSheetMessageId,
} from '../../domain/freight/rate-sheet.ts';
import { hasPermission } from '../../domain/permissions.ts';
import { failure, failureOf, success } from '../envelope.ts';
import { contentDispositionOf, uploadedFileName } from '../services/files/file-names.ts';
import { type RateImportService, wordImport } from '../services/rates/rate-import-service.ts';
import { templateXlsx } from '../services/rates/sheet-template.ts';
import type { ReceivedSheet, SheetFiles } from '../services/rates/sheet-upload.ts';
import { HTTP_STATUS } from './api-route.ts';

export const RATE_SHEET_URLS: readonly string[] = Object.values(RateSheetFilePath).map(
  (path) => `/api/${path}`,
);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A staff session holding `rates.manage`, or the refusal to send. */
const refusalOf = (request: FastifyRequest) => {
  const { viewer } = request;
  const { language } = request.portal;
  if (viewer === null) return failureOf(language, ResultCode.unauthorized, 'notLoggedIn');
  if (viewer.userType !== STAFF_USER_TYPE) return failureOf(language, ResultCode.forbidden, 'staffOnly');
  if (!hasPermission(viewer, 'rates.manage'))
    return failureOf(language, ResultCode.forbidden, 'permissionMissing');
  return null;
};

const uploadRoute = async (
  app: FastifyInstance,
  { files, imports }: { files: SheetFiles; imports: RateImportService },
) => {
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(`/api/${RateSheetFilePath.upload}`, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const { language } = request.portal;
    const refuse = (status: number, code: ResultCode, id: RateSheetMessageId) =>
      reply.code(status).send(failure(code, formatRateSheetMessage(id, language)));
    const refusal = refusalOf(request);
    if (refusal !== null) return reply.code(HTTP_STATUS[refusal.code] ?? 200).send(refusal);
    const viewer = request.viewer;
    if (viewer === null || !request.isMultipart())
      return refuse(400, ResultCode.invalidInput, 'rateSheetType');

    let carrierScac = '';
    let fileName = '';
    let received: ReceivedSheet | undefined;
    let extra = false;
    try {
      for await (const part of request.parts({
        limits: { fileSize: RATE_SHEET_MAX_BYTES, files: 1, parts: 4, fieldSize: 64, fieldNameSize: 32 },
      })) {
        if (part.type === 'field') {
          if (part.fieldname === 'carrierScac') carrierScac = String(part.value).trim().toUpperCase();
          else extra = true;
          continue;
        }
        const name = uploadedFileName(part.filename);
        if (part.fieldname !== 'file' || received !== undefined || name === null) {
          extra = true;
          await finished(part.file.resume());
          continue;
        }
        fileName = name === '' ? 'rates' : name;
        received = await files.receive(part.file);
      }
    } catch (error) {
      if (received?.ok === true) await files.remove(received.storedName);
      if (typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string') throw error;
      return refuse(400, ResultCode.invalidInput, 'rateSheetType');
    }
    const drop = async () => {
      if (received?.ok === true) await files.remove(received.storedName);
    };
    if (extra || received === undefined) {
      await drop();
      return refuse(400, ResultCode.invalidInput, 'rateSheetType');
    }
    if (!isScac(carrierScac)) {
      await drop();
      return refuse(400, ResultCode.invalidInput, 'carrierRequired');
    }
    if (!received.ok)
      return received.problem === 'rateSheetTooLarge'
        ? refuse(413, ResultCode.tooLarge, 'rateSheetTooLarge')
        : refuse(400, ResultCode.invalidInput, received.problem);
    const outcome = await imports.start(viewer, {
      carrierScac,
      fileName,
      storedName: received.storedName,
      format: received.format,
    });
    if (!outcome.ok) return refuse(400, ResultCode.invalidInput, outcome.id);
    return reply.send({
      ...success(language, wordImport(outcome.data, language)),
      message: formatRateSheetMessage('rateImportStarted', language),
    });
  });
};

const templateRoute = async (app: FastifyInstance) => {
  app.post(`/api/${RateSheetFilePath.template}`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refusal = refusalOf(request);
    if (refusal !== null) return reply.code(HTTP_STATUS[refusal.code] ?? 200).send(refusal);
    const body = v.safeParse(TemplateBody, request.body);
    const language = body.success ? body.output.language : request.portal.language;
    const name = language === 'cn' ? '运价导入模板.xlsx' : 'rate-sheet-template.xlsx';
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', contentDispositionOf(name))
      .send(await templateXlsx(language));
  });
};

export const rateSheetRoutes = async (
  app: FastifyInstance,
  options: { files: SheetFiles; imports: RateImportService },
) => {
  await app.register(uploadRoute, options);
  await app.register(templateRoute);
};
