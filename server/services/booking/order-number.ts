/** Order and refund numbers: readable, unique, and valid as WeChat Pay's out_trade_no (6–32 of [A-Za-z0-9_-]). */
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const randomPart = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const day = (now: Date): string => now.toISOString().slice(0, 10).replaceAll('-', '');

/** `SO20261123K7Q2M9XA4B`: the day (UTC) and 10 random characters (≈ 2^50 a day). */
export const newOrderNo = (now: Date): string => `SO${day(now)}${randomPart(10)}`;

/** `RF…` likewise, for a refund (WeChat's out_refund_no). */
export const newRefundNo = (now: Date): string => `RF${day(now)}${randomPart(10)}`;
