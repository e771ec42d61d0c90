/**
 * Turns every failure into the envelope: transport problems keep their HTTP status (400, 405, 413,
 * 415), a database that is away answers 503 with Retry-After, a file path the static server refuses
 * 403 in plain text (like a missing file's 404), a payment provider that failed or whose answer
 * could not be believed 502 (what the call began is undone by its service before the error gets
 * here), anything unexpected becomes a 500 with a generic message while the details go to the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ResultCode } from '../../domain/api/envelope.ts';
import { isDatabaseUnavailable } from '../db/connection.ts';
import { failureOf } from '../envelope.ts';
import { type MessageId, translate } from '../messages.ts';
import { PaymentProviderError } from '../services/payment/provider.ts';

/** Seconds a client waits before trying again while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_S = 5;

const TRANSPORT_ERRORS: Record<string, { status: number; code: ResultCode; message: MessageId }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ResultCode.invalidInput, message: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ResultCode.invalidInput, message: 'emptyJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ResultCode.tooLarge, message: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ResultCode.invalidInput,
    message: 'unsupportedMediaType',
  },
};

export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { language } = request.portal;
    const known = TRANSPORT_ERRORS[error.code];
    if (known !== undefined) {
      return reply.code(known.status).send(failureOf(language, known.code, known.message));
    }
    const status = error.statusCode ?? 500;
    if (status === 403 && !request.url.startsWith('/api/')) {
      // @fastify/static refuses dotfiles, directories and malformed paths (a NUL, a backslash).
      return reply.code(403).type('text/plain; charset=utf-8').send(translate('fileForbidden', language));
    }
    if (status >= 400 && status < 500) {
      // Other client errors found by Fastify itself (a bad content length, a poisoned prototype...).
      request.log.info({ err: error }, 'rejected request');
      return reply.code(status).send(failureOf(language, ResultCode.invalidInput, 'badRequest'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(failureOf(language, ResultCode.unavailable, 'databaseUnavailable'));
    }
    if (error instanceof PaymentProviderError) {
      request.log.warn({ err: error, providerCode: error.providerCode }, 'payment provider unavailable');
      return reply
        .code(502)
        .send(failureOf(language, ResultCode.providerUnavailable, 'paymentProviderUnavailable'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failureOf(language, ResultCode.serverError, 'serverError'));
  });
};
