/**
 * One signed call to WeChat Pay API v3 with `fetch`: the request carries the merchant's
 * Authorization, the answer must carry WeChat Pay's signature over its exact body, fresh, by a
 * platform key the merchant configured (its Wechatpay-Serial), or it is
 * not believed. A failure answer counts only when it is signed too, so that nobody on the path can
 * fake an "order does not exist".
 */
import type { WechatPaySettings } from '../../config.ts';
import type { Clock } from '../accounts/clock.ts';
import { unixSeconds } from './notification-check.ts';
import { PaymentProviderError } from './provider.ts';
import { authorizationOf, isSignedByPlatform, newNonce } from './wechatpay-signing.ts';

/** A provider call that hangs holds a booking's transaction open: give up well before the window ends. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The providerCode of an answer whose signature is missing or wrong. */
export const UNSIGNED_ANSWER = 'UNSIGNED_ANSWER';

export interface WechatPayAnswer {
  status: number;
  /** The parsed JSON body; null for 204 No Content. */
  body: unknown;
}

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : 'UNKNOWN';

export const createWechatPayClient = (
  settings: Pick<WechatPaySettings, 'baseUrl' | 'mchid' | 'serialNo' | 'privateKey' | 'platformKeys'>,
  now: Clock,
) => {
  const isSigned = (headers: Headers, body: string): boolean =>
    isSignedByPlatform((name) => headers.get(name) ?? undefined, body, settings.platformKeys, now());

  /**
   * Answers a signed 2xx; throws PaymentProviderError for the network, an unsigned answer, and a
   * signed failure (its providerCode is WeChat Pay's `code`, e.g. ORDER_NOT_EXIST).
   */
  return async (method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<WechatPayAnswer> => {
    const url = new URL(pathAndQuery, settings.baseUrl);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationOf(settings, {
      method,
      url: `${url.pathname}${url.search}`,
      timestamp: unixSeconds(now()),
      nonce: newNonce(),
      body,
    });
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(
        `wechatpay: ${method} ${url.pathname} failed: ${String(error)}`,
        'NETWORK',
      );
    }
    if (!isSigned(response.headers, text))
      throw new PaymentProviderError(
        `wechatpay: ${method} ${url.pathname} answered ${response.status} without a valid signature`,
        UNSIGNED_ANSWER,
      );
    let parsed: unknown = null;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new PaymentProviderError(`wechatpay: ${method} ${url.pathname} answered no JSON`, 'BAD_ANSWER');
      }
    }
    if (response.status >= 300)
      throw new PaymentProviderError(
        `wechatpay: ${method} ${url.pathname} answered ${response.status} ${codeOf(parsed)}`,
        codeOf(parsed),
      );
    return { status: response.status, body: parsed };
  };
};

export type WechatPayCall = ReturnType<typeof createWechatPayClient>;
