/**
 * What an accounts service answers: an envelope code, a message id the route translates, and the
 * fields that travel beside them (validateMap, logoQrCode, items, data...).
 */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { MessageId } from '../../messages.ts';

export interface Outcome {
  code: ResultCode;
  message: MessageId;
  fields?: Record<string, unknown>;
}

export const succeed = (message: MessageId = 'success', fields?: Record<string, unknown>): Outcome =>
  fields === undefined
    ? { code: ResultCode.success, message }
    : { code: ResultCode.success, message, fields };

export const refuse = (code: ResultCode, message: MessageId, fields?: Record<string, unknown>): Outcome =>
  fields === undefined ? { code, message } : { code, message, fields };

export const companyNotFound = (): Outcome => refuse(ResultCode.notFound, 'companyNotFound');
export const forbidden = (): Outcome => refuse(ResultCode.forbidden, 'forbidden');
/** The hash gate's line is full (issue 8): try again in a moment. */
export const serverBusy = (): Outcome => refuse(ResultCode.rateLimited, 'serverBusy');
