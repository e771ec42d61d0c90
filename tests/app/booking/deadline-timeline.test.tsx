/**
 * One deadline clock per booking: the timeline shows each deadline with its DCSA code, in
 * the customer's zone and in the port's (both labelled, both as <time>), with a countdown that moves
 * with the clock (the test clock, under fake timers: nothing sleeps) and turns due soon, then passed.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type { Deadline } from '../../../domain/booking/deadlines.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { DEADLINE_CLOCK_TICK_MS } from '../../../machines/booking/deadline-clock.machine.ts';
import { setAppClock } from '../../../src/app/clock.ts';
import { DeadlineTimeline } from '../../../src/features/booking/deadline-timeline.tsx';
import { SpaceOrderDeadlines } from '../../../src/features/booking/space-order-deadlines.tsx';
import { activateLang, loadCatalogArea } from '../../../src/i18n/locale.ts';
import { sampleDraft } from '../../machines/booking/samples.ts';
import { testNow, testNowMs } from '../../support/test-clock.ts';
import { installFakeApi } from '../support/fake-api.ts';

const HOUR = 3_600_000;
const after = (ms: number) => new Date(testNowMs() + ms).toISOString();

/** A documentation cut-off 2 d 3 h 20 min ahead at Shanghai, and free time ending at Nhava Sheva (+05:30). */
const deadlines = (): Deadline[] => [
  {
    kind: 'cutOff',
    code: 'DCO',
    at: after(51 * HOUR + 20 * 60_000),
    port: 'CNSHA',
    timeZone: 'Asia/Shanghai',
  },
  {
    kind: 'freeTime',
    code: 'ARRI',
    at: after(30 * 24 * HOUR),
    port: 'INNSA',
    timeZone: 'Asia/Kolkata',
    freeTime: { startsFrom: 'eta', days: 7 },
  },
];

const renderTimeline = async (lang: 'cn' | 'en', list: Deadline[]) => {
  await loadCatalogArea('booking');
  await activateLang(lang);
  render(
    <I18nProvider i18n={i18n}>
      <DeadlineTimeline deadlines={list} />
    </I18nProvider>,
  );
  // The first clock read answers on a microtask.
  await act(async () => {});
  return screen.getAllByRole('listitem');
};

/**
 * The test clock jumps on by `ms` (fake timers move Date, the app's clock reads Date), as for a tab
 * left in the background; the next minute's tick reads it.
 */
const jump = async (ms: number) => {
  await act(async () => {
    vi.setSystemTime(Date.now() + ms - DEADLINE_CLOCK_TICK_MS);
    await vi.advanceTimersByTimeAsync(DEADLINE_CLOCK_TICK_MS);
  });
};

/** One minute's tick. */
const tick = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DEADLINE_CLOCK_TICK_MS);
  });
};

describe('the deadline timeline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(testNow());
    setAppClock(() => new Date());
  });

  afterEach(() => {
    setAppClock(testNow);
    vi.useRealTimers();
  });

  it('shows each deadline with its DCSA code, in the customer’s zone and the port’s, both labelled', async () => {
    const [cutOff, freeTime] = await renderTimeline('en', deadlines());
    const customerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(cutOff!).getByText('Documentation cut-off')).toBeTruthy();
    expect(within(cutOff!).getByText('DCSA DCO')).toBeTruthy();
    expect(cutOff!.textContent).toContain(`Your time (${customerZone})`);
    expect(cutOff!.textContent).toContain('Port time, CNSHA (Asia/Shanghai)');
    const [yours, ports] = cutOff!.querySelectorAll('time');
    expect(yours!.getAttribute('datetime')).toBe(deadlines()[0]!.at);
    expect(ports!.getAttribute('datetime')).toBe(toLocalIso(deadlines()[0]!.at, 'Asia/Shanghai'));
    expect(ports!.textContent).toContain('UTC+08:00');

    expect(within(freeTime!).getByText('Free time at destination (7 days)')).toBeTruthy();
    expect(freeTime!.textContent).toContain(
      'Counted from the ETA (DCSA ARRI) until the discharge is tracked',
    );
    expect(freeTime!.textContent).toContain('Port time, INNSA (Asia/Kolkata)');
    expect(freeTime!.querySelectorAll('time')[1]!.textContent).toContain('UTC+05:30');
  });

  it('counts down with the clock: upcoming, then due soon within two days, then passed', async () => {
    const [cutOff] = await renderTimeline('en', deadlines());
    expect(cutOff!.textContent).toContain('in 2 d 3 h');
    expect(screen.queryByRole('status')).toBeNull();

    await jump(4 * HOUR);
    expect(cutOff!.textContent).toContain('in 1 d 23 h, due soon');
    expect(screen.getByRole('status').textContent).toBe('A deadline is due within two days.');

    await jump(47 * HOUR + 10 * 60_000);
    expect(cutOff!.textContent).toContain('in 10 min, due soon');
    await tick();
    expect(cutOff!.textContent).toContain('in 9 min, due soon');
    await jump(9 * 60_000);
    expect(cutOff!.textContent).toContain('passed');
  });

  it('says when free time counts from the actual discharge (DCSA DISC)', async () => {
    const [, freeTime] = await renderTimeline('en', [
      deadlines()[0]!,
      { ...deadlines()[1]!, code: 'DISC', freeTime: { startsFrom: 'discharge', days: 7 } },
    ]);
    expect(freeTime!.textContent).toContain('Counted from the actual discharge (DCSA DISC)');
    expect(freeTime!.textContent).not.toContain('ETA');
  });

  it('speaks Chinese in cn: the DCSA name and the countdown', async () => {
    const [cutOff] = await renderTimeline('cn', deadlines());
    expect(within(cutOff!).getByText('截单时间')).toBeTruthy();
    expect(cutOff!.textContent).toContain('DCSA DCO');
    expect(cutOff!.textContent).toContain('还有 2 天 3 小时');
    // Whose time by name after the time, never a raw zone id on a Chinese page.
    expect(cutOff!.textContent).toContain('港口时间（CNSHA）');
    expect(cutOff!.textContent).toContain('UTC+08:00 中国标准时间');
    expect(cutOff!.textContent).not.toContain('Asia/Shanghai');
  });

  it('shows nothing when the booking has no deadline left', async () => {
    await loadCatalogArea('booking');
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <DeadlineTimeline deadlines={[]} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('My Space shows a space order’s deadline clock when opened', () => {
  it('reads the order once opened: the payment window first, named, without a DCSA code', async () => {
    const paymentEnds = new Date(testNowMs() + 2 * 60_000).toISOString();
    const calls = installFakeApi({
      [BookingPath.getSpaceOrder]: () =>
        ({
          code: '1',
          message: '',
          ...sampleDraft({
            expiresAt: paymentEnds,
            deadlines: [
              {
                kind: 'paymentWindow',
                code: null,
                at: paymentEnds,
                port: 'CNSHA',
                timeZone: 'Asia/Shanghai',
              },
              ...deadlines(),
            ],
          }),
        }) as unknown as Envelope<unknown>,
    });
    await loadCatalogArea('booking');
    await activateLang('en');
    render(
      <I18nProvider i18n={i18n}>
        <SpaceOrderDeadlines orderId={81} />
      </I18nProvider>,
    );
    expect(calls.filter((call) => call.path === BookingPath.getSpaceOrder)).toHaveLength(0);
    fireEvent.click(screen.getByText('Deadlines'));
    const payment = await screen.findByText('Payment window');
    expect(calls.find((call) => call.path === BookingPath.getSpaceOrder)?.body).toEqual({ orderId: 81 });
    const row = payment.closest('li')!;
    expect(row.textContent).toContain('no DCSA code');
    expect(row.textContent).toContain('in 2 min, due soon');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
