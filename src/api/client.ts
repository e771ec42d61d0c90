import ky, { type Options } from 'ky';
import type * as v from 'valibot';
import type {
  AccountReply,
  CertificationReply,
  CompanySuggestionReply,
  DecodeTokenReply,
  LoginReply,
  QrCodeReply,
  QrLoginRequest,
  UserInfo,
} from '../../domain/api/accounts.ts';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import type { OrderDraft } from '../../domain/api/booking.ts';
import { BookingPath } from '../../domain/api/booking-paths.ts';
import type { RequestSchemaOf } from '../../domain/api/endpoints.ts';
import {
  AUTHORIZATION_HEADER,
  type Envelope,
  ResultCode,
  SYS_SOURCE_HEADER,
  WEB_SYS_SOURCE,
} from '../../domain/api/envelope.ts';
import { ApiFailure, answerOf, networkFailure } from '../../domain/api/failure.ts';
import type { ApiPath } from '../../domain/api/paths.ts';
import { currentLang } from '../i18n/locale.ts';
import { readAuthorization } from './authorization-store.ts';

/**
 * The stored services URL (spec §7); same origin by default, configurable at build. Resolved
 * against the page so that a relative default also works where Request needs absolute URLs.
 */
export const servicesUrl: string = new URL(import.meta.env.VITE_SERVICES_URL ?? '/api/', document.baseURI)
  .href;

const api = ky.create({
  prefix: servicesUrl,
  method: 'post',
  timeout: 15_000,
  retry: 0,
  // Failures still carry the envelope (400/413/429...), so the body is read whatever the status.
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set(SYS_SOURCE_HEADER, WEB_SYS_SOURCE);
        request.headers.set('Accept-Language', currentLang() === 'en' ? 'en' : 'zh-CN');
        const authorization = readAuthorization();
        if (authorization) request.headers.set(AUTHORIZATION_HEADER, authorization);
      },
    ],
  },
});

const unauthorizedListeners = new Set<() => void>();

/** Called whenever the server says the session is missing or expired (the session then clears). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The body a path takes: the input of its schema in domain/api (spec §7). */
export type RequestOf<TPath extends ApiPath> = v.InferInput<RequestSchemaOf<TPath>>;

/**
 * What a path answers on success where its caller reads more than code and message: the fields
 * spec §7 names beside them (validateMap, logoQrCode..., the order draft of §3), or its `data`.
 * Other paths: the envelope with unknown data (`fetchData` callers say what they expect).
 */
interface Answers {
  [AccountPath.getWebCnLoginQrCode]: QrCodeReply;
  [AccountPath.checkUserIfAuthLogin]: LoginReply;
  [AccountPath.weblogin]: LoginReply;
  [AccountPath.forgetPasswordDecryptToken]: DecodeTokenReply;
  [AccountPath.getTycCompanyList]: CompanySuggestionReply;
  [AccountPath.updateUser]: CertificationReply;
  [AccountPath.webloginOut]: AccountReply;
  [AccountPath.getQrLoginRequest]: Envelope<QrLoginRequest>;
  [BookingPath.bookSpace]: Envelope & OrderDraft;
  [BookingPath.getSpaceOrder]: Envelope & OrderDraft;
  [BookingPath.cancelSpaceOrder]: Envelope & OrderDraft;
  [AccountPath.updateProfile]: Envelope<UserInfo>;
  [AccountPath.setHeadPicture]: Envelope<UserInfo>;
  [AccountPath.removeHeadPicture]: Envelope<UserInfo>;
}

/** The envelope a path answers with. */
export type AnswerOf<TPath extends ApiPath> = TPath extends keyof Answers
  ? Answers[TPath]
  : Envelope<unknown>;

/**
 * POSTs to a path under servicesUrl with the portal's headers and resolves with the envelope,
 * whatever its code; no envelope back (offline, timeout, a proxy page) rejects with a network
 * ApiFailure. `options` carry the body: JSON for `post`, FormData for an upload (src/api/files.ts).
 */
export async function send<TAnswer extends { code: string; message: string }>(
  path: string,
  options: Options,
): Promise<TAnswer> {
  let response: Response;
  try {
    response = await api(path, options);
  } catch (error) {
    throw new ApiFailure(networkFailure, { cause: error });
  }
  const envelope: unknown = await response.json().catch(() => null);
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    !('code' in envelope) ||
    typeof envelope.code !== 'string'
  ) {
    throw new ApiFailure(networkFailure, { cause: `HTTP ${response.status} without an API envelope` });
  }
  if (envelope.code === ResultCode.unauthorized) {
    for (const listener of unauthorizedListeners) listener();
  }
  // The server answers the contract of domain/api; the envelope is taken as the path's answer.
  return envelope as TAnswer;
}

/**
 * The one request helper (spec §7): POSTs the body the path takes and resolves with the path's
 * answer on success; any other code rejects with an ApiFailure carrying the server's code and
 * message (domain/api/failure.ts), as does a call without an answer. `signal` aborts the request.
 */
export async function post<TPath extends ApiPath>(
  path: TPath,
  body: RequestOf<TPath>,
  signal?: AbortSignal,
): Promise<AnswerOf<TPath>> {
  return answerOf(await send<AnswerOf<TPath>>(path, signal ? { json: body, signal } : { json: body }));
}

/** Like `post`, but resolves to the answer's `data`. */
export async function fetchData<T>(path: ApiPath, body: object = {}, signal?: AbortSignal): Promise<T> {
  const envelope = answerOf(await send<Envelope<T>>(path, signal ? { json: body, signal } : { json: body }));
  return envelope.data as T;
}
