/**
 * A stand-in carrier's DCSA API on 127.0.0.1 (node:http), started by the test: point-to-point routes
 * (CS 1.0.3), paged events (TNT 2.2, `cursor` and `limit`, the next page named by Next-Page-Cursor
 * or a Next-Page link), event subscriptions with their secret, and pushes to the subscriber's
 * callback signed as DCSA says. It fails on request: the next calls answer 503.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPage {
  events: unknown[];
  /** Sent instead of the events as JSON: a broken or oversized answer. */
  raw?: string;
  /** How the next page is named: the cursor in Next-Page-Cursor, or in a Next-Page link. */
  next?: { cursor: string; header: 'Next-Page-Cursor' | 'Next-Page' };
}

export interface CarrierStandIn {
  baseUrl: string;
  /** Events pages by the cursor that asks for them ('' is the first page). */
  pages: Map<string, StandInPage>;
  routes: unknown[];
  /** Every request, as `METHOD path?query`, and the Authorization headers seen. */
  requests: string[];
  authorizations: (string | undefined)[];
  /** The next this many calls answer 503. */
  failNext: number;
  subscription: { id: string; callbackUrl: string; secret: string } | null;
  /** POSTs `body` to the subscriber's callback at `portal` (its origin stands for the callback's), signed with `secret` unless a header is given. */
  push(
    portal: string,
    body: string,
    signing?: { secret?: string; header?: string | null },
  ): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(Buffer.from(body, 'utf8')).digest('hex')}`;

export const startCarrierStandIn = async (): Promise<CarrierStandIn> => {
  const standIn = {
    pages: new Map<string, StandInPage>(),
    routes: [] as unknown[],
    requests: [] as string[],
    authorizations: [] as (string | undefined)[],
    failNext: 0,
    subscription: null as CarrierStandIn['subscription'],
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const text = await bodyOf(request);
    standIn.requests.push(`${request.method} ${url.pathname}${url.search}`);
    standIn.authorizations.push(request.headers.authorization);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(value));
    };
    if (standIn.failNext > 0) {
      standIn.failNext--;
      return json(503, { message: 'try later' });
    }
    if (request.method === 'GET' && url.pathname === '/v1/point-to-point-routes')
      return json(200, standIn.routes);
    if (request.method === 'GET' && url.pathname === '/v2/events') {
      const page = standIn.pages.get(url.searchParams.get('cursor') ?? '');
      if (page === undefined) return json(400, { message: 'unknown cursor' });
      const headers: Record<string, string> = {};
      if (page.next?.header === 'Next-Page-Cursor') headers['Next-Page-Cursor'] = page.next.cursor;
      if (page.next?.header === 'Next-Page')
        headers['Next-Page'] = `/v2/events?cursor=${page.next.cursor}&limit=100`;
      if (page.raw !== undefined) {
        response.writeHead(200, { 'content-type': 'application/json', ...headers });
        response.end(page.raw);
        return;
      }
      return json(200, page.events, headers);
    }
    if (request.method === 'POST' && url.pathname === '/v2/event-subscriptions') {
      const body = JSON.parse(text) as { callbackUrl: string; secret: string };
      standIn.subscription = { id: 'sub-1', callbackUrl: body.callbackUrl, secret: body.secret };
      return json(201, { subscriptionID: 'sub-1', callbackUrl: body.callbackUrl });
    }
    if (request.method === 'PUT' && url.pathname === '/v2/event-subscriptions/sub-1/secret') {
      if (standIn.subscription !== null)
        standIn.subscription.secret = (JSON.parse(text) as { secret: string }).secret;
      response.writeHead(204).end();
      return;
    }
    json(404, { message: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    baseUrl: `http://127.0.0.1:${port}`,
    push: async (portal: string, body: string, signing: { secret?: string; header?: string | null } = {}) => {
      const subscription = standIn.subscription;
      if (subscription === null) throw new Error('nobody subscribed');
      const callback = new URL(subscription.callbackUrl);
      const header =
        signing.header === undefined ? sign(body, signing.secret ?? subscription.secret) : signing.header;
      const response = await fetch(`${portal}${callback.pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Subscription-ID': subscription.id,
          ...(header === null ? {} : { 'Notification-Signature': header }),
        },
        body,
      });
      return { status: response.status, text: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
