/**
 * DCSA's push signature (event domain `notificationSignature`): `Notification-Signature:
 * sha256=<hex>`, an HMAC-SHA256 over the request body's exact bytes keyed with the subscription's
 * secret (base64, as DCSA's `secret` is written; its decoded bytes are the key).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const HEADER = /^\s*sha256=([0-9a-fA-F]{64})\s*$/;

/** A new subscription secret: 32 random bytes in base64. */
export const newPushSecret = (): string => randomBytes(32).toString('base64');

export const signatureOf = (body: Uint8Array, secret: string): string =>
  `sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(body).digest('hex')}`;

/** 'missing' (no header, or not `sha256=<64 hex>`), 'bad' (no secret gives it) or 'good'. */
export const checkSignature = (
  header: string | undefined,
  body: Uint8Array,
  secrets: readonly string[],
): 'missing' | 'bad' | 'good' => {
  const match = header === undefined ? null : HEADER.exec(header);
  if (match === null) return 'missing';
  const given = Buffer.from(match[1] ?? '', 'hex');
  // Every secret is compared, in constant time each, whichever matches.
  let good = false;
  for (const secret of secrets) {
    const expected = createHmac('sha256', Buffer.from(secret, 'base64')).update(body).digest();
    if (timingSafeEqual(expected, given)) good = true;
  }
  return good ? 'good' : 'bad';
};
