/** Builds the API envelope (domain/api/envelope.ts) in the caller's language. */
import { type Envelope, ResultCode } from '../domain/api/envelope.ts';
import { type Language, type MessageId, translate } from './messages.ts';

export const success = <T>(language: Language, data?: T): Envelope<T> =>
  data === undefined
    ? { code: ResultCode.success, message: translate('success', language) }
    : { code: ResultCode.success, message: translate('success', language), data };

export const failure = (code: ResultCode, message: string): Envelope => ({ code, message });

export const failureOf = (language: Language, code: ResultCode, id: MessageId): Envelope =>
  failure(code, translate(id, language));
