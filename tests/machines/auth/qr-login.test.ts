import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { answerOf } from '../../../domain/api/failure.ts';
import { qrLoginMachine } from '../../../machines/auth/qr-login.machine.ts';
import type { LoginReply, QrCodeReply } from '../../../machines/auth/types.ts';
import { sampleValidateMap } from './samples.ts';

/** Timing rules of spec §4 QR login that paths alone do not assert. */

const startQr = (fetchReplies: QrCodeReply[], checkReplies: LoginReply[]) => {
  const fetches: unknown[] = [];
  const checks: unknown[] = [];
  const showFailure = vi.fn();
  const machine = qrLoginMachine.provide({
    actors: {
      fetchQrCode: fromPromise(async ({ input }) => {
        fetches.push(input);
        return answerOf(fetchReplies.shift() ?? { code: '0' as const, message: 'no more codes' });
      }),
      checkQrLogin: fromPromise(async ({ input }) => {
        checks.push(input);
        return answerOf(checkReplies.shift() ?? { code: '0' as const, message: '' });
      }),
    },
    actions: { showFailure: (_, params) => showFailure(params) },
  });
  const actor = createActor(machine, { input: { companyId: 1, webFlag: 2 } }).start();
  return { actor, fetches, checks, showFailure };
};

const qr = (uuid: string): QrCodeReply => ({
  code: '1',
  message: '',
  logoQrCode: 'data:image/png;base64,AAAA',
  logoQrCodeUUID: uuid,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('QR login (spec §4 QR login, §9 poll interval 2000 ms)', () => {
  it('spec §4: fetches the code with companyId and webFlag, then checks it every 2000 ms', async () => {
    vi.useFakeTimers();
    const { actor, fetches, checks } = startQr([qr('uuid-1')], []);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toEqual([{ companyId: 1, webFlag: 2 }]);
    expect(actor.getSnapshot().context.qr?.logoQrCodeUUID).toBe('uuid-1');
    await vi.advanceTimersByTimeAsync(1999);
    expect(checks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(checks).toHaveLength(4);
    actor.stop();
  });

  it("spec §4: a rate-limited answer ('429') keeps polling at the same 2000 ms interval", async () => {
    vi.useFakeTimers();
    const { actor, checks } = startQr([qr('uuid-1')], [{ code: '429', message: 'Too many requests' }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(checks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toHaveLength(2);
    actor.stop();
  });

  it('spec §4: an expired code (check answers 2) is fetched again and the new UUID is polled', async () => {
    vi.useFakeTimers();
    const { actor, fetches, checks } = startQr([qr('uuid-1'), qr('uuid-2')], [{ code: '2', message: '' }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checks).toEqual([
      { logoQrCodeUUID: 'uuid-1', companyId: 1, webFlag: 2 },
      { logoQrCodeUUID: 'uuid-2', companyId: 1, webFlag: 2 },
    ]);
    actor.stop();
  });

  it('spec §4: code 1 ends polling and the output carries the login result', async () => {
    vi.useFakeTimers();
    const validateMap = sampleValidateMap();
    const { actor, checks } = startQr([qr('uuid-1')], [{ code: '1', message: '', validateMap }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ validateMap });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checks).toHaveLength(1);
  });

  it('spec §4: stopping the machine (dialog closed or destroyed) stops polling', async () => {
    vi.useFakeTimers();
    const { actor, checks } = startQr([qr('uuid-1')], []);
    await vi.advanceTimersByTimeAsync(2000);
    actor.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checks).toHaveLength(1);
  });

  it('spec §8: a fetch answered with a code other than 1 shows the server message, polls nothing, and RETRY refetches', async () => {
    vi.useFakeTimers();
    const { actor, fetches, checks, showFailure } = startQr(
      [{ code: '0', message: 'QR service unavailable' }, qr('uuid-3')],
      [],
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(showFailure).toHaveBeenCalledWith({ code: '0', message: 'QR service unavailable' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checks).toHaveLength(0);
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(2);
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    actor.stop();
  });
});
