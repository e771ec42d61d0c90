import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { bookSpace } from '../../../src/features/booking/booking-api.ts';
import { sampleDraft } from '../../machines/booking/samples.ts';
import { installFakeApi } from '../support/fake-api.ts';

afterEach(() => {
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
});
