// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventObject, fromPromise } from 'xstate';
import type { OrderDraft } from '../../domain/api/booking.ts';
import { orderPollMachine } from '../../machines/booking/order-poll.machine.ts';
import { paymentWindowMachine } from '../../machines/booking/payment-window.machine.ts';
import {
  SPACE_BOOKING_MACHINE_ID,
  type SpaceBookingEvent,
  type SpaceBookingSnapshot,
  type spaceBookingMachine,
  visibleProblems,
} from '../../machines/booking/space-booking.machine.ts';
import { BookingDialogView } from '../../src/features/booking/booking-dialog.tsx';
import { activateLang, loadCatalogArea } from '../../src/i18n/locale.ts';
import { dialogOf, startDialog } from './booking/dialog-host.ts';
import { spaceBookingModel } from './booking/space-booking.model.ts';
import { runPath } from './harness/driver.ts';
import { testedMachine } from './harness/model.ts';
import { createPathRecorder } from './harness/path-record.ts';
import { generatePaths } from './harness/paths.ts';
import { createReactDriver, type UiContext } from './harness/react-driver.ts';
import { standIn } from './harness/stand-in.ts';

/**
 * Spec §5: the spaceBooking paths run through the real booking dialog (BookingDialogView with the
 * form), bound to a bookSpace machine whose spaceBooking child is the path's actor; its
 * paymentWindow child makes calls that never answer, so that `done` shows the payment view with
 * the draft the parent handed over. The user adds, removes and edits lines, chooses files, submits
 * and closes through labels and buttons; every state is asserted on screen.
 *
 * Through the UI except: OPEN (its source is the detail page's button, outside the dialog: sent to
 * the parent, which opens the form); the server's answers; SET_TYPE and SET_QUANTITY with the value
 * the field already holds (a browser fires no change for it); SUBMIT where the page offers no
 * enabled button (a file still uploading); PICK_ON_FILE (its button shows once the dialog has read
 * the customer's file on file from the server; the e2e clicks it).
 */

const entry = testedMachine(spaceBookingModel);
const recorder = createPathRecorder(entry, 'jsdom');
afterAll(() => recorder.write());

/** Calls that never answer: the payment half only shows the draft. */
const never = <T>() => fromPromise<T, { orderId: number }>(() => new Promise<never>(() => {}));
const quietPayment = paymentWindowMachine.provide({
  actors: {
    getSpaceOrder: never<OrderDraft>(),
    cancelSpaceOrder: never<OrderDraft>(),
    pollOrder: orderPollMachine.provide({ actors: { getSpaceOrder: never<OrderDraft>() } }),
  },
});

type Ui = UiContext;
const snapshotOf = (ui: Ui) => ui.actor.getSnapshot() as SpaceBookingSnapshot;
const button = (ui: Ui, name: string) => ui.screen.getByRole('button', { name }) as HTMLButtonElement;
const field = (ui: Ui, label: string) =>
  ui.screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const fileInput = (ui: Ui) =>
  ui.screen.getByLabelText('Power of attorney (PDF, JPG or PNG, at most 10 MB)') as HTMLInputElement;
const fromOutside = (event: EventObject, ui: Ui) => {
  act(() => ui.actor.send(event));
};
const as = <T extends SpaceBookingEvent['type']>(event: EventObject) =>
  event as Extract<SpaceBookingEvent, { type: T }>;
/** The detail page's button opens the dialog: the parent opens the form on the sailing. */
const openFromPage = (event: EventObject, ui: Ui) => {
  act(() => dialogOf(ui).send(as<'OPEN'>(event)));
};

/** Types into a field, or, when it already holds the value (no change event), sends from outside. */
const change = (label: string, value: string) => (event: EventObject, ui: Ui) => {
  const target = field(ui, label);
  if (target.value === value) fromOutside(event, ui);
  else ui.fireEvent.change(target, { target: { value } });
};

/** Every problem the machine shows is on screen under its field, and no other. */
const problemsShown = (ui: Ui) => {
  const { context } = snapshotOf(ui);
  const problems = visibleProblems(context);
  const fileRefused = problems.attorneyFile !== null || context.uploadFailure !== null;
  // A line's problem marks both of its fields; the file's marks the file input.
  const expected = Object.keys(problems.lines).length * 2 + (fileRefused ? 1 : 0);
  expect(ui.screen.getByRole('dialog').querySelectorAll('[aria-invalid="true"]')).toHaveLength(expected);
};

const formShown = (ui: Ui) => {
  expect(ui.screen.getByRole('form', { name: 'Book space' })).toBeTruthy();
  expect(ui.screen.getAllByLabelText(/^Quantity \d$/)).toHaveLength(snapshotOf(ui).context.lines.length);
  problemsShown(ui);
};

const driver = () =>
  createReactDriver({
    entry,
    // The booking dialog's machine, with the path's actor as its form.
    render: (actor) =>
      h(
        I18nProvider,
        { i18n },
        h(BookingDialogView, {
          actor: startDialog(actor, {
            spaceBooking: standIn<typeof spaceBookingMachine>(actor),
            paymentWindow: quietPayment,
          }),
          sailingLabel: 'Shanghai → Rotterdam, COSCO SHIPPING ARIES / 041W',
        }),
      ),
    events: {
      OPEN: openFromPage,
      ADD_LINE: (_event, ui) => {
        ui.fireEvent.click(button(ui, 'Add a container type'));
      },
      REMOVE_LINE: (event, ui) => {
        ui.fireEvent.click(button(ui, `Remove line ${as<'REMOVE_LINE'>(event).index + 1}`));
      },
      SET_TYPE: (event, ui) => {
        const { index, containerType } = as<'SET_TYPE'>(event);
        change(`Container type ${index + 1}`, containerType)(event, ui);
      },
      SET_QUANTITY: (event, ui) => {
        const { index, quantity } = as<'SET_QUANTITY'>(event);
        change(`Quantity ${index + 1}`, quantity)(event, ui);
      },
      BLUR: (_event, ui) => {
        ui.fireEvent.blur(fileInput(ui));
      },
      PICK_ON_FILE: fromOutside,
      CHOOSE_FILE: (event, ui) => {
        const { name, size } = as<'CHOOSE_FILE'>(event).file;
        const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
        Object.defineProperty(file, 'size', { value: size });
        ui.fireEvent.change(fileInput(ui), { target: { files: [file] } });
      },
      SUBMIT: (event, ui) => {
        const submit = button(ui, 'Book and pay');
        if (submit.disabled) return fromOutside(event, ui);
        ui.fireEvent.click(submit);
      },
      CLOSE: (_event, ui) => {
        ui.fireEvent.click(button(ui, 'Close'));
      },
    },
    states: {
      idle: (ui) => expect(ui.screen.queryByRole('dialog')).toBeNull(),
      blocked: (ui) => {
        const { blocker } = snapshotOf(ui).context;
        const alert = ui.screen.getByRole('alert');
        expect(alert.textContent).toContain(
          blocker === 'customerTypeMissing'
            ? 'Your customer type is not set. Please contact customer service to maintain it.'
            : 'An empty space cannot be booked',
        );
        expect(ui.screen.queryByRole('form')).toBeNull();
      },
      editing: (ui) => {
        formShown(ui);
        expect(button(ui, 'Book and pay').disabled).toBe(false);
        expect(fileInput(ui).getAttribute('aria-busy')).toBe('false');
      },
      uploading: (ui) => {
        formShown(ui);
        expect(fileInput(ui).getAttribute('aria-busy')).toBe('true');
        expect(ui.screen.getByText(/^Uploading attorney\.pdf/)).toBeTruthy();
        expect(button(ui, 'Book and pay').disabled).toBe(true);
      },
      submitting: (ui) => {
        const submit = button(ui, 'Book and pay');
        expect(submit.disabled).toBe(true);
        expect(submit.getAttribute('aria-busy')).toBe('true');
      },
      failed: (ui) => {
        formShown(ui);
        expect(ui.screen.getByRole('alert').textContent).toBe(snapshotOf(ui).context.submitFailure!.message);
      },
      done: (ui) => {
        expect(ui.screen.getByRole('heading', { name: 'Pay for the space' })).toBeTruthy();
        expect(ui.screen.getByRole('img', { name: /^Payment QR code of order SO202611230081/ })).toBeTruthy();
        expect(ui.screen.getByRole('timer').textContent).toBe('03:00');
      },
      closed: (ui) => expect(ui.screen.queryByRole('dialog')).toBeNull(),
    },
  });

beforeAll(async () => {
  await loadCatalogArea('booking');
  await activateLang('en');
});

describe(`${SPACE_BOOKING_MACHINE_ID} through the booking dialog`, () => {
  for (const path of generatePaths(entry)) {
    it(path.description, () => runPath(path, driver(), recorder));
  }
});
