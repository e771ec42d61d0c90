import type { KyInstance, Options } from 'ky';
import type * as v from 'valibot';
// Types only: the endpoint table's schemas never enter the browser bundle.
import type { AnswerSchemaOf, RequestSchemaOf } from '../../domain/api/endpoints.ts';
import {
  AUTHORIZATION_HEADER,
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

const OPTIONS: Options = {
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
};

/**
 * ky loads with the first request, not with the first page (about 8 KiB gzip of /index's budget):
 * the page the server sends carries the tenant, so a visit paints before any call.
 */
let api: Promise<KyInstance> | undefined;
const client = (): Promise<KyInstance> =>
  (api ??= import('ky').then(({ default: ky }) => ky.create(OPTIONS)));

const unauthorizedListeners = new Set<() => void>();

/** Called whenever the server says the session is missing or expired (the session then clears). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The body a path takes: the input of its schema in domain/api (spec §7). */
export type RequestOf<TPath extends ApiPath> = v.InferInput<RequestSchemaOf<TPath>>;

/** What a path answers: the output of its answer schema in domain/api (spec §7). */
export type AnswerOf<TPath extends ApiPath> = v.InferOutput<AnswerSchemaOf<TPath>>;

/**
 * A path's answer once it succeeded. Its schema marks the payload optional (`data`, or the fields
 * spec §7 names beside code and message) because a failure carries none of it; a success carries
 * all of it.
 */
export type SuccessOf<TPath extends ApiPath> = Required<AnswerOf<TPath>>;

/** The paths whose payload is the envelope's `data`. */
export type DataPath = {
  [TPath in ApiPath]: 'data' extends keyof AnswerOf<TPath> ? TPath : never;
}[ApiPath];

/** The `data` a path answers on success. */
export type DataOf<TPath extends DataPath> = SuccessOf<TPath>['data'];

/**
 * POSTs to a path under servicesUrl with the portal's headers and resolves with the envelope,
 * whatever its code; no envelope back (offline, timeout, a proxy page) rejects with a network
 * ApiFailure. `options` carry the body: JSON for `post`, FormData for an upload (src/api/files.ts).
 * `TAnswer` is the answer the caller reads (for `post`, the path's answer on success): a failure's
 * envelope carries only its code and message, which is all `answerOf` reads before it rejects.
 */
export async function send<TAnswer extends { code: string; message: string }>(
  path: string,
  options: Options,
): Promise<TAnswer> {
  let envelope: unknown;
  let status = 0;
  try {
    // A chunk that fails to load (offline) is a network failure like any other.
    const response = await (await client())(path, options);
    status = response.status;
    envelope = await response.json().catch(() => null);
  } catch (error) {
    // A status a call retries (a booking's 503) throws once its tries ran out, its body already
    // read by ky: that envelope is the answer.
    if (!(error instanceof Error && error.name === 'HTTPError' && 'data' in error && 'response' in error))
      throw new ApiFailure(networkFailure, { cause: error });
    envelope = error.data;
    status = error.response instanceof Response ? error.response.status : 0;
  }
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    !('code' in envelope) ||
    typeof envelope.code !== 'string'
  ) {
    throw new ApiFailure(networkFailure, { cause: `HTTP ${status} without an API envelope` });
  }
  if (envelope.code === ResultCode.unauthorized) {
    for (const listener of unauthorizedListeners) listener();
  }
  // The server answers the contract of domain/api; the envelope is taken as the path's answer.
  return envelope as TAnswer;
}

/**
 * POSTs a JSON body to a path that answers a file, not the envelope (the rate sheet template), and
 * resolves with its bytes; a refusal or no answer rejects with a network ApiFailure.
 */
export async function fetchFile(path: string, body: unknown): Promise<Blob> {
  try {
    const response = await (await client())(path, { json: body });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.blob();
  } catch (error) {
    throw new ApiFailure(networkFailure, { cause: error });
  }
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
): Promise<SuccessOf<TPath>> {
  return answerOf(await send<SuccessOf<TPath>>(path, signal ? { json: body, signal } : { json: body }));
}

/** Like `post`, but resolves to the answer's `data`. */
export async function fetchData<TPath extends DataPath>(
  path: TPath,
  body: RequestOf<TPath>,
  signal?: AbortSignal,
): Promise<DataOf<TPath>> {
  return (await post(path, body, signal)).data;
}
