/**
 * WeChat Pay API v3 signatures (pay.weixin.qq.com, "签名认证"): SHA256 with RSA (PKCS #1 v1.5), base64,
 * over lines that each end in \n. A request signs method, URL (path and query), timestamp, nonce and
 * body with the merchant's private key; WeChat Pay signs answers and notifications over timestamp,
 * nonce and body with its platform key.
 */
import { type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import { isFreshTimestamp } from './notification-check.ts';

export const AUTHORIZATION_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** The headers WeChat Pay signs its answers and notifications with. */
export const WechatpayHeader = {
  timestamp: 'Wechatpay-Timestamp',
  nonce: 'Wechatpay-Nonce',
  signature: 'Wechatpay-Signature',
  serial: 'Wechatpay-Serial',
} as const;

/** 32 characters, as WeChat Pay's own SDKs make them. */
export const newNonce = (): string => randomBytes(16).toString('hex');

const message = (lines: readonly string[]): Buffer =>
  Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');

export const signLines = (lines: readonly string[], privateKey: KeyObject): string =>
  sign('sha256', message(lines), privateKey).toString('base64');

/** False for a signature that does not match, and for one that is not even base64 of the right length. */
export const verifyLines = (lines: readonly string[], signature: string, publicKey: KeyObject): boolean => {
  try {
    return verify('sha256', message(lines), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

export interface RequestToSign {
  method: string;
  /** The path with its query string, as sent (no scheme or host). */
  url: string;
  timestamp: string;
  nonce: string;
  /** '' for a GET. */
  body: string;
}

/** The Authorization header of one request. */
export const authorizationOf = (
  merchant: { mchid: string; serialNo: string; privateKey: KeyObject },
  request: RequestToSign,
): string => {
  const signature = signLines(
    [request.method, request.url, request.timestamp, request.nonce, request.body],
    merchant.privateKey,
  );
  return (
    `${AUTHORIZATION_SCHEMA} mchid="${merchant.mchid}",nonce_str="${request.nonce}",` +
    `signature="${signature}",timestamp="${request.timestamp}",serial_no="${merchant.serialNo}"`
  );
};

/**
 * An answer or notification WeChat Pay signed: its four headers present, its timestamp near our
 * clock (an old one is a replay), and its signature over the exact body verified with the platform
 * key its Wechatpay-Serial names (a serial the merchant did not configure is not believed).
 */
export const isSignedByPlatform = (
  header: (name: string) => string | undefined,
  body: string,
  platformKeys: ReadonlyMap<string, KeyObject>,
  now: Date,
): boolean => {
  const timestamp = header(WechatpayHeader.timestamp);
  const nonce = header(WechatpayHeader.nonce);
  const signature = header(WechatpayHeader.signature);
  const key = platformKeys.get(header(WechatpayHeader.serial) ?? '');
  return (
    timestamp !== undefined &&
    nonce !== undefined &&
    signature !== undefined &&
    key !== undefined &&
    isFreshTimestamp(timestamp, now) &&
    verifyLines([timestamp, nonce, body], signature, key)
  );
};
