/**
 * The portal's calls to a carrier's DCSA API (docs/feeds.md): GETs of point-to-point routes
 * (Commercial Schedules 1.0.3) and events (Track & Trace 2.2), and the event subscription's POST,
 * secret PUT and DELETE. The API key goes as `Authorization: Bearer <key>`. Each call gives up after
 * CALL_TIMEOUT_MS; anything but a 2xx answer with JSON is a CarrierCallError, worded for the feeds page.
 */
export const CALL_TIMEOUT_MS = 15_000;
/** An answer larger than this is not a page of schedules or events: the call stops reading it. */
export const ANSWER_LIMIT_BYTES = 8 * 1024 * 1024;

export class CarrierCallError extends Error {
  override name = 'CarrierCallError';
}

export interface CarrierPage {
  body: unknown;
  /** The cursor of the next page: `Next-Page-Cursor` (CS 1.0.3), or the `cursor` of TNT 2.2's `Next-Page` link. */
  nextCursor: string | null;
}

const headersOf = (apiKey: string | null, json: boolean): Record<string, string> => ({
  accept: 'application/json',
  ...(json ? { 'content-type': 'application/json' } : {}),
  ...(apiKey === null ? {} : { authorization: `Bearer ${apiKey}` }),
});

const cursorOf = (headers: Headers, base: string): string | null => {
  const cursor = headers.get('next-page-cursor')?.trim();
  if (cursor) return cursor;
  const link = headers.get('next-page')?.trim();
  if (!link) return null;
  try {
    return new URL(link, base).searchParams.get('cursor') ?? link;
  } catch {
    return link;
  }
};

/** The answer's text, read up to ANSWER_LIMIT_BYTES; null when it is longer. */
const textOf = async (response: Response): Promise<string | null> => {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const call = async (url: string, init: RequestInit): Promise<{ response: Response; text: string }> => {
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new CarrierCallError(`${path}: unreachable (${cause ?? (error as Error).name})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new CarrierCallError(`${path}: HTTP ${response.status}`);
  }
  const text = await textOf(response).catch(() => {
    throw new CarrierCallError(`${path}: the answer broke off`);
  });
  if (text === null) throw new CarrierCallError(`${path}: the answer is larger than 8 MiB`);
  return { response, text };
};

const parse = (path: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new CarrierCallError(`${path}: the answer is not JSON`);
  }
};

export const getPage = async (url: string, apiKey: string | null): Promise<CarrierPage> => {
  const { response, text } = await call(url, { method: 'GET', headers: headersOf(apiKey, false) });
  const body = parse(new URL(url).pathname, text);
  if (!Array.isArray(body)) throw new CarrierCallError(`${new URL(url).pathname}: the answer is not a list`);
  return { body, nextCursor: cursorOf(response.headers, url) };
};

/** TNT 2.2 `POST /v2/event-subscriptions`: the subscriptionID the carrier gave. */
export const subscribe = async (
  baseUrl: string,
  apiKey: string | null,
  callbackUrl: string,
  secret: string,
): Promise<string> => {
  const url = `${baseUrl}/v2/event-subscriptions`;
  const { text } = await call(url, {
    method: 'POST',
    headers: headersOf(apiKey, true),
    body: JSON.stringify({ callbackUrl, secret }),
  });
  const answer = parse('/v2/event-subscriptions', text) as { subscriptionID?: unknown } | null;
  const id = answer?.subscriptionID;
  if (typeof id !== 'string' || id === '' || id.length > 100)
    throw new CarrierCallError('/v2/event-subscriptions: the answer names no subscriptionID');
  return id;
};

/** TNT 2.2 `PUT /v2/event-subscriptions/{subscriptionID}/secret`. */
export const putSecret = async (
  baseUrl: string,
  apiKey: string | null,
  subscriptionId: string,
  secret: string,
): Promise<void> => {
  await call(`${baseUrl}/v2/event-subscriptions/${encodeURIComponent(subscriptionId)}/secret`, {
    method: 'PUT',
    headers: headersOf(apiKey, true),
    body: JSON.stringify({ secret }),
  });
};

/** TNT 2.2 `DELETE /v2/event-subscriptions/{subscriptionID}`. */
export const unsubscribe = async (baseUrl: string, apiKey: string | null, subscriptionId: string) => {
  await call(`${baseUrl}/v2/event-subscriptions/${encodeURIComponent(subscriptionId)}`, {
    method: 'DELETE',
    headers: headersOf(apiKey, false),
  });
};
