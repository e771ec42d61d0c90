// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  PAYMENT_WINDOW_MACHINE_ID,
  type PaymentWindowEvent,
  type PaymentWindowSnapshot,
  type paymentWindowMachine,
} from '../../machines/booking/payment-window.machine.ts';
import { PaymentDialogView } from '../../src/features/booking/payment-dialog.tsx';
import { formatCountdown } from '../../src/features/booking/payment-view.tsx';
import { activateLang, loadCatalogArea } from '../../src/i18n/locale.ts';
import { dialogOf, startDialog } from './booking/dialog-host.ts';
import { paymentWindowModel } from './booking/payment-window.model.ts';
import { sampleOffer } from './booking/samples.ts';
import { runPath } from './harness/driver.ts';
import { testedMachine } from './harness/model.ts';
import { createPathRecorder } from './harness/path-record.ts';
import { generatePaths } from './harness/paths.ts';
import { createReactDriver, type UiContext } from './harness/react-driver.ts';
import { standIn } from './harness/stand-in.ts';

/**
 * Spec §4: the paymentWindow paths run through the real payment dialog bound to a bookSpace
 * machine whose paymentWindow child is the path's actor, with fake timers: the 3-minute window and
 * the 1-second countdown are moved on by the clock, and the countdown on screen is checked against
 * the machine at every step (the window step checks it one millisecond before the end too).
 *
 * Through the UI except: SHOW and RESUME, which the parent sends: SHOW when its form ends with the
 * draft (the booking dialog), RESUME when My Space reopens an order; the server's answers and the
 * polling child's outcome.
 */

const entry = testedMachine(paymentWindowModel);
const recorder = createPathRecorder(entry, 'jsdom');
afterAll(() => recorder.write());

type Ui = UiContext;
const snapshotOf = (ui: Ui) => ui.actor.getSnapshot() as PaymentWindowSnapshot;
const button = (ui: Ui, name: string) => ui.screen.getByRole('button', { name }) as HTMLButtonElement;
const click = (name: string) => (_event: EventObject, ui: Ui) => {
  ui.fireEvent.click(button(ui, name));
};
const as = <T extends PaymentWindowEvent['type']>(event: EventObject) =>
  event as Extract<PaymentWindowEvent, { type: T }>;
/** The parent opened the booking, which ends with the draft: the parent hands it to the window. */
const handOver = (event: EventObject, ui: Ui) => {
  act(() => {
    const dialog = dialogOf(ui);
    dialog.send({ type: 'OPEN', offer: sampleOffer(), customerType: 1 });
    // What XState sends the parent when its spaceBooking child ends with the draft.
    dialog.send({ type: 'xstate.done.actor.spaceBooking', output: as<'SHOW'>(event).draft } as never);
  });
};
/** My Space reopens the order through the parent. */
const reopen = (event: EventObject, ui: Ui) => {
  act(() => dialogOf(ui).send(as<'RESUME'>(event)));
};

/** The QR code, what is held and the countdown the machine holds. */
const windowShown = (ui: Ui) => {
  expect(ui.screen.getByRole('img', { name: /^Payment QR code of order SO202611230081/ })).toBeTruthy();
  expect(ui.screen.getByText('40HQ × 2, 20GP × 1')).toBeTruthy();
  expect(ui.screen.getByRole('timer').textContent).toBe(formatCountdown(snapshotOf(ui).context.remainingMs));
  expect(ui.screen.getByText(/Closing this window does not cancel the order/)).toBeTruthy();
};

const driver = () =>
  createReactDriver({
    entry,
    // The dialog's machine, with the path's actor as its payment window.
    render: (actor) =>
      h(
        I18nProvider,
        { i18n },
        h(PaymentDialogView, {
          actor: startDialog(actor, { paymentWindow: standIn<typeof paymentWindowMachine>(actor) }),
        }),
      ),
    events: {
      SHOW: handOver,
      RESUME: reopen,
      CANCEL: click('Cancel order'),
      CONFIRM_CANCEL: click('Yes, cancel the order'),
      KEEP: click('Keep the order'),
      CLOSE: click('Close'),
    },
    states: {
      idle: (ui) => expect(ui.screen.queryByRole('dialog')).toBeNull(),
      loading: (ui) => expect(ui.screen.getByRole('status').textContent).toBe('Loading the order…'),
      'open.{clock.ticking, cancel.idle}': (ui) => {
        windowShown(ui);
        expect(button(ui, 'Cancel order').disabled).toBe(false);
        const { failure } = snapshotOf(ui).context;
        if (failure) expect(ui.screen.getByRole('alert').textContent).toBe(failure.message);
      },
      'open.{clock.ticking, cancel.confirming}': (ui) => {
        windowShown(ui);
        expect(ui.screen.getByRole('group', { name: 'Cancel the order?' })).toBeTruthy();
        expect(button(ui, 'Yes, cancel the order').disabled).toBe(false);
        expect(button(ui, 'Keep the order').disabled).toBe(false);
      },
      'open.{clock.ticking, cancel.cancelling}': (ui) => {
        windowShown(ui);
        expect(button(ui, 'Yes, cancel the order').getAttribute('aria-busy')).toBe('true');
      },
      expiring: (ui) =>
        expect(ui.screen.getByRole('status').textContent).toBe(
          'The payment window has ended. Checking the payment…',
        ),
      paid: (ui) => {
        expect(ui.screen.getByText('Paid. The space is yours: the order is in hand.')).toBeTruthy();
        expect(ui.screen.getByRole('link', { name: 'See it in My Space' }).getAttribute('href')).toBe(
          '/workspace/reserveCabin',
        );
      },
      expired: (ui) =>
        expect(ui.screen.getByRole('alert').textContent).toBe(
          'The 3-minute payment window has passed. The order is cancelled and the space is released.',
        ),
      offered: (ui) => {
        const shown = ui.screen.getByRole('status');
        expect(shown.textContent).toContain(
          'No payment is open now. The space is still held for you: pay it from the order in My Space.',
        );
        // The offer's deadline, in the customer's own time.
        const deadline = snapshotOf(ui).context.draft?.order_form.offerExpiresAt;
        expect(shown.querySelector('time')?.getAttribute('dateTime')).toBe(deadline);
        expect(shown.textContent).toContain('Your time (');
      },
      cancelled: (ui) =>
        expect(ui.screen.getByRole('status').textContent).toBe(
          'The order is cancelled and the space is released.',
        ),
      failed: (ui) => {
        const message = snapshotOf(ui).context.failure?.message;
        expect(ui.screen.getByRole('alert').textContent).toContain(
          message || 'The order could not be read. Please check My Space in a moment.',
        );
      },
      closed: (ui) => expect(ui.screen.queryByRole('dialog')).toBeNull(),
    },
  });

beforeAll(async () => {
  await loadCatalogArea('booking');
  await activateLang('en');
});

describe(`${PAYMENT_WINDOW_MACHINE_ID} through the payment dialog`, () => {
  for (const path of generatePaths(entry)) {
    it(path.description, () => runPath(path, driver(), recorder));
  }
});
