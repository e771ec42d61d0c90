import type { AnyStateMachine } from 'xstate';
import { SPACE_PAYMENT_WINDOW_MS } from '../domain/constants.ts';
import { companySuggestMachine } from './auth/company-suggest.machine.ts';
import { loginDialogMachine } from './auth/login-dialog.machine.ts';
import { qrConfirmMachine } from './auth/qr-confirm.machine.ts';
import { qrLoginMachine } from './auth/qr-login.machine.ts';
import { resetLinkMachine } from './auth/reset-link.machine.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { bookSpaceMachine } from './booking/book-space.machine.ts';
import { deadlineClockMachine } from './booking/deadline-clock.machine.ts';
import { orderPollMachine } from './booking/order-poll.machine.ts';
import { paymentWindowMachine } from './booking/payment-window.machine.ts';
import { sandboxPaymentMachine } from './booking/sandbox-payment.machine.ts';
import { spaceBookingMachine } from './booking/space-booking.machine.ts';
import { dataPageMachine } from './data-page/data-page.machine.ts';
import { portComboboxMachine } from './freight/port-combobox.machine.ts';
import { portLookupMachine } from './freight/port-lookup.machine.ts';
import { trackingShareMachine } from './orders/tracking-share.machine.ts';
import { profileSubmitMachine } from './profile/profile-submit.machine.ts';
import { quotationBasketMachine } from './rates/quotation-basket.machine.ts';
import { recordKindMachines } from './records/record-kinds.ts';
import { searchCriteriaMachine } from './search-criteria/search-criteria.machine.ts';
import { bootstrapMachine } from './shell/bootstrap.machine.ts';
import { contactCardMachine } from './shell/contact-card.machine.ts';
import { themeMachine } from './shell/theme.machine.ts';

/**
 * The one list of the portal's statecharts. Each machine says what an auditor reads about it: its
 * root `description` (what it decides) and `meta.spec` (the spec sections it implements). The
 * diagrams and their index (`npm run statecharts`) are drawn from this list; the path tests and the
 * coverage gate (`npm run test:paths`) join each entry to its test model,
 * `tests/machines/<area>/<name>.model.ts`.
 */
export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** The spec sections it implements, as text (the spec lives outside the repository). */
  spec: readonly string[];
  /**
   * Values in ms for delays that `setup({ delays })` computes from context; the diagrams and the
   * fake timers need a number. Plain numeric delays are read from the machine itself.
   */
  delays?: Readonly<Record<string, number>>;
}

const registered = (machine: AnyStateMachine, delays?: RegisteredMachine['delays']): RegisteredMachine => ({
  machine,
  spec: (machine.root.meta as { spec?: readonly string[] } | undefined)?.spec ?? [],
  ...(delays === undefined ? {} : { delays }),
});

export const machineRegistry: readonly RegisteredMachine[] = [
  ...[
    dataPageMachine,
    searchCriteriaMachine,
    bootstrapMachine,
    contactCardMachine,
    themeMachine,
    qrLoginMachine,
    companySuggestMachine,
    portLookupMachine,
    portComboboxMachine,
    quotationBasketMachine,
    loginDialogMachine,
    resetLinkMachine,
    sessionMachine,
    qrConfirmMachine,
    spaceBookingMachine,
    bookSpaceMachine,
    deadlineClockMachine,
    orderPollMachine,
    profileSubmitMachine,
    trackingShareMachine,
    ...recordKindMachines,
  ].map((machine) => registered(machine)),
  // A fresh window; the page's real one is what is left until the payment's expiresAt.
  registered(sandboxPaymentMachine, { windowLeft: SPACE_PAYMENT_WINDOW_MS }),
  // A new order's window; a resumed one's is what the server says is left.
  registered(paymentWindowMachine, { paymentWindow: SPACE_PAYMENT_WINDOW_MS }),
];
