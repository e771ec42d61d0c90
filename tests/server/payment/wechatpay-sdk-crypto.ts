/**
 * The stand-in's signing and verification done by a well-known WeChat Pay API v3 SDK,
 * wechatpay-node-v3 (a dev dependency), instead of code written here: its RSA-SHA256 signer
 * (`sha256WithRsa`, what it signs requests and payment parameters with) signs every answer and
 * notification with the platform key, its verifier (`verifySign`, what it checks WeChat Pay's
 * answers with, keyed by serial) checks every request with the merchant's public key, and its
 * AES-256-GCM reader (`decipher_gcm`) opens the notifications the stand-in seals.
 */
import type { KeyObject } from 'node:crypto';
import Pay from 'wechatpay-node-v3';
import type { StandInCrypto } from './wechatpay-stand-in.ts';

const pem = (key: KeyObject): Buffer =>
  Buffer.from(key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }));

/**
 * An SDK client. It insists on a public key (its certificate, which it would parse for a serial
 * when not given one) even where the call made with it does not use one.
 */
const sdkWith = (keys: { serial: string; publicKey?: Buffer; privateKey?: Buffer }) =>
  new Pay({
    appid: 'stand-in',
    mchid: 'stand-in',
    serial_no: keys.serial,
    publicKey: keys.publicKey ?? Buffer.from('unused'),
    privateKey: keys.privateKey ?? Buffer.alloc(0),
  });

/** The SDK's table of verification keys by serial (static: shared by all its clients). */
const sdkKeys = (Pay as unknown as { certificates: Record<string, string> }).certificates;

export const sdkCrypto = (merchant: { serial: string; publicKey: KeyObject }): StandInCrypto => {
  sdkKeys[merchant.serial] = pem(merchant.publicKey).toString();
  const verifier = sdkWith({ serial: merchant.serial, publicKey: pem(merchant.publicKey) });
  return {
    sign: (lines, privateKey) =>
      sdkWith({ serial: 'platform', privateKey: pem(privateKey) }).sha256WithRsa(
        lines.map((line) => `${line}\n`).join(''),
      ),
    verifyRequest: async ({ method, url, body }, auth) =>
      // An unknown serial would send the SDK to WeChat Pay for its certificates: refused here.
      Object.hasOwn(sdkKeys, auth.serial) &&
      // verifySign checks `timestamp\nnonce\nbody\n`; a request signs
      // `method\nurl\ntimestamp\nnonce\nbody\n`, so its first lines travel in the timestamp field.
      verifier
        .verifySign({
          timestamp: `${method}\n${url}\n${auth.timestamp}`,
          nonce: auth.nonce,
          body,
          serial: auth.serial,
          signature: auth.signature,
        })
        .catch(() => false),
  };
};

/** Opens a notification's resource with the SDK, as a merchant using it would. */
export const sdkDecrypt = (
  resource: { ciphertext: string; associated_data: string; nonce: string },
  apiV3Key: string,
): unknown =>
  sdkWith({ serial: 'reader' }).decipher_gcm(
    resource.ciphertext,
    resource.associated_data,
    resource.nonce,
    apiV3Key,
  );
