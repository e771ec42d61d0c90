import type { AnyStateMachine } from 'xstate';
import { SPACE_PAYMENT_WINDOW_MS } from '../domain/constants.ts';
import { companySuggestMachine } from './auth/company-suggest.machine.ts';
import { loginDialogMachine } from './auth/login-dialog.machine.ts';
import { qrConfirmMachine } from './auth/qr-confirm.machine.ts';
import { qrLoginMachine } from './auth/qr-login.machine.ts';
import { resetLinkMachine } from './auth/reset-link.machine.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { deadlineClockMachine } from './booking/deadline-clock.machine.ts';
import { orderPollMachine, POLL_FAILURE_LIMIT } from './booking/order-poll.machine.ts';
import { paymentWindowMachine } from './booking/payment-window.machine.ts';
import { sandboxPaymentMachine } from './booking/sandbox-payment.machine.ts';
import { spaceBookingMachine } from './booking/space-booking.machine.ts';
import { dataPageMachine } from './data-page/data-page.machine.ts';
import { portLookupMachine } from './freight/port-lookup.machine.ts';
import { trackingShareMachine } from './orders/tracking-share.machine.ts';
import { profileSubmitMachine } from './profile/profile-submit.machine.ts';
import { recordKindMachines } from './records/record-kinds.ts';
import { searchCriteriaMachine } from './search-criteria/search-criteria.machine.ts';
import { bootstrapMachine } from './shell/bootstrap.machine.ts';
import { contactCardMachine } from './shell/contact-card.machine.ts';
import { themeMachine } from './shell/theme.machine.ts';

/**
 * The one list of the portal's statecharts and what an auditor reads about each. The diagrams and
 * their index (`npm run statecharts`) are drawn from it; the path tests and the coverage gate
 * (`npm run test:paths`) join each entry to its test model, `tests/machines/<area>/<name>.model.ts`.
 */
export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** One sentence for an auditor: what the machine decides. */
  purpose: string;
  /** The spec sections it implements, as text (the spec lives outside the repo). */
  spec: readonly string[];
  /**
   * Values in ms for delays that `setup({ delays })` computes from context; the diagrams and the
   * fake timers need a number. Plain numeric delays are read from the machine itself.
   */
  delays?: Readonly<Record<string, number>>;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    machine: dataPageMachine,
    purpose:
      'Owns a list view: its query, page and sort order, the call that fetches them (a new one cancels the one in flight), retry, and which one of the seven page states it shows.',
    spec: ['§4 Other transitions: the seven page states of a data page', '§7 The API envelope'],
  },
  {
    machine: searchCriteriaMachine,
    purpose: 'Keeps what a search form holds (criteria and the problems found in them) out of React state.',
    spec: ['§3 Search forms of the freight pages', '§4 Other transitions: inquiry'],
  },
  {
    machine: bootstrapMachine,
    purpose:
      'Loads the tenant before the first render, clears a stale authorization when the company changed, and sends mobile visitors to the mobile site.',
    spec: [
      '§1 Branding and mobile redirect',
      '§4 Other transitions: a change of company id clears the authorization',
      '§7 getCompanyInfoById at start',
    ],
  },
  {
    machine: contactCardMachine,
    purpose:
      'Shows the floating customer-service card from its bubble, copies the phone or email, and reports the outcome with a toast and a persona event.',
    spec: ['§1 Customer-service contact card', '§8 Clipboard messages', '§9 Persona types 41 and 25'],
  },
  {
    machine: themeMachine,
    purpose:
      'Applies a valid picked colour to the theme and stores it; refuses anything else and keeps the colour.',
    spec: [
      '§2 Other helpers: theme colour picker',
      '§4 Changing the theme colour restyles the interface',
      '§5 Colour values',
    ],
  },
  {
    machine: qrLoginMachine,
    purpose:
      'Fetches a login QR code and polls its status every 2 seconds until a phone confirms it, refetching an expired code.',
    spec: [
      '§4 QR login',
      '§7 getWebCnLoginQrCode, checkUserIfAuthLogin',
      '§8 QR code fetch failure',
      '§9 poll interval',
    ],
  },
  {
    machine: companySuggestMachine,
    purpose:
      'Suggests companies for the Chinese certification form once more than 2 characters are typed, and keeps the chosen company id until the text is edited.',
    spec: [
      '§3 Certification form, company suggestion item',
      '§5 Chinese certification, company suggestion search',
      '§7 getTycCompanyList',
      '§9 minimum query length 3, page size 20',
    ],
  },
  {
    machine: portLookupMachine,
    purpose:
      'Looks up ports as a code or name is typed into a port field, after a pause, and never lets an older answer replace a newer one.',
    spec: ['§3 Recently used ports (shown instead while the field is empty)', '§9 Recently used port lists'],
  },
  {
    machine: loginDialogMachine,
    purpose:
      'Decides which login dialog view shows (QR, email, create, forgot, expired, change password, certification), what each submit calls, and whether a login ends in the certification form or closes the dialog.',
    spec: [
      '§2 Login dialog',
      '§4 Certification status',
      '§4 Login dialog views',
      '§5 Login, Register, Change password, English and Chinese certification',
      '§6 Staff never get the certification prompt',
      '§7 weblogin, webregister, forgetOrRegistSendMail, forgetPassWordUpdateUser, updateUser',
      '§8 Server messages as error toasts',
    ],
  },
  {
    machine: resetLinkMachine,
    purpose:
      'Decodes a password-reset or activation mail link once, cleans the URL, and says whether the portal opens change password, certification, the expired notice, or nothing.',
    spec: [
      '§4 Password-reset and activation link',
      '§4 Certification status',
      '§7 forgetPasswordDecryptToken',
      '§8 Password-reset decode',
    ],
  },
  {
    machine: sessionMachine,
    purpose:
      'Holds who is logged in (name, user type, certification status), loads the user info, and logs out by clearing the credential, certification status and menus before reloading.',
    spec: [
      '§3 User session',
      '§4 Logout',
      '§7 getUserInfo, webloginOut',
      '§8 A failed user-info fetch is only logged',
      '§9 credential expiry 2',
    ],
  },
  {
    machine: qrConfirmMachine,
    purpose:
      'On a signed-in phone, shows which browser asked to sign in with the scanned QR code and confirms it.',
    spec: ['§4 QR login (the phone side, portal-defined)'],
  },
  {
    machine: sandboxPaymentMachine,
    purpose:
      'On the phone that scanned a payment QR code, shows what it is about to pay and the time left, and pays it in the sandbox; refuses a malformed code without a call.',
    spec: [
      '§4 Payment window of 3 minutes (the phone side, sandbox provider, issue 10)',
      '§9 payment window',
    ],
    // A fresh window; the page's real one is what is left until the payment's expiresAt.
    delays: { windowLeft: SPACE_PAYMENT_WINDOW_MS },
  },
  {
    machine: spaceBookingMachine,
    purpose:
      'Owns the space-booking form (container lines, attorney file), decides which spec §5 problems show, uploads the file, submits the booking and keeps every value through a failure.',
    spec: [
      '§3 Order draft (orderStatus, code_url, orderId, order_form)',
      '§5 Space booking rules',
      '§7 common/uploadfile',
      '§9 upload limit 10 MiB',
    ],
  },
  {
    machine: paymentWindowMachine,
    purpose:
      'Holds the 3-minute payment window of a space order from the time the server says is left, counts it down, polls the order, cancels it on request, and says how it ended.',
    spec: ['§3 Space order statuses', '§4 Payment window of 3 minutes', '§9 payment window, poll interval'],
    // A new order's window; a resumed one's is what the server says is left.
    delays: { paymentWindow: SPACE_PAYMENT_WINDOW_MS },
  },
  {
    machine: deadlineClockMachine,
    purpose:
      'Re-reads the clock once a minute for a booking’s deadline timeline (payment window, DCSA cut-offs, free time at destination) and says whether a deadline is due soon or all have passed.',
    spec: ['Issue 11 (beyond the spec): one deadline clock per booking'],
  },
  {
    machine: orderPollMachine,
    purpose: `Asks for a waiting space order every 2 seconds until it is paid, cancelled or expired; ${POLL_FAILURE_LIMIT} failed polls in a row end it.`,
    spec: ['§4 Payment window: the page polls the order', '§9 poll interval'],
  },
  {
    machine: profileSubmitMachine,
    purpose:
      'Sends one form of the profile page at a time (profile fields, password change, log out everywhere) and keeps the refusal the form shows.',
    spec: ['§3 User info', '§5 Validation: mobile, password rule', 'issue 11: the workspace profile'],
  },
  {
    machine: trackingShareMachine,
    purpose:
      'The "Share tracking" panel of an order: whether its link is live, making a new link (which ends the old one), copying it with a moment of "Copied", revoking it.',
    spec: ['issue 11: shareable tracking (beyond the spec)'],
  },
  // The record kinds: purpose and spec sections are their declarations' (domain/records).
  ...recordKindMachines.map(({ machine, kind }) => ({
    machine,
    purpose: kind.purpose,
    spec: kind.specSections,
  })),
];
