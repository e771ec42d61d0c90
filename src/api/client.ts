import ky, { type Options } from 'ky';
import {
  AUTHORIZATION_HEADER,
  type Envelope,
  ResultCode,
  SYS_SOURCE_HEADER,
  WEB_SYS_SOURCE,
} from '../../domain/api/envelope.ts';
import type { ApiPath } from '../../domain/api/paths.ts';
import { currentLang } from '../i18n/locale.ts';
import { readAuthorization } from './authorization-store.ts';

/**
 * The stored services URL (spec §7); same origin by default, configurable at build. Resolved
 * against the page so that a relative default also works where Request needs absolute URLs.
 */
export const servicesUrl: string = new URL(import.meta.env.VITE_SERVICES_URL ?? '/api/', document.baseURI)
  .href;

/** A call that did not produce an envelope (offline, proxy error page...). */
export class TransportError extends Error {
  override name = 'TransportError';
}

/** An envelope whose code is not success; the message is already in the user's language. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

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

/**
 * POSTs to a path under servicesUrl with the portal's headers and returns the envelope, whatever
 * its code. `options` carry the body: JSON for `call`, FormData for an upload (src/api/files.ts).
 */
export async function send<T>(path: string, options: Options): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await api(path, options);
  } catch (error) {
    throw new TransportError(error instanceof Error ? error.message : String(error));
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.code !== 'string') {
    throw new TransportError(`HTTP ${response.status} without an API envelope`);
  }
  if (envelope.code === ResultCode.unauthorized) {
    for (const listener of unauthorizedListeners) listener();
  }
  return envelope;
}

/** POSTs a JSON body and returns the envelope, whatever its code; `signal` aborts the request. */
export function call<T>(path: ApiPath, body: object = {}, signal?: AbortSignal): Promise<Envelope<T>> {
  return send<T>(path, signal ? { json: body, signal } : { json: body });
}

/** Like `call`, but resolves to `data` and rejects with ApiFailure on any code other than success. */
export async function fetchData<T>(path: ApiPath, body: object = {}, signal?: AbortSignal): Promise<T> {
  const envelope = await call<T>(path, body, signal);
  if (envelope.code !== ResultCode.success) throw new ApiFailure(envelope.code, envelope.message);
  return envelope.data as T;
}
