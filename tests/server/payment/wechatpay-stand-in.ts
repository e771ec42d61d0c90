/**
 * A stand-in of WeChat Pay API v3 (Native) for the provider's tests: a node:http server on port 0
 * that checks the merchant's Authorization signature as WeChat Pay does, keeps orders and refunds in
 * memory, signs every answer with the platform key the test generated, and writes notifications as
 * WeChat Pay sends them (resource encrypted with the APIv3 key, body signed). Written from the API's
 * documents, independently of the provider's own modules, so that a shared mistake would not pass;
 * its signing and verification may be swapped for a WeChat Pay SDK's (wechatpay-sdk-crypto.ts).
 */
import { createCipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface StandInOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire: string;
  notify_url: string;
  amount: { total: number; currency: string };
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
}

export interface StandInRefund {
  out_trade_no: string;
  out_refund_no: string;
  reason: string;
  notify_url: string;
  amount: { refund: number; total: number; currency: string };
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  /** Where the money goes back; what an ABNORMAL refund could not reach. */
  user_received_account: string;
}

/** A notification as WeChat Pay posts it to notify_url. */
export interface StandInNotification {
  headers: Record<string, string>;
  body: string;
}

/** How the stand-in signs (answers, notifications) and checks the merchant's requests. */
export interface StandInCrypto {
  /** SHA256 with RSA over lines that each end in \n, base64. */
  sign(lines: string[], privateKey: KeyObject): string;
  /** The merchant's request signature (its Authorization fields) over method, URL, timestamp, nonce, body. */
  verifyRequest(
    request: { method: string; url: string; body: string },
    auth: { timestamp: string; nonce: string; signature: string; serial: string },
  ): boolean | Promise<boolean>;
}

export interface StandIn {
  baseUrl: string;
  orders: Map<string, StandInOrder>;
  refunds: Map<string, StandInRefund>;
  /** Every request as received, with whether its Authorization verified. */
  requests: { method: string; url: string; body: string; authorized: boolean }[];
  /** What the next answers do to their signature: 'sign' (default), 'tamper' or 'omit'. */
  signing: 'sign' | 'tamper' | 'omit';
  /** The platform key the next answers are signed with and the serial they name (none: no header). */
  platform: { serial: string | undefined; privateKey: KeyObject };
  /** The buyer pays in WeChat: the order's amount, or what `paid` says. */
  pay(orderNo: string, at: Date, paid?: { total: number; currency: string }): StandInOrder;
  /** The notification of an event (TRANSACTION.SUCCESS, REFUND.ABNORMAL, …), signed now. */
  notification(event: string, resource: object): StandInNotification;
  close(): Promise<void>;
}

export const MCHID = '1900000109';
export const APPID = 'wxd678efh567hg6787';
export const SERIAL_NO = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
/** The platform public key's ID, as WeChat Pay's "public key" mode names it in Wechatpay-Serial. */
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0000000000000024101100397200000006';

const signLines = (lines: string[], key: KeyObject) =>
  createSign('RSA-SHA256')
    .update(lines.map((line) => `${line}\n`).join(''))
    .sign(key, 'base64');

/** node:crypto, from the API's documents. */
const documentedCrypto = (merchantPublicKey: KeyObject): StandInCrypto => ({
  sign: signLines,
  verifyRequest: ({ method, url, body }, auth) =>
    createVerify('RSA-SHA256')
      .update(`${method}\n${url}\n${auth.timestamp}\n${auth.nonce}\n${body}\n`)
      .verify(merchantPublicKey, auth.signature, 'base64'),
});

/** The order's total in its currency, as WeChat Pay's query and notification show it. */
const amountOf = (order: StandInOrder, paid = order.amount) => ({
  total: paid.total,
  currency: paid.currency,
  payer_total: paid.total,
  payer_currency: paid.currency,
});

/** WECHATPAY2-SHA256-RSA2048 k1="v1",k2="v2",… */
const parseAuthorization = (header: string | undefined): Record<string, string> | null => {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (match === null) return null;
  const fields: Record<string, string> = {};
  for (const part of (match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)) fields[part[1] ?? ''] = part[2] ?? '';
  return fields;
};

export const startStandIn = async (keys: {
  /** Verifies the merchant's requests. */
  merchantPublicKey: KeyObject;
  /** Signs the answers. */
  platformPrivateKey: KeyObject;
  now: () => Date;
  /** Encrypts the notifications' resource (32 bytes). */
  apiV3Key?: string;
  /** The documented node:crypto code unless a test brings an SDK's. */
  crypto?: StandInCrypto;
}): Promise<StandIn> => {
  const crypto = keys.crypto ?? documentedCrypto(keys.merchantPublicKey);
  const orders = new Map<string, StandInOrder>();
  /** What each order was paid, when not its amount. */
  const paidAmounts = new Map<string, { total: number; currency: string }>();
  const refunds = new Map<string, StandInRefund>();
  const requests: StandIn['requests'] = [];

  const standIn: StandIn = {
    baseUrl: '',
    orders,
    refunds,
    requests,
    signing: 'sign',
    platform: { serial: PLATFORM_SERIAL, privateKey: keys.platformPrivateKey },
    pay: (orderNo, at, paid) => {
      const order = orders.get(orderNo);
      if (order === undefined) throw new Error(`no order ${orderNo}`);
      order.trade_state = 'SUCCESS';
      order.transaction_id = `42000${randomBytes(12).toString('hex')}`;
      order.success_time = at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
      if (paid !== undefined) paidAmounts.set(orderNo, paid);
      return order;
    },
    notification: (event, resource) => {
      if (keys.apiV3Key === undefined) throw new Error('no APIv3 key');
      const nonce = randomBytes(6).toString('hex');
      const associatedData = event.startsWith('REFUND') ? 'refund' : 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key), Buffer.from(nonce));
      cipher.setAAD(Buffer.from(associatedData));
      const sealed = Buffer.concat([
        cipher.update(JSON.stringify(resource)),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      const body = JSON.stringify({
        id: `EV-${randomBytes(8).toString('hex')}`,
        create_time: keys
          .now()
          .toISOString()
          .replace(/\.\d{3}Z$/, '+00:00'),
        resource_type: 'encrypt-resource',
        event_type: event,
        summary: event,
        resource: {
          original_type: associatedData,
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: sealed.toString('base64'),
          associated_data: associatedData,
          nonce,
        },
      });
      return { headers: { 'content-type': 'application/json', ...signedHeaders(body) }, body };
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  /** The Wechatpay-* headers of a body, as `signing` and `platform` say. */
  const signedHeaders = (body: string): Record<string, string> => {
    if (standIn.signing === 'omit') return {};
    const timestamp = String(Math.floor(keys.now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const { serial, privateKey } = standIn.platform;
    const signed = standIn.signing === 'tamper' ? `${body} ` : body;
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      ...(serial === undefined ? {} : { 'Wechatpay-Serial': serial }),
      'Wechatpay-Signature': crypto.sign([timestamp, nonce, signed], privateKey),
    };
  };

  const send = (response: ServerResponse, status: number, payload?: unknown) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    for (const [name, value] of Object.entries(signedHeaders(body))) response.setHeader(name, value);
    if (body !== '') response.setHeader('content-type', 'application/json');
    response.writeHead(status).end(body);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, body: string) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const auth = parseAuthorization(request.headers.authorization);
    const authorized =
      auth !== null &&
      auth.mchid === MCHID &&
      auth.serial_no === SERIAL_NO &&
      /^\d+$/.test(auth.timestamp ?? '') &&
      (auth.nonce_str ?? '') !== '' &&
      (await crypto.verifyRequest(
        { method, url, body },
        {
          timestamp: auth.timestamp ?? '',
          nonce: auth.nonce_str ?? '',
          signature: auth.signature ?? '',
          serial: auth.serial_no ?? '',
        },
      ));
    requests.push({ method, url, body, authorized });
    if (!authorized) return send(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const { pathname, searchParams } = new URL(url, 'http://stand-in');
    const json = body === '' ? {} : JSON.parse(body);

    if (method === 'POST' && pathname === '/v3/pay/transactions/native') {
      orders.set(json.out_trade_no, { ...json, trade_state: 'NOTPAY' });
      return send(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${json.out_trade_no}` });
    }
    const orderPath = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(pathname);
    if (orderPath !== null) {
      const order = orders.get(decodeURIComponent(orderPath[1] ?? ''));
      if (order === undefined) return send(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (orderPath[2] === '/close' && method === 'POST') {
        if (json.mchid !== MCHID) return send(response, 400, { code: 'PARAM_ERROR', message: 'mchid' });
        if (order.trade_state !== 'NOTPAY')
          return send(response, 400, { code: 'ORDERPAID', message: '订单已支付' });
        order.trade_state = 'CLOSED';
        return send(response, 204);
      }
      if (method === 'GET' && searchParams.get('mchid') === MCHID) {
        const { appid, mchid, out_trade_no, trade_state, transaction_id, success_time, amount } = order;
        return send(response, 200, {
          appid,
          mchid,
          out_trade_no,
          trade_state,
          ...(transaction_id === undefined ? {} : { transaction_id, success_time }),
          amount: amountOf(order, paidAmounts.get(out_trade_no) ?? amount),
        });
      }
    }
    if (method === 'POST' && pathname === '/v3/refund/domestic/refunds') {
      // The same out_refund_no again is the same refund.
      const known = refunds.get(json.out_refund_no);
      if (known !== undefined)
        return send(response, 200, { out_refund_no: known.out_refund_no, status: known.status });
      const order = orders.get(json.out_trade_no);
      if (order?.trade_state !== 'SUCCESS')
        return send(response, 400, { code: 'INVALID_REQUEST', message: '未支付' });
      // total must be what was paid, and no refund more than that.
      const paid = paidAmounts.get(order.out_trade_no) ?? order.amount;
      if (json.amount?.total !== paid.total || json.amount?.refund > paid.total)
        return send(response, 400, { code: 'PARAM_ERROR', message: '订单金额或退款金额与之前请求不一致' });
      refunds.set(json.out_refund_no, {
        ...json,
        status: 'PROCESSING',
        user_received_account: '招商银行信用卡0403',
      });
      order.trade_state = 'REFUND';
      return send(response, 200, { out_refund_no: json.out_refund_no, status: 'PROCESSING' });
    }
    const refundPath = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && refundPath !== null) {
      const refund = refunds.get(decodeURIComponent(refundPath[1] ?? ''));
      if (refund === undefined)
        return send(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return send(response, 200, {
        out_refund_no: refund.out_refund_no,
        status: refund.status,
        user_received_account: refund.user_received_account,
      });
    }
    return send(response, 404, { code: 'NOT_FOUND', message: url });
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  standIn.baseUrl = `http://127.0.0.1:${address.port}`;
  return standIn;
};
