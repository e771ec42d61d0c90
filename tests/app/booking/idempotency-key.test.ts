import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { bookSpace } from '../../../src/features/booking/booking-api.ts';
import { sampleDraft } from '../../machines/booking/samples.ts';
import { installFakeApi } from '../support/fake-api.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const form = {
  sailingId: 7,
  containers: [{ containerType: '20GP' as const, quantity: 1 }],
  attorneyFile: 'attorney.pdf',
};

describe('a booking carries an Idempotency-Key: fresh per attempt, the same on its retry', () => {
  it('a retry of the refused form sends the key again; after the hold the same form gets a new key', async () => {
    let refuse = true;
    const calls = installFakeApi({
      [BookingPath.bookSpace]: () =>
        refuse
          ? { code: ResultCode.failure, message: 'Not enough 20GP space is left any more' }
          : { code: ResultCode.success, message: '', ...sampleDraft() },
    });
    await expect(bookSpace(form)).rejects.toThrow();
    refuse = false;
    await bookSpace(form);
    await bookSpace(form);
    const keys = calls
      .filter((call) => call.path === BookingPath.bookSpace)
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('another form is another attempt with its own key', async () => {
    const calls = installFakeApi({
      [BookingPath.bookSpace]: () => ({ code: ResultCode.failure, message: 'refused' }),
    });
    await expect(bookSpace(form)).rejects.toThrow();
    await expect(
      bookSpace({ ...form, containers: [{ containerType: '20GP', quantity: 2 }] }),
    ).rejects.toThrow();
    const [first, second] = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it("the server's 503 (its database pool busy) is sent again with the same key after a backoff, and its hold is the answer", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const keys: (string | null)[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      keys.push(input.headers.get('Idempotency-Key'));
      const busy = keys.length === 1;
      const envelope = busy
        ? { code: ResultCode.unavailable, message: 'The service is briefly unavailable' }
        : { code: ResultCode.success, message: '', ...sampleDraft() };
      return new Response(JSON.stringify(envelope), {
        status: busy ? 503 : 200,
        headers: { 'content-type': 'application/json', ...(busy ? { 'retry-after': '5' } : {}) },
      });
    });
    const answer = bookSpace(form);
    // Not before the backoff's least (half of 5 s), then within its most (one and a half).
    await vi.advanceTimersByTimeAsync(2_000);
    expect(keys).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await answer).toMatchObject({ orderId: sampleDraft().orderId });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a 503 that lasts past the retries answers the server's message, not a network failure", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let tries = 0;
    vi.stubGlobal('fetch', async () => {
      tries += 1;
      return new Response(
        JSON.stringify({ code: ResultCode.unavailable, message: 'The service is briefly unavailable' }),
        { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } },
      );
    });
    const answer = bookSpace(form).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await answer).toMatchObject({ message: 'The service is briefly unavailable' });
    expect(tries).toBe(4);
  });
});
