/**
 * WeChat Pay API v3, Native payment (spec §1 QR payment): the payer scans `code_url` with WeChat. Written on
 * node:crypto and fetch rather than an SDK (wechatpay-node-v3 brings superagent and an X.509 parser,
 * wechatpay-axios-plugin axios and an XML parser, for what is a few signatures and one cipher):
 * wechatpay-signing.ts signs and verifies, wechatpay-aead.ts opens notifications,
 * wechatpay-http.ts makes one signed call.
 *
 *   create        POST /v3/pay/transactions/native
 *   query         GET  /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=
 *   close         POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close, then query
 *   refund        POST /v3/refund/domestic/refunds
 *   queryRefund   GET  /v3/refund/domestic/refunds/{out_refund_no}
 *   notification  TRANSACTION.SUCCESS, REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED
 */
import * as v from 'valibot';
import type { WechatPaySettings } from '../../config.ts';
import type { Clock } from '../accounts/clock.ts';
import { headerOf, notificationReply } from './notification-check.ts';
import {
  type PaidNotice,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderNotification,
  type ProviderOrderState,
  type RefundState,
  type RefundStatus,
} from './provider.ts';
import { decryptResource } from './wechatpay-aead.ts';
import { createWechatPayClient } from './wechatpay-http.ts';
import { isSignedByPlatform } from './wechatpay-signing.ts';

/** WeChat Pay's bounds: description at most 127 bytes, refund reason at most 80 characters. */
const DESCRIPTION_MAX_BYTES = 127;
const REFUND_REASON_MAX = 80;
/** time_expire is RFC 3339 as WeChat Pay's documents write it: seconds and China's offset. */
const CHINA_OFFSET_MS = 8 * 60 * 60_000;

const ORDER_NOT_EXIST = 'ORDER_NOT_EXIST';

const CreateAnswer = v.object({ code_url: v.pipe(v.string(), v.minLength(1)) });

const Transaction = v.object({
  mchid: v.string(),
  out_trade_no: v.string(),
  trade_state: v.string(),
  transaction_id: v.optional(v.string()),
  success_time: v.optional(v.string()),
  amount: v.optional(
    v.object({
      total: v.pipe(v.number(), v.integer(), v.minValue(0)),
      currency: v.optional(v.string(), 'CNY'),
    }),
  ),
});
type Transaction = v.InferOutput<typeof Transaction>;

/** user_received_account: where the money goes back (e.g. 招商银行信用卡0403), what an abnormal refund failed at. */
const RefundAnswer = v.object({ status: v.string(), user_received_account: v.optional(v.string()) });

const RefundResource = v.object({
  mchid: v.string(),
  out_refund_no: v.string(),
  refund_status: v.string(),
  user_received_account: v.optional(v.string()),
});

const Notification = v.object({
  event_type: v.string(),
  resource: v.object({
    algorithm: v.string(),
    ciphertext: v.string(),
    nonce: v.string(),
    associated_data: v.optional(v.string()),
  }),
});

/** trade_state → what the portal needs to know. REFUND was paid first: the order it paid is kept. */
const TRADE_STATES: Record<string, ProviderOrderState['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  NOTPAY: 'open',
  USERPAYING: 'open',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

const REFUND_STATES: Record<string, RefundState> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'pending',
  CLOSED: 'failed',
  ABNORMAL: 'abnormal',
};

const REFUND_EVENTS = new Set(['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED']);

/** An abnormal refund carries WeChat Pay's status and the account the money could not go back to. */
const withReason = (state: RefundState, status: string, account: string | undefined): RefundStatus =>
  state === 'abnormal'
    ? { state, reason: account === undefined ? status : `${status}: ${account}` }
    : { state };

export const rfc3339China = (at: Date): string =>
  `${new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** Cut to WeChat Pay's byte bound without splitting a character. */
const withinBytes = (text: string, maxBytes: number): string => {
  let kept = '';
  for (const character of text) {
    if (Buffer.byteLength(kept + character, 'utf8') > maxBytes) break;
    kept += character;
  }
  return kept;
};

const paidNoticeOf = (transaction: Transaction): PaidNotice | null => {
  const { transaction_id: transactionId, success_time: successTime, amount } = transaction;
  if (transactionId === undefined || successTime === undefined || amount === undefined) return null;
  const paidAt = new Date(successTime);
  if (Number.isNaN(paidAt.getTime())) return null;
  return {
    orderNo: transaction.out_trade_no,
    transactionId,
    amountMinor: amount.total,
    currency: amount.currency,
    paidAt,
  };
};

const parsed = <S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new PaymentProviderError(`wechatpay: ${what} answered an unexpected body`, 'BAD_ANSWER');
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface WechatPayProvider extends PaymentProvider {
  readonly name: 'wechatpay';
}

export const createWechatPayProvider = (
  settings: WechatPaySettings,
  deps: { now: Clock },
): WechatPayProvider => {
  const { now } = deps;
  const call = createWechatPayClient(settings, now);
  const orderPath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

  const stateOf = (transaction: Transaction): ProviderOrderState => {
    const state = TRADE_STATES[transaction.trade_state];
    if (state === undefined)
      throw new PaymentProviderError(
        `wechatpay: unknown trade_state ${transaction.trade_state}`,
        'BAD_ANSWER',
      );
    if (state !== 'paid') return { state };
    const paid = paidNoticeOf(transaction);
    if (paid === null)
      throw new PaymentProviderError('wechatpay: a paid order without its payment', 'BAD_ANSWER');
    return { state, paid };
  };

  const query = async (orderNo: string): Promise<ProviderOrderState> => {
    try {
      const answer = await call('GET', `${orderPath(orderNo)}?mchid=${encodeURIComponent(settings.mchid)}`);
      return stateOf(parsed(Transaction, answer.body, 'query'));
    } catch (error) {
      if (error instanceof PaymentProviderError && error.providerCode === ORDER_NOT_EXIST)
        return { state: 'notFound' };
      throw error;
    }
  };

  const refundStatusOf = (answer: v.InferOutput<typeof RefundAnswer>): RefundStatus => {
    const state = REFUND_STATES[answer.status];
    if (state === undefined)
      throw new PaymentProviderError(`wechatpay: unknown refund status ${answer.status}`, 'BAD_ANSWER');
    return withReason(state, answer.status, answer.user_received_account);
  };

  /** The decrypted resource of a verified notification, or null. */
  const decrypted = <S extends v.GenericSchema>(
    resource: v.InferOutput<typeof Notification>['resource'],
    schema: S,
  ): v.InferOutput<S> | null => {
    const plain = decryptResource(resource, settings.apiV3Key);
    if (plain === null) return null;
    const result = v.safeParse(schema, parseJson(plain));
    return result.success ? result.output : null;
  };

  return {
    name: 'wechatpay',

    create: async (order) => {
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: settings.appid,
        mchid: settings.mchid,
        description: withinBytes(order.description, DESCRIPTION_MAX_BYTES),
        out_trade_no: order.orderNo,
        time_expire: rfc3339China(order.expiresAt),
        notify_url: settings.notifyUrl,
        amount: { total: order.amountMinor, currency: order.currency },
      });
      return { codeUrl: parsed(CreateAnswer, answer.body, 'create').code_url };
    },

    query,

    close: async (orderNo) => {
      let closeError: unknown = null;
      try {
        await call('POST', `${orderPath(orderNo)}/close`, { mchid: settings.mchid });
      } catch (error) {
        // Refused because it was paid or closed already: the query below says which.
        closeError = error;
      }
      const state = await query(orderNo);
      if (state.state === 'open' && closeError !== null) throw closeError;
      return state;
    },

    refund: async (request) => {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNo,
        out_refund_no: request.refundNo,
        reason: [...request.reason].slice(0, REFUND_REASON_MAX).join(''),
        notify_url: settings.notifyUrl,
        amount: { refund: request.amountMinor, total: request.totalMinor, currency: request.currency },
      });
      return refundStatusOf(parsed(RefundAnswer, answer.body, 'refund'));
    },

    // A refund WeChat Pay never got answers 404 RESOURCE_NOT_EXISTS, which is REFUND_NOT_FOUND.
    queryRefund: async (refundNo) => {
      const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
      return refundStatusOf(parsed(RefundAnswer, answer.body, 'query refund'));
    },

    readNotification: async (headers, rawBody): Promise<ProviderNotification | null> => {
      const header = (name: string) => headerOf(headers, name);
      if (!isSignedByPlatform(header, rawBody, settings.platformKeys, now())) return null;
      const notification = v.safeParse(Notification, parseJson(rawBody));
      if (!notification.success) return null;
      const { event_type: event, resource } = notification.output;
      if (event === 'TRANSACTION.SUCCESS') {
        const transaction = decrypted(resource, Transaction);
        if (transaction === null || transaction.mchid !== settings.mchid) return null;
        const paid = transaction.trade_state === 'SUCCESS' ? paidNoticeOf(transaction) : null;
        return paid === null ? { kind: 'other' } : { kind: 'paid', paid };
      }
      if (REFUND_EVENTS.has(event)) {
        const refund = decrypted(resource, RefundResource);
        if (refund === null || refund.mchid !== settings.mchid) return null;
        const state = REFUND_STATES[refund.refund_status];
        return state === undefined
          ? { kind: 'other' }
          : {
              kind: 'refund',
              refundNo: refund.out_refund_no,
              ...withReason(state, refund.refund_status, refund.user_received_account),
            };
      }
      return { kind: 'other' };
    },

    reply: notificationReply,
  };
};
