// The paymentWindow machine in the real app (spec §4 / §5): a certified customer's unpaid space
// order, shown by the booking dialog once its form is sent (SHOW) or reopened from My Space (RESUME).
// Time moves only through Playwright's clock, the server's through POST /dev/clock: the 3-minute
// window, its countdown and the orderPoll child's 2-second polls run on the page's paused clock.
// The window's first read and its last one are held (as every invoked actor's request); the polls
// go to the real server as they come, unless a step arranges their answer. The server changes the
// order as its sources would: the sandbox pay page or its confirmation, the customer's cancel from
// another tab, its sweeper when its clock passes the window. Routed instead: an offer's order (a
// granted grab request: its own flow), a "not found" and a network that keeps failing.
import type { Cookie, Locator, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { QR_LOGIN_POLL_INTERVAL_MS, SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { type OrderPollOutput, POLL_FAILURE_LIMIT } from '../../../machines/booking/order-poll.machine.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { formatCountdown } from '../../../src/features/booking/payment-view.tsx';
import { paymentWindowModel } from '../../machines/booking/payment-window.model.ts';
import { testedMachine } from '../../machines/harness/model.ts';
import type { Answer, BrowserDriver, PathSession } from '../support/browser-paths.ts';
import { UI_TIMEOUT_MS } from '../support/browser-paths.ts';
import type { Portal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';
import {
  apiOf,
  type BookedOrder,
  confirmSandboxPayment,
  type SpareSailing,
  spareSailing,
  unpaidSpaceOrder,
  uploadedAttorney,
} from '../support/space-orders.ts';
import { pauseClock } from './qr-login.driver.ts';

const GET = BookingPath.getSpaceOrder;
const CANCEL = BookingPath.cancelSpaceOrder;
const POLL_MS = QR_LOGIN_POLL_INTERVAL_MS;
/** The longest step of the page's clock while the order is polled (see advanceTo). */
const POLL_STEP_MS = 10_000;
/** The confirmation of a cancel meant to be in flight when the window ends: well within ky's 15 s. */
const CANCEL_BEFORE_END_MS = 5_000;

/** What the driver knows of one path's page: its order, its clock, the polls it answered. */
interface PaymentPage {
  mode: 'show' | 'resume';
  sailing: SpareSailing;
  order: BookedOrder | null;
  /** The page's clock when the window opened, and the window the server gave it. */
  openAt: number;
  windowMs: number;
  /** When the orderPoll child asks next (the page's clock), while it runs. */
  nextPollAt: number | null;
  /** The next getSpaceOrder is the window's own read (held), not a poll. */
  expectRead: boolean;
  windowDue: boolean;
  polls: number;
  pendingPolls: number;
  pollAnswers: Answer[];
  /** The last cancel was refused: its message shows. */
  refused: boolean;
}

const pages = new WeakMap<PathSession, PaymentPage>();
const pageOf = (session: PathSession): PaymentPage => {
  const state = pages.get(session);
  if (!state) throw new Error('paymentWindow: the path has not started');
  return state;
};

interface Customer {
  apiKey: string;
  /** The session as the browser keeps it: the Authorization cookie and the stored user info. */
  cookies: Cookie[];
  storage: { name: string; value: string }[];
}

/** The certified demo customer, signed in once per portal; every path's context takes its cookie. */
const customers = new Map<string, Promise<Customer>>();
const customerOf = (session: PathSession): Promise<Customer> => {
  const { baseUrl } = session.portal;
  let key = customers.get(baseUrl);
  if (!key) {
    key = (async () => {
      const signed = await signedIn(session.browser, session.portal, DEMO_ACCOUNTS.certified);
      const stored = await signed.context.storageState();
      await signed.context.close();
      // The booking form picks the power of attorney on file instead of an upload (spec §5).
      const alifileName = await uploadedAttorney(session.portal, signed.apiKey);
      const kept = await apiOf(session.portal)(signed.apiKey, BookingPath.keepAttorneyFileOnFile, {
        alifileName,
      });
      expect(kept.code).toBe('1');
      return {
        apiKey: signed.apiKey,
        cookies: stored.cookies.filter((item) => item.name === 'Authorization'),
        storage: stored.origins.find((item) => item.origin === baseUrl)?.localStorage ?? [],
      };
    })();
    customers.set(baseUrl, key);
  }
  return key;
};

/** Moves the server's clock (and sweeps at once): its answer is its time now. */
const moveServerClock = async (portal: Portal, advanceMs: number): Promise<number> => {
  const response = await fetch(`${portal.baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  return Date.parse(((await response.json()) as { now: string }).now);
};

/** The model's sample draft as the server's envelope. */
const envelope = (draft: OrderDraft): Answer => ({
  kind: 'json',
  body: { code: '1', message: '', ...draft },
});

const isExpiredSample = (draft: OrderDraft): boolean =>
  draft.orderStatus === 'cancelled' &&
  Date.parse(draft.order_form.closedAt ?? '') >= Date.parse(draft.order_form.expiresAt);
/**
 * An offer's order (a granted grab request) has its own flow: its drafts are routed where they
 * decide the window's end (offered, or back to the offer at its last read). A window opened on an
 * offer's order opens as any other's: the server's own order.
 */
const isOfferSample = (draft: OrderDraft, windowOpen: boolean): boolean =>
  draft.orderStatus === 'offered' || (windowOpen && draft.order_form.offerExpiresAt !== null);

const dialog = (session: PathSession): Locator => session.page.getByRole('dialog');
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
const qrCode = (session: PathSession): Locator =>
  dialog(session).getByRole('img', { name: /^Payment QR code of order SO\d+/ });
const button = (session: PathSession, name: string): Locator =>
  dialog(session).getByRole('button', { name, exact: true });
const payButton = (session: PathSession): Locator =>
  session.page.getByRole('button', { name: `Pay order ${pageOf(session).order?.order_form.orderNo}` });
const pageNow = (session: PathSession): Promise<number> => session.page.evaluate(() => Date.now());

/** Polls `condition` every few milliseconds (the clock steps are many: expect.poll's 50 ms add up). */
const until = async (condition: () => boolean, timeoutMs: number): Promise<boolean> => {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
};

/**
 * Waits for the poll made after `before` and its answer in the page (ky and the machine take it in
 * a task of their own). A poll whose timer the page set late comes at a later step: not an error.
 */
const pollAnswered = async (session: PathSession, before: number): Promise<void> => {
  const state = pageOf(session);
  if (!(await until(() => state.polls > before && state.pendingPolls === 0, 1_500))) return;
  await session.page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      }),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
};

/**
 * Runs the page's clock to `target` in steps of at most POLL_STEP_MS, each poll answered by the
 * server before the next step: the polls' answers come back late on the page's clock (a slow
 * network), never as late as ky's 15-second timeout; the countdown's timers run every second.
 */
const advanceTo = async (session: PathSession, target: number): Promise<void> => {
  const state = pageOf(session);
  let now = await pageNow(session);
  while (now < target) {
    const stop = Math.min(target, now + POLL_STEP_MS);
    const before = state.polls;
    await session.page.clock.runFor(stop - now);
    now = stop;
    if (state.nextPollAt !== null && state.nextPollAt <= stop) {
      await pollAnswered(session, before);
      state.nextPollAt = now + POLL_MS;
    }
  }
};

/** The next `count` polls of the order (their answers arranged), each at its time. */
const nextPolls = async (session: PathSession, count: number): Promise<void> => {
  const state = pageOf(session);
  const until = state.polls + count;
  for (let step = 0; state.polls < until || state.pendingPolls > 0; step += 1) {
    if (state.nextPollAt === null || step > 4 * count + 4)
      throw new Error(`paymentWindow: ${until - state.polls} polls of the order did not come`);
    await advanceTo(session, state.nextPollAt);
  }
  state.nextPollAt = null;
};

/** The window opened (a draft shown): its countdown starts and the child polls after 2 s. */
const windowOpened = async (session: PathSession, remainingMs: number): Promise<void> => {
  const state = pageOf(session);
  state.openAt = await pageNow(session);
  state.windowMs = remainingMs;
  state.nextPollAt = state.openAt + POLL_MS;
};

/** The phone scans the order's QR code and pays on the sandbox provider's real pay page. */
const payOnPhone = async (session: PathSession): Promise<void> => {
  const { order } = pageOf(session);
  const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await phone.addCookies([{ name: 'lang', value: 'en', url: session.portal.baseUrl }]);
    const page = await phone.newPage();
    await page.goto(order!.code_url.replace(/^https?:\/\/[^/]+/, session.portal.baseUrl));
    await page.getByRole('button', { name: 'Pay', exact: true }).click({ timeout: UI_TIMEOUT_MS });
    await page.getByText('Paid. The space is now in hand.').waitFor({ timeout: UI_TIMEOUT_MS });
  } finally {
    await phone.close();
  }
};

const payOnServer = async (session: PathSession): Promise<void> => {
  expect((await confirmSandboxPayment(session.portal, pageOf(session).order!.code_url)).code).toBe('1');
};

/** The customer cancels the order in another tab. */
const cancelElsewhere = async (session: PathSession): Promise<void> => {
  const cancelled = await apiOf(session.portal)((await customerOf(session)).apiKey, CANCEL, {
    orderId: pageOf(session).order!.orderId,
  });
  expect(cancelled.code).toBe('1');
};

/** The server's clock passes the order's window: its sweeper cancels the order. */
const expireOnServer = async (session: PathSession): Promise<void> => {
  await moveServerClock(session.portal, SPACE_PAYMENT_WINDOW_MS + 1_000);
};

/** Brings the server to the draft the step answers with (paid, cancelled, expired). */
const serverBecomes = async (session: PathSession, draft: OrderDraft): Promise<void> => {
  if (draft.orderStatus === 'inHand') await payOnServer(session);
  else if (isExpiredSample(draft)) await expireOnServer(session);
  else if (draft.orderStatus === 'cancelled') await cancelElsewhere(session);
};

/** The order's poll requests: the server's answers unless a step arranged one; the window's reads held. */
const routePolls = async (session: PathSession): Promise<void> => {
  const state = pageOf(session);
  await session.page.route(
    (url) => url.pathname.endsWith(GET),
    async (route: Route) => {
      if (state.expectRead) {
        state.expectRead = false;
        await route.fallback();
        return;
      }
      state.polls += 1;
      state.pendingPolls += 1;
      const answer = state.pollAnswers.shift() ?? { kind: 'server' };
      try {
        if (answer.kind === 'abort') await route.abort('failed');
        else if (answer.kind === 'json')
          await route.fulfill({
            status: answer.status ?? 200,
            contentType: 'application/json',
            body: JSON.stringify(answer.body),
          });
        else await route.fulfill({ response: await route.fetch() });
      } catch {
        // The page gave the poll up (the window ended, the dialog closed).
      } finally {
        state.pendingPolls -= 1;
      }
    },
  );
};

const click = (name: string) => async (_event: EventObject, session: PathSession) => {
  await button(session, name).click();
};

const countdownShown = async (session: PathSession): Promise<void> => {
  const state = pageOf(session);
  const elapsed = (await pageNow(session)) - state.openAt;
  const expected = formatCountdown(Math.max(0, state.windowMs - 1000 * Math.floor(elapsed / 1000)));
  await expect
    .poll(() => dialog(session).getByRole('timer').textContent(), { timeout: UI_TIMEOUT_MS })
    .toBe(expected);
};

const windowShown = async (session: PathSession): Promise<void> => {
  await visible(qrCode(session));
  await visible(dialog(session).getByText(/Closing this window does not cancel the order/));
  await countdownShown(session);
};

export const paymentWindowDriver: BrowserDriver = {
  entry: testedMachine(paymentWindowModel),
  held: { getSpaceOrder: GET, cancelSpaceOrder: CANCEL },
  answers: {
    // The server's own answer where the order can be brought there; an offer's and a 404 routed.
    getSpaceOrder: (step, session) => {
      if (step.kind !== 'done') return undefined;
      const draft = (step.event as unknown as { output: OrderDraft }).output;
      return isOfferSample(draft, pageOf(session).openAt !== 0) ? envelope(draft) : { kind: 'server' };
    },
    cancelSpaceOrder: () => ({ kind: 'server' }),
  },
  outcomes: {
    getSpaceOrder: async (step, session) => {
      const state = pageOf(session);
      if (step.kind === 'done') {
        const draft = (step.event as unknown as { output: OrderDraft }).output;
        // The last read of a window that passed: the server's clock passes it too.
        const ended = state.openAt !== 0;
        if (isOfferSample(draft, ended)) {
          // Routed: the server's order stays as it is.
        } else if (ended && draft.orderStatus === 'awaitingPayment') await expireOnServer(session);
        else await serverBecomes(session, draft);
      }
      const answered = session.page.waitForResponse((response) => response.url().endsWith(GET));
      await session.release(GET);
      const body = (await (await answered).json()) as OrderDraft;
      if (state.openAt === 0 && body.orderStatus === 'awaitingPayment')
        await windowOpened(session, body.remainingMs);
    },
    cancelSpaceOrder: async (step, session) => {
      // A refusal as the server words it: the order was paid meanwhile.
      if (step.kind === 'error') await payOnServer(session);
      pageOf(session).refused = step.kind === 'error';
      await session.release(CANCEL);
    },
    pollOrder: async (step, session) => {
      const state = pageOf(session);
      const output = (step.event as unknown as { output: OrderPollOutput }).output;
      if (output.outcome === 'settled') {
        const { draft } = output;
        if (draft.orderStatus === 'inHand') await payOnPhone(session);
        else if (isOfferSample(draft, true)) state.pollAnswers.push(envelope(draft));
        else await serverBecomes(session, draft);
        await nextPolls(session, 1);
      } else if (output.outcome === 'unreadable') {
        state.pollAnswers.push({ kind: 'json', body: { code: output.failure.code, message: '' } });
        await nextPolls(session, 1);
      } else {
        // POLL_FAILURE_LIMIT polls in a row without an answer.
        for (let i = 0; i < POLL_FAILURE_LIMIT; i += 1) state.pollAnswers.push({ kind: 'abort' });
        await nextPolls(session, POLL_FAILURE_LIMIT);
      }
    },
  },
  start: async (session) => {
    const { apiKey, cookies, storage } = await customerOf(session);
    const serverNow = await moveServerClock(session.portal, 0);
    const mode = session.next?.event.type === 'RESUME' ? 'resume' : 'show';
    const state: PaymentPage = {
      mode,
      sailing: spareSailing(session.portal, { days: 7, room: 2, now: new Date(serverNow) }),
      order: null,
      openAt: 0,
      windowMs: 0,
      nextPollAt: null,
      expectRead: false,
      windowDue: false,
      polls: 0,
      pendingPolls: 0,
      pollAnswers: [],
      refused: false,
    };
    pages.set(session, state);
    await session.context.addCookies(cookies);
    await session.context.addInitScript((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, storage);
    // The page's clock at the server's time: My Space counts an order's time left by it.
    await session.page.clock.install({ time: serverNow });
    await routePolls(session);
    if (mode === 'resume') {
      state.order = await unpaidSpaceOrder(session.portal, state.sailing, apiKey);
      await session.page.goto(`${session.portal.baseUrl}/workspace/reserveCabin`);
      await visible(payButton(session));
    } else {
      await session.page.goto(
        `${session.portal.baseUrl}/lookPresentCabinDetail?sailingId=${state.sailing.id}&book=1`,
      );
      await visible(button(session, 'Use the one on file: attorney.pdf'));
    }
    await pauseClock(session);
  },
  advance: async (ms, session) => {
    const state = pageOf(session);
    if (ms === SPACE_PAYMENT_WINDOW_MS - 1) {
      // The window the server gave (a resumed one has less than 3 minutes), 1 ms short of its end.
      await advanceTo(session, state.openAt + state.windowMs - 1);
      state.windowDue = true;
    } else if (state.windowDue) {
      // Its end: the window's last read is the next request, no poll runs beside it.
      state.windowDue = false;
      // A poll the last step started has arrived and has its answer before the window's read.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect.poll(() => state.pendingPolls, { timeout: UI_TIMEOUT_MS }).toBe(0);
      state.expectRead = true;
      state.nextPollAt = null;
      await session.page.clock.runFor(ms);
    } else {
      await advanceTo(session, (await pageNow(session)) + ms);
    }
  },
  events: {
    SHOW: async (_event, session) => {
      const state = pageOf(session);
      const form = dialog(session);
      await button(session, 'Use the one on file: attorney.pdf').click();
      await form.getByLabel('Container type 1').selectOption(state.sailing.containerType);
      await form.getByLabel('Quantity 1').fill('1');
      const booked = session.page.waitForResponse((response) =>
        response.url().endsWith(BookingPath.bookSpace),
      );
      await button(session, 'Book and pay').click();
      state.order = (await (await booked).json()) as BookedOrder;
      await visible(qrCode(session));
      await windowOpened(session, state.order.remainingMs);
    },
    RESUME: async (_event, session) => {
      pageOf(session).expectRead = true;
      await payButton(session).click();
    },
    CANCEL: click('Cancel order'),
    CONFIRM_CANCEL: async (_event, session) => {
      const state = pageOf(session);
      // A cancel still running when the window ends: confirmed near its end, the answer not back yet.
      if (session.next?.kind === 'after') {
        await advanceTo(session, state.openAt + state.windowMs - CANCEL_BEFORE_END_MS);
      }
      state.refused = false;
      await button(session, 'Yes, cancel the order').click();
    },
    KEEP: click('Keep the order'),
    CLOSE: async (_event, session) => {
      pageOf(session).nextPollAt = null;
      await button(session, 'Close').click();
    },
  },
  states: {
    idle: async (session) => {
      const state = pageOf(session);
      // My Space with the order's Pay button, or the booking form not sent yet.
      await visible(state.mode === 'resume' ? payButton(session) : button(session, 'Book and pay'));
      expect(await qrCode(session).count()).toBe(0);
    },
    loading: async (session) => {
      await visible(dialog(session).getByRole('status').filter({ hasText: 'Loading the order…' }));
      await expect.poll(() => session.heldCount(GET), { timeout: UI_TIMEOUT_MS }).toBe(1);
    },
    'open.{clock.ticking, cancel.idle}': async (session) => {
      await windowShown(session);
      expect(await button(session, 'Cancel order').isEnabled()).toBe(true);
      const alert = dialog(session).getByRole('alert');
      if (pageOf(session).refused) await visible(alert.filter({ hasText: /./ }));
      else expect(await alert.count()).toBe(0);
    },
    'open.{clock.ticking, cancel.confirming}': async (session) => {
      await windowShown(session);
      await visible(dialog(session).getByRole('group', { name: 'Cancel the order?' }));
      expect(await button(session, 'Yes, cancel the order').isEnabled()).toBe(true);
      expect(await button(session, 'Keep the order').isEnabled()).toBe(true);
    },
    'open.{clock.ticking, cancel.cancelling}': async (session) => {
      await windowShown(session);
      await expect
        .poll(() => button(session, 'Yes, cancel the order').getAttribute('aria-busy'), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('true');
      await expect.poll(() => session.heldCount(CANCEL), { timeout: UI_TIMEOUT_MS }).toBe(1);
    },
    expiring: async (session) => {
      await visible(
        dialog(session)
          .getByRole('status')
          .filter({ hasText: 'The payment window has ended. Checking the payment…' }),
      );
      await expect.poll(() => session.heldCount(GET), { timeout: UI_TIMEOUT_MS }).toBe(1);
    },
    paid: async (session) => {
      await visible(dialog(session).getByText('Paid. The space is yours: the order is in hand.'));
      expect(
        await dialog(session).getByRole('link', { name: 'See it in My Space' }).getAttribute('href'),
      ).toBe('/workspace/reserveCabin');
    },
    expired: async (session) => {
      await visible(
        dialog(session).getByRole('alert').filter({
          hasText:
            'The 3-minute payment window has passed. The order is cancelled and the space is released.',
        }),
      );
    },
    offered: async (session) => {
      const shown = dialog(session).getByRole('status').filter({
        hasText:
          'No payment is open now. The space is still held for you: pay it from the order in My Space.',
      });
      await visible(shown);
      // The offer's deadline, in the customer's own time.
      await visible(shown.locator('time'));
    },
    cancelled: async (session) => {
      await visible(
        dialog(session)
          .getByRole('status')
          .filter({ hasText: 'The order is cancelled and the space is released.' }),
      );
    },
    failed: async (session) => {
      const alert = dialog(session).getByRole('alert');
      await visible(alert.getByRole('link', { name: 'Open My Space' }));
      expect((await alert.textContent())?.length).toBeGreaterThan('Open My Space'.length);
    },
    closed: async (session) => {
      await dialog(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    },
  },
};
