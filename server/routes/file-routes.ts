/**
 * The attorney file's two endpoints (spec §5), outside the JSON body rules: the multipart upload
 * `common/uploadfile` and spec §7's download form post `common/downloadfile`; and the head picture's upload
 * `common/uploadpicture` (spec §3 headPic), the same upload with its own kinds and limit. Each lives in its
 * own plugin context, so that its body parsers (multipart, form) reach no other route.
 */
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FilePath } from '../../domain/api/booking-paths.ts';
import { DownloadFileForm } from '../../domain/api/booking-schemas.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { ATTORNEY_FILE_KINDS, type AttorneyFileKind } from '../../domain/booking/file-kind.ts';
import type { BookingMessageId } from '../../domain/booking/messages.ts';
import { formatBookingMessage } from '../../domain/booking/messages.ts';
import { UPLOAD_MAX_BYTES } from '../../domain/constants.ts';
import { HEAD_PICTURE_KINDS, HEAD_PICTURE_MAX_BYTES } from '../../domain/profile/head-picture.ts';
import { failure, failureOf, success } from '../envelope.ts';
import { type Language, type MessageId, translate } from '../messages.ts';
import type { SessionService } from '../services/accounts/session-service.ts';
import {
  contentDispositionOf,
  downloadNameOf,
  kindOfContentType,
  uploadedFileName,
} from '../services/files/file-names.ts';
import type { FileService } from '../services/files/file-service.ts';
import type { FileStore, Received } from '../services/files/file-store.ts';

/** Both addresses, for the not-found handler's "this endpoint takes POST only". */
export const FILE_URLS: readonly string[] = Object.values(FilePath).map((path) => `/api/${path}`);

/** One file and nothing else is expected; a few more parts are read (and refused), then no more. */
const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, parts: 4, fieldSize: 1024, fieldNameSize: 100 };

/**
 * What one upload endpoint takes: the attorney file (PDF, JPEG, PNG up to 10 MiB, spec §5) or the
 * head picture (PNG or JPEG up to 2 MiB), each refused in its own words. Both are stored
 * alike; the picture becomes one only through webuserset/setHeadPicture.
 */
interface UploadKind {
  maxBytes: number;
  kinds: readonly AttorneyFileKind[];
  tooLarge: (language: Language) => string;
  notAllowed: (language: Language) => string;
}

const ATTORNEY_UPLOAD: UploadKind = {
  maxBytes: UPLOAD_MAX_BYTES,
  kinds: ATTORNEY_FILE_KINDS,
  tooLarge: (language) => formatBookingMessage('fileTooLarge', language),
  notAllowed: (language) => formatBookingMessage('fileTypeNotAllowed', language),
};

const PICTURE_UPLOAD: UploadKind = {
  maxBytes: HEAD_PICTURE_MAX_BYTES,
  kinds: HEAD_PICTURE_KINDS,
  tooLarge: (language) => translate('headPictureTooLarge', language),
  notAllowed: (language) => translate('headPictureTypeNotAllowed', language),
};
/** The download form's fields are short; anything longer is not that form. */
const DOWNLOAD_FORM_LIMIT = 8 * 1024;

type UploadProblem = Extract<
  BookingMessageId,
  'fileFieldOnly' | 'oneFileOnly' | 'fileNameInvalid' | 'notMultipart'
>;

/** Failures of the file system are the server's (5xx); everything else here is a malformed request. */
const isFileSystemError = (error: unknown): boolean =>
  typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string';

/**
 * Reads every part of the upload: the one `file` part streams to disk, anything else is drained and
 * noted, so the whole request is consumed whatever it held.
 */
const readUpload = async (
  request: FastifyRequest,
  store: FileStore,
  maxBytes: number,
): Promise<{ problem?: UploadProblem; received?: Received; fileName: string }> => {
  let problem: UploadProblem | undefined;
  let received: Received | undefined;
  let fileName = '';
  let files = 0;
  try {
    for await (const part of request.parts({ limits: { ...UPLOAD_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'field') {
        problem ??= 'fileFieldOnly';
        continue;
      }
      files += 1;
      const name = uploadedFileName(part.filename);
      if (part.fieldname !== 'file') problem ??= 'fileFieldOnly';
      else if (files > 1) problem ??= 'oneFileOnly';
      else if (name === null) problem ??= 'fileNameInvalid';
      if (problem !== undefined || name === null) {
        await finished(part.file.resume());
        continue;
      }
      received = await store.receive(part.file);
      fileName = name;
    }
  } catch (error) {
    if (received !== undefined) await store.discard(received);
    if (isFileSystemError(error)) throw error;
    const code = (error as { code?: unknown }).code;
    return { problem: code === 'FST_PARTS_LIMIT' ? 'oneFileOnly' : 'notMultipart', fileName };
  }
  if (problem !== undefined && received !== undefined) await store.discard(received);
  return problem === undefined ? { received, fileName } : { problem, fileName };
};

const uploadRoute = async (app: FastifyInstance, { files }: { files: FileService }) => {
  // Any body that is not multipart reaches the handler unread: it answers notMultipart, not a 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Cut-off files are refused by the handler (413 with the spec's message), not thrown.
  await app.register(multipart, { throwFileSizeLimit: false });

  const upload = (kind: UploadKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const { language } = request.portal;
    const refuse = (status: number, code: ResultCode, id: BookingMessageId) =>
      reply.code(status).send(failure(code, formatBookingMessage(id, language)));
    const { viewer } = request;
    if (viewer === null) {
      return reply.code(401).send(failureOf(language, ResultCode.unauthorized, 'notLoggedIn'));
    }
    if (!request.isMultipart()) return refuse(400, ResultCode.invalidInput, 'notMultipart');
    if (!(await files.admitUpload(viewer))) return refuse(429, ResultCode.rateLimited, 'tooManyBookings');

    const { problem, received, fileName } = await readUpload(request, files.store, kind.maxBytes);
    if (problem !== undefined) return refuse(400, ResultCode.invalidInput, problem);
    if (received === undefined) return refuse(400, ResultCode.invalidInput, 'attorneyFileRequired');
    if (!received.ok && received.problem === 'fileTooLarge')
      return reply.code(413).send(failure(ResultCode.tooLarge, kind.tooLarge(language)));
    if (!received.ok && received.problem === 'fileEmpty')
      return refuse(400, ResultCode.invalidInput, 'fileEmpty');
    if (!received.ok || !kind.kinds.includes(received.kind)) {
      await files.store.discard(received);
      return reply.code(400).send(failure(ResultCode.invalidInput, kind.notAllowed(language)));
    }
    const answer = await files.store.keep(received, viewer, fileName);
    // UploadedFileAnswer's fields sit beside code and message, as the spec's named fields do.
    return reply.send({ ...success(language), ...answer });
  };
  app.post(`/api/${FilePath.uploadFile}`, upload(ATTORNEY_UPLOAD));
  app.post(`/api/${FilePath.uploadPicture}`, upload(PICTURE_UPLOAD));
};

const downloadRoute = async (
  app: FastifyInstance,
  { files, sessions }: { files: FileService; sessions: SessionService },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: DOWNLOAD_FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(`/api/${FilePath.downloadFile}`, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    // The answer opens in a browser tab (a form post), so failures are plain text, like /media's.
    const text = (status: number, id: MessageId): FastifyReply =>
      reply.code(status).type('text/plain; charset=utf-8').send(translate(id, request.portal.language));
    const form = v.safeParse(DownloadFileForm, request.body);
    if (!form.success) return text(400, 'badRequest');
    // A form cannot set headers: the apiKey comes as a field, resolved as the session plugin does.
    const apiKey = form.output.Authorization ?? request.portal.authToken;
    const viewer = apiKey === undefined || apiKey === '' ? null : await sessions.resolve(apiKey);
    if (viewer === null) return text(401, 'notLoggedIn');
    const found = await files.openForDownload(viewer, form.output.alifileName);
    const kind = found === undefined ? undefined : kindOfContentType(found.row.contentType);
    if (found === undefined || kind === undefined) {
      found?.bytes.body.destroy();
      return text(404, 'fileNotFound');
    }
    const name = downloadNameOf(found.row.fileName, form.output.fileName, kind);
    return reply
      .type(found.row.contentType)
      .header('content-disposition', contentDispositionOf(name))
      .header('content-length', String(found.row.size))
      .send(found.bytes.body);
  });
};

export const fileRoutes = async (
  app: FastifyInstance,
  options: { files: FileService; sessions: SessionService },
) => {
  await app.register(uploadRoute, options);
  await app.register(downloadRoute, options);
};
