import type { AnyActorLogic, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { SPACE_PAYMENT_WINDOW_MS, UPLOAD_MAX_BYTES } from '../domain/constants.ts';
import { companySuggestMachine } from './auth/company-suggest.machine.ts';
import { loginDialogMachine } from './auth/login-dialog.machine.ts';
import { qrConfirmMachine } from './auth/qr-confirm.machine.ts';
import { qrLoginMachine } from './auth/qr-login.machine.ts';
import { resetLinkMachine } from './auth/reset-link.machine.ts';
import {
  sampleActivation,
  sampleChineseCertification,
  sampleEnglishCertification,
  sampleExpiredLink,
  sampleResetGrant,
  sampleUserInfo,
  sampleValidateMap,
} from './auth/samples.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { deadlineClockMachine } from './booking/deadline-clock.machine.ts';
import { TRANSPORT_FAILURE_CODE } from './booking/failure.ts';
import { orderPollMachine, POLL_FAILURE_LIMIT } from './booking/order-poll.machine.ts';
import { sampleSandboxPayment } from './booking/pay-samples.ts';
import { paymentWindowMachine } from './booking/payment-window.machine.ts';
import {
  sampleApiFailure,
  sampleCancelledDraft,
  sampleDraft,
  sampleExpiredDraft,
  sampleOffer,
  samplePaidDraft,
  sampleUploadedFile,
} from './booking/samples.ts';
import { sandboxPaymentMachine } from './booking/sandbox-payment.machine.ts';
import { spaceBookingMachine } from './booking/space-booking.machine.ts';
import { spaceOrderMachine } from './booking/space-order.machine.ts';
import { dataPageMachine } from './data-page/data-page.machine.ts';
import { keywordOf, optionsOf, portComboboxMachine } from './freight/port-combobox.machine.ts';
import { portLookupMachine } from './freight/port-lookup.machine.ts';
import { grabRequestMachine } from './grab-requests/grab-request.machine.ts';
import { orderProgressMachine } from './orders/order-progress.machine.ts';
import { trackingShareMachine } from './orders/tracking-share.machine.ts';
import { profileSubmitMachine } from './profile/profile-submit.machine.ts';
import { quotationBasketMachine } from './rates/quotation-basket.machine.ts';
import { reservationMachine } from './reservations/reservation.machine.ts';
import { searchCriteriaMachine } from './search-criteria/search-criteria.machine.ts';
import { bootstrapMachine } from './shell/bootstrap.machine.ts';
import { contactCardMachine } from './shell/contact-card.machine.ts';
import { sampleContact, sampleTenant } from './shell/samples.ts';
import { themeMachine } from './shell/theme.machine.ts';

/**
 * The one list of the portal's statecharts. The diagrams and their index (`npm run statecharts`),
 * the generated path tests and the coverage gate (`npm run test:paths`) all read it: registering a
 * machine here is all it takes for it to be drawn, documented and tested.
 */

/** Stands in for an invoked actor while path tests run. */
export interface ActorFake {
  /**
   * The logic provided in place of the real actor (`machine.provide({ actors })`). Default: a
   * promise that never settles, so the path test alone decides how the actor ends.
   */
  logic?: AnyActorLogic;
  /** Sample outputs; each becomes an `xstate.done.actor.<invoke id>` branch. Default: one, undefined. */
  done?: readonly unknown[];
  /** Sample errors; each becomes an `xstate.error.actor.<invoke id>` branch. Default: one, undefined. */
  error?: readonly unknown[];
  /**
   * Sample snapshots the actor reports to an `onSnapshot` of its invoke; each becomes an
   * `xstate.snapshot.<invoke id>` branch. Plain `{ value, context }` objects: the machine reads
   * no more of them.
   */
  snapshot?: readonly unknown[];
}

type MachineEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;

/** At least one sample per event type the machine declares, with realistic payloads. */
export type EventSamples<TMachine extends AnyStateMachine> = {
  [TType in MachineEvent<TMachine>['type']]: readonly [
    Extract<MachineEvent<TMachine>, { type: TType }>,
    ...Extract<MachineEvent<TMachine>, { type: TType }>[],
  ];
};

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** One sentence for an auditor: what the machine decides. */
  purpose: string;
  /** The spec sections it implements, as text (the spec lives outside the repo). */
  spec: readonly string[];
  /**
   * Identity of a state for path generation: the value plus only the context that changes
   * behaviour. Everything else makes traversal explode or never end.
   */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Sample events; every sample is tried wherever the machine accepts its type. */
  events: EventSamples<TMachine>;
  /**
   * The input every path starts the machine with, for machines that take one. Guards that read
   * it are covered by varying the events and actor outputs, not the input.
   */
  input?: InputFrom<TMachine>;
  /** Fakes for invoked actors, keyed by the `src` name declared in `setup({ actors })`. */
  actors?: Readonly<Record<string, ActorFake>>;
  /**
   * Values in ms for delays that `setup({ delays })` computes from context; the docs and the fake
   * timers need a number. Plain numeric delays are read from the machine itself.
   */
  delays?: Readonly<Record<string, number>>;
}

/** Keeps each entry's types tied to its machine while the registry holds them side by side. */
export const defineMachineEntry = <TMachine extends AnyStateMachine>(
  entry: MachineEntry<TMachine>,
): MachineEntry => entry as unknown as MachineEntry;

export const machineRegistry: readonly MachineEntry[] = [
  defineMachineEntry({
    machine: dataPageMachine,
    purpose:
      'Owns a list view: its query, page and sort order, the call that fetches them (a new one cancels the one in flight), retry, and which one of the seven page states it shows.',
    spec: ['§4 Other transitions: the seven page states of a data page', '§7 The API envelope'],
    // Only where a failure shows (default, content) does it change behaviour: whether RETRY is taken.
    serializeState: (snapshot) =>
      snapshot.matches('default') || snapshot.matches('content')
        ? JSON.stringify({ value: snapshot.value, retry: snapshot.can({ type: 'RETRY' }) })
        : JSON.stringify(snapshot.value),
    input: { pageSize: 10 },
    events: {
      LOAD: [{ type: 'LOAD' }, { type: 'LOAD', query: { pol: 'CNSHA', pod: 'NLRTM' } }],
      SEARCH: [{ type: 'SEARCH', query: { pol: 'CNSHA', pod: 'NLRTM' } }],
      PAGE: [{ type: 'PAGE', page: 2 }],
      SORT: [{ type: 'SORT', sort: 'transitTime' }],
      RETRY: [{ type: 'RETRY' }],
      UNAUTHORIZED: [{ type: 'UNAUTHORIZED' }],
      RESET: [{ type: 'RESET' }],
    },
    actors: {
      fetchPage: {
        done: [
          // A page of 42 rows whose rows a page renders from its own fixtures: none here.
          {
            code: '1',
            message: '',
            data: { result: { list: [], pageNo: 1, pageSize: 10, total: 42 }, rows: 10, total: 42 },
          },
          {
            code: '1',
            message: '',
            data: { result: { list: [], pageNo: 1, pageSize: 10, total: 0 }, rows: 0, total: 0 },
          },
          { code: '404', message: 'No route between these ports' },
          { code: '403', message: 'Certified customers only' },
          { code: '400', message: 'The port of loading must be a UN/LOCODE' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: searchCriteriaMachine,
    purpose: 'Keeps what a search form holds (criteria and the problems found in them) out of React state.',
    spec: ['§3 Search forms of the freight pages', '§4 Other transitions: inquiry'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: { values: { pol: '', pod: '', directOnly: false } },
    events: {
      EDIT: [
        { type: 'EDIT', field: 'pol', value: 'CNSHA' },
        { type: 'EDIT', field: 'directOnly', value: true },
      ],
      RESET: [{ type: 'RESET' }],
    },
  }),
  defineMachineEntry({
    machine: bootstrapMachine,
    purpose:
      'Loads the tenant before the first render, clears a stale authorization when the company changed, and sends mobile visitors to the mobile site.',
    spec: [
      '§1 Branding and mobile redirect',
      '§4 Other transitions: a change of company id clears the authorization',
      '§7 getCompanyInfoById at start',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    // A returning mobile visitor of company 1: the tenant samples decide which guard holds.
    input: { storedCompanyId: 1, isMobileDevice: true },
    events: { RETRY: [{ type: 'RETRY' }] },
    actors: {
      loadTenant: {
        done: [
          sampleTenant(),
          sampleTenant({ companyId: 2 }),
          sampleTenant({ mobileDomainName: 'm.example.com' }),
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: contactCardMachine,
    purpose:
      'Shows the floating customer-service card from its bubble, copies the phone or email, and reports the outcome with a toast and a persona event.',
    spec: ['§1 Customer-service contact card', '§8 Clipboard messages', '§9 Persona types 41 and 25'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      TOGGLE: [{ type: 'TOGGLE' }],
      CLOSE: [{ type: 'CLOSE' }],
      COPY: [
        { type: 'COPY', target: 'phone' },
        { type: 'COPY', target: 'email' },
      ],
    },
    actors: {
      loadContact: { done: [sampleContact], error: [new Error('network')] },
      copyToClipboard: { done: [undefined], error: [new Error('denied')] },
    },
  }),
  defineMachineEntry({
    machine: themeMachine,
    purpose:
      'Applies a valid picked colour to the theme and stores it; refuses anything else and keeps the colour.',
    spec: [
      '§2 Other helpers: theme colour picker',
      '§4 Changing the theme colour restyles the interface',
      '§5 Colour values',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: { colour: '#409eff' },
    events: {
      PICK: [
        { type: 'PICK', value: 'rgb(255,0,0)' },
        { type: 'PICK', value: 'rgb(256,0,0)' },
      ],
      RESET: [{ type: 'RESET', value: '#409eff' }],
    },
  }),
  defineMachineEntry({
    machine: qrLoginMachine,
    purpose:
      'Fetches a login QR code and polls its status every 2 seconds until a phone confirms it, refetching an expired code.',
    spec: [
      '§4 QR login',
      '§7 getWebCnLoginQrCode, checkUserIfAuthLogin',
      '§8 QR code fetch failure',
      '§9 poll interval',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: { companyId: 1, webFlag: 1 },
    events: { RETRY: [{ type: 'RETRY' }] },
    actors: {
      fetchQrCode: {
        done: [
          { code: '1', message: '', logoQrCode: 'data:image/png;base64,AAAA', logoQrCodeUUID: 'uuid-1' },
          { code: '0', message: 'QR service unavailable' },
        ],
        error: [new Error('network')],
      },
      checkQrLogin: {
        done: [
          { code: '1', message: '', validateMap: sampleValidateMap() },
          { code: '2', message: 'QR code expired' },
          { code: '0', message: 'not confirmed yet' },
          { code: '429', message: 'Too many requests' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: companySuggestMachine,
    purpose:
      'Suggests companies for the Chinese certification form once more than 2 characters are typed, and keeps the chosen company id until the text is edited.',
    spec: [
      '§3 Certification form, company suggestion item',
      '§5 Chinese certification, company suggestion search',
      '§7 getTycCompanyList',
      '§9 minimum query length 3, page size 20',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: {},
    events: {
      TYPE: [
        { type: 'TYPE', text: '示例' },
        { type: 'TYPE', text: '示例货运' },
      ],
      CHOOSE: [
        { type: 'CHOOSE', company: { id: 42, name: '示例货运有限公司', nameEn: 'Sample Freight Co., Ltd.' } },
      ],
      DISMISS: [{ type: 'DISMISS' }],
    },
    actors: {
      searchCompanies: {
        done: [
          {
            code: '1',
            message: '',
            items: [{ id: 42, name: '示例货运有限公司', nameEn: 'Sample Freight Co., Ltd.' }],
          },
          { code: '500', message: 'directory unavailable' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: portLookupMachine,
    purpose:
      'Looks up ports as a code or name is typed into a port field, after a pause, and never lets an older answer replace a newer one.',
    spec: ['§3 Recently used ports (shown instead while the field is empty)', '§9 Recently used port lists'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      SEARCH: [
        { type: 'SEARCH', query: { keyword: 'rotter' } },
        { type: 'SEARCH', query: { keyword: '上海', kind: 'seaport' } },
      ],
      STOP: [{ type: 'STOP' }],
    },
    actors: {
      searchPorts: {
        done: [
          [
            {
              code: 'NLRTM',
              nameEn: 'Rotterdam',
              nameCn: '鹿特丹',
              country: 'NL',
              kind: 'seaport',
              timeZone: 'Europe/Amsterdam',
              lat: 51.95,
              lon: 4.14,
            },
          ],
          [],
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: portComboboxMachine,
    purpose:
      'Runs a port field as an ARIA combobox: opens and closes its list, moves the active option by keyboard, chooses a port (or takes a UN/LOCODE typed in full), offers the recently used ports for an empty field and has the portLookup child look up typed text.',
    spec: ['§3 Recently used ports (shown instead while the field is empty)', '§9 Recently used port lists'],
    // What the guards read: the list open or closed, whether the field has a port, whether there
    // is typed text to look up, whether the list has options and an active one. One typed text and
    // no recent list keep the paths few; the app tests type codes and use the recent lists.
    serializeState: (snapshot) => {
      const { context } = snapshot;
      return JSON.stringify({
        value: snapshot.value,
        port: context.value !== null,
        keyword: keywordOf(context) !== '',
        options: optionsOf(context).length > 0,
        active: context.active >= 0,
      });
    },
    input: { value: null, kind: 'seaport' },
    events: {
      OPEN: [{ type: 'OPEN' }],
      CLOSE: [{ type: 'CLOSE' }],
      DISMISS: [{ type: 'DISMISS' }],
      INPUT: [{ type: 'INPUT', text: 'rotter' }],
      NEXT: [{ type: 'NEXT' }],
      PREVIOUS: [{ type: 'PREVIOUS' }],
      FIRST: [{ type: 'FIRST' }],
      LAST: [{ type: 'LAST' }],
      CHOOSE_ACTIVE: [{ type: 'CHOOSE_ACTIVE' }],
      SELECT: [
        { type: 'SELECT', port: { code: 'NLRTM', nameEn: 'Rotterdam', nameCn: '鹿特丹', country: 'NL' } },
      ],
      VALUE: [{ type: 'VALUE', value: null }],
    },
    actors: {
      portLookup: {
        snapshot: [
          { value: 'searching', context: { ports: [] } },
          {
            value: 'found',
            context: {
              ports: [
                {
                  code: 'NLRTM',
                  nameEn: 'Rotterdam',
                  nameCn: '鹿特丹',
                  country: 'NL',
                  kind: 'seaport',
                  timeZone: 'Europe/Amsterdam',
                  lat: 51.95,
                  lon: 4.14,
                },
              ],
            },
          },
          { value: 'failed', context: { ports: [] } },
        ],
      },
    },
  }),
  defineMachineEntry({
    machine: quotationBasketMachine,
    purpose:
      'Holds the rates a customer picks for a quotation (at most 10, 1 to 999 containers each) and saves them once: the page then opens the quotation, or shows why it was not saved.',
    spec: ['§2 /quotation: save quotation', '§6 Rate features are visible to certified customers'],
    // Whether the basket is empty decides SAVE; its rates and counts decide nothing else.
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, items: snapshot.context.items.length > 0 }),
    events: {
      ADD: [{ type: 'ADD', rateId: 11 }],
      SET_QUANTITY: [{ type: 'SET_QUANTITY', rateId: 11, quantity: 2 }],
      REMOVE: [{ type: 'REMOVE', rateId: 11 }],
      CLEAR: [{ type: 'CLEAR' }],
      SAVE: [{ type: 'SAVE' }],
    },
    actors: {
      saveQuotation: {
        done: [{ id: 'q-1' }],
        error: [sampleApiFailure('401', 'Please log in again'), new Error('network')],
      },
    },
  }),
  defineMachineEntry({
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
    // The language changes which views are reachable; it only matters while the dialog is open.
    serializeState: (snapshot) =>
      snapshot.value === 'closed'
        ? 'closed'
        : JSON.stringify({ value: snapshot.value, lang: snapshot.context.lang }),
    input: { companyId: 1, programJurisdictionFlag: 3 },
    events: {
      OPEN: [
        { type: 'OPEN', lang: 'cn' },
        { type: 'OPEN', lang: 'en' },
        { type: 'OPEN', lang: 'en', view: 'emailLogin' },
        { type: 'OPEN', lang: 'en', view: 'changePassword', grant: sampleResetGrant },
        { type: 'OPEN', lang: 'en', view: 'emailExpired', account: sampleExpiredLink },
        { type: 'OPEN', lang: 'en', view: 'certification', certificationStatus: 4 },
        { type: 'OPEN', lang: 'cn', view: 'certification', certificationStatus: 2 },
        { type: 'OPEN', lang: 'en', view: 'certification', certificationStatus: 3 },
      ],
      CLOSE: [{ type: 'CLOSE' }],
      SHOW_QR_LOGIN: [{ type: 'SHOW_QR_LOGIN' }],
      SHOW_EMAIL_LOGIN: [{ type: 'SHOW_EMAIL_LOGIN' }],
      SHOW_CREATE: [{ type: 'SHOW_CREATE' }],
      SHOW_FORGOT: [{ type: 'SHOW_FORGOT' }],
      FIELD_EDITED: [{ type: 'FIELD_EDITED', field: 'email' }],
      SUBMIT_LOGIN: [
        { type: 'SUBMIT_LOGIN', form: { email: 'san.zhang@example.com', password: 'secret12' } },
        { type: 'SUBMIT_LOGIN', form: { email: 'san.zhang@', password: '' } },
      ],
      SUBMIT_REGISTER: [
        {
          type: 'SUBMIT_REGISTER',
          form: { name: 'San Zhang', email: 'san.zhang@example.com', password: 'secret12', agreement: true },
        },
        {
          type: 'SUBMIT_REGISTER',
          form: { name: 'San Zhang', email: 'san.zhang@example.com', password: 'secret12', agreement: false },
        },
      ],
      SUBMIT_FORGOT: [
        { type: 'SUBMIT_FORGOT', form: { email: 'san.zhang@example.com' } },
        { type: 'SUBMIT_FORGOT', form: { email: 'san.zhang' } },
      ],
      SUBMIT_CHANGE_PASSWORD: [
        {
          type: 'SUBMIT_CHANGE_PASSWORD',
          form: { email: 'san.zhang@example.com', password: 'newpass34', repeatPassword: 'newpass34' },
        },
        {
          type: 'SUBMIT_CHANGE_PASSWORD',
          form: { email: 'san.zhang@example.com', password: 'newpass34', repeatPassword: 'newpass35' },
        },
      ],
      SUBMIT_CERTIFICATION: [
        { type: 'SUBMIT_CERTIFICATION', lang: 'en', form: sampleEnglishCertification },
        { type: 'SUBMIT_CERTIFICATION', lang: 'cn', form: sampleChineseCertification },
        {
          type: 'SUBMIT_CERTIFICATION',
          lang: 'cn',
          form: { ...sampleChineseCertification, companyNameId: null },
        },
      ],
      RESEND: [{ type: 'RESEND' }],
    },
    actors: {
      // The QR child machine has its own entry; here only its outcome matters.
      qrLogin: {
        done: [
          { validateMap: sampleValidateMap() },
          { validateMap: sampleValidateMap({ certificationStatus: 3 }) },
        ],
      },
      login: {
        done: [
          { code: '1', message: '', validateMap: sampleValidateMap({ certificationStatus: 4 }) },
          { code: '1', message: '', validateMap: sampleValidateMap({ userType: 2 }) },
          { code: '0', message: 'Wrong email or password' },
        ],
        error: [new Error('network')],
      },
      register: {
        done: [
          { code: '1', message: '' },
          { code: '0', message: 'This email is already registered' },
        ],
        error: [new Error('network')],
      },
      sendMail: {
        done: [
          { code: '1', message: '' },
          { code: '429', message: 'Too many mails, try later' },
        ],
        error: [new Error('network')],
      },
      resetPassword: {
        done: [
          { code: '1', message: '' },
          { code: '0', message: 'The reset grant has expired' },
        ],
        error: [new Error('network')],
      },
      submitCertification: {
        done: [
          { code: '1', message: '', validateMap: { nameCn: '张三', nameEn: 'San Zhang' } },
          { code: '0', message: 'Certification refused' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: resetLinkMachine,
    purpose:
      'Decodes a password-reset or activation mail link once, cleans the URL, and says whether the portal opens change password, certification, the expired notice, or nothing.',
    spec: [
      '§4 Password-reset and activation link',
      '§4 Certification status',
      '§7 forgetPasswordDecryptToken',
      '§8 Password-reset decode',
    ],
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, sendFlag: snapshot.context.sendFlag }),
    input: { companyId: 1, programJurisdictionFlag: 3 },
    events: {
      LINK_OPENED: [
        { type: 'LINK_OPENED', sendFlag: 1, token: 'reset-token' },
        { type: 'LINK_OPENED', sendFlag: 2, token: 'activation-token' },
      ],
    },
    actors: {
      decodeToken: {
        done: [
          { code: '1', message: '', validateMap: sampleResetGrant },
          { code: '1', message: '', validateMap: sampleActivation() },
          { code: '1', message: '', validateMap: sampleActivation({ certificationStatus: 3 }) },
          { code: '2', message: 'The link has expired', validateMap: sampleExpiredLink },
          { code: '0', message: 'Invalid link' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
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
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: { companyId: 1 },
    events: {
      LOGGED_IN: [{ type: 'LOGGED_IN', validateMap: sampleValidateMap() }],
      RESTORE: [
        {
          type: 'RESTORE',
          session: {
            userId: 7,
            userName: '张三',
            nameEn: 'San Zhang',
            apiKey: 'api-key-7',
            headPic: '',
            userType: 1,
            certificationStatus: 3,
            customerType: 1,
            phone: '13800000000',
            companyId: 1,
          },
        },
      ],
      CERTIFICATION_STATUS: [{ type: 'CERTIFICATION_STATUS', certificationStatus: 2 }],
      USER_INFO_CHANGED: [{ type: 'USER_INFO_CHANGED', userInfo: { ...sampleUserInfo, nameCn: '张小三' } }],
      LOGOUT: [{ type: 'LOGOUT' }],
      UNAUTHORIZED: [{ type: 'UNAUTHORIZED' }],
    },
    actors: {
      loadUserInfo: { done: [sampleUserInfo], error: [new Error('network')] },
      logout: {
        done: [
          { code: '1', message: '' },
          { code: '401', message: 'Session expired' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: qrConfirmMachine,
    purpose:
      'On a signed-in phone, shows which browser asked to sign in with the scanned QR code and confirms it.',
    spec: ['§4 QR login (the phone side, portal-defined)'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: { code: 'scan-code' },
    events: { SIGNED_IN: [{ type: 'SIGNED_IN' }], CONFIRM: [{ type: 'CONFIRM' }] },
    actors: {
      loadRequest: {
        done: [
          {
            code: '1',
            message: '',
            data: {
              device: 'Chrome on Windows',
              userAgent: 'Mozilla/5.0',
              ip: '127.0.0.1',
              requestedAt: '2026-11-21T08:00:00Z',
              expiresAt: '2026-11-21T08:02:00Z',
            },
          },
          { code: '2', message: 'expired' },
        ],
        error: [new Error('network')],
      },
      confirm: {
        done: [
          { code: '1', message: '' },
          { code: '2', message: 'expired' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: sandboxPaymentMachine,
    purpose:
      'On the phone that scanned a payment QR code, shows what it is about to pay and the time left, and pays it in the sandbox; refuses a malformed code without a call.',
    spec: [
      '§4 Payment window of 3 minutes (the phone side, sandbox provider, issue 10)',
      '§9 payment window',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      OPEN: [
        { type: 'OPEN', code: 'sandbox-code-0123456789' },
        { type: 'OPEN', code: 'not a code' },
      ],
      CONFIRM: [{ type: 'CONFIRM' }],
      RETRY: [{ type: 'RETRY' }],
    },
    actors: {
      // The app's calls reject with the envelope's code and message (failure.ts), or a transport error.
      loadPayment: {
        done: [
          { payment: sampleSandboxPayment('open'), remainingMs: 120_000 },
          { payment: sampleSandboxPayment('paid'), remainingMs: 0 },
          { payment: sampleSandboxPayment('closed'), remainingMs: 0 },
        ],
        error: [
          { code: '404', message: 'This payment code is not valid' },
          { code: '429', message: 'Too many attempts; please wait a moment and try again' },
          new Error('network'),
        ],
      },
      confirmPayment: {
        done: [
          { payment: sampleSandboxPayment('paid'), remainingMs: 0 },
          { payment: sampleSandboxPayment('closed'), remainingMs: 0 },
        ],
        error: [
          { code: '404', message: 'This payment code is not valid' },
          { code: '0', message: 'This order is closed and can no longer be paid' },
          new Error('network'),
        ],
      },
    },
    // A fresh window; the page's real one is what is left until the payment's expiresAt.
    delays: { windowLeft: SPACE_PAYMENT_WINDOW_MS },
  }),
  defineMachineEntry({
    machine: spaceBookingMachine,
    purpose:
      'Owns the space-booking form (container lines, attorney file), decides which spec §5 problems show, uploads the file, submits the booking and keeps every value through a failure.',
    spec: [
      '§3 Order draft (orderStatus, code_url, orderId, order_form)',
      '§5 Space booking rules',
      '§7 common/uploadfile',
      '§9 upload limit 10 MiB',
    ],
    // Everything a guard reads: the lines as typed (by position), whether a file is uploaded.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        lines: snapshot.context.lines.map((line) => `${line.containerType}:${line.quantity}`),
        file: snapshot.context.file !== null,
      }),
    events: {
      OPEN: [
        { type: 'OPEN', offer: sampleOffer(), customerType: 1 },
        { type: 'OPEN', offer: sampleOffer(), customerType: null },
        {
          type: 'OPEN',
          offer: sampleOffer({
            lines: [{ containerType: '40HQ', remaining: 0, unitPrice: 2150, currency: 'USD' }],
          }),
          customerType: 1,
        },
      ],
      ADD_LINE: [{ type: 'ADD_LINE' }],
      REMOVE_LINE: [{ type: 'REMOVE_LINE', index: 1 }],
      // The first line's type and quantity typed again: the model stays small (every line change
      // would multiply the paths), and the rules are the domain's, tested there and in tests/app.
      SET_TYPE: [{ type: 'SET_TYPE', index: 0, containerType: '40HQ' }],
      SET_QUANTITY: [{ type: 'SET_QUANTITY', index: 0, quantity: '1' }],
      BLUR: [{ type: 'BLUR', field: 'attorneyFile' }],
      CHOOSE_FILE: [
        { type: 'CHOOSE_FILE', file: { name: 'attorney.pdf', size: 120_000 } },
        { type: 'CHOOSE_FILE', file: { name: 'scan.png', size: UPLOAD_MAX_BYTES + 1 } },
      ],
      SUBMIT: [{ type: 'SUBMIT' }],
      CLOSE: [{ type: 'CLOSE' }],
    },
    actors: {
      uploadFile: {
        done: [sampleUploadedFile],
        error: [sampleApiFailure('400', 'Only PDF, JPEG or PNG files can be uploaded')],
      },
      bookSpace: {
        done: [sampleDraft()],
        error: [
          sampleApiFailure('0', 'Not enough 40HQ space is left any more; reduce the quantity and try again'),
        ],
      },
    },
  }),
  defineMachineEntry({
    machine: paymentWindowMachine,
    purpose:
      'Holds the 3-minute payment window of a space order from the time the server says is left, counts it down, polls the order, cancels it on request, and says how it ended.',
    spec: ['§3 Space order statuses', '§4 Payment window of 3 minutes', '§9 payment window, poll interval'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      SHOW: [{ type: 'SHOW', draft: sampleDraft() }],
      RESUME: [{ type: 'RESUME', orderId: 81 }],
      CANCEL: [{ type: 'CANCEL' }],
      CONFIRM_CANCEL: [{ type: 'CONFIRM_CANCEL' }],
      KEEP: [{ type: 'KEEP' }],
      CLOSE: [{ type: 'CLOSE' }],
    },
    actors: {
      getSpaceOrder: {
        done: [sampleDraft(), samplePaidDraft(), sampleExpiredDraft(), sampleCancelledDraft()],
        error: [sampleApiFailure('404', 'No such order')],
      },
      cancelSpaceOrder: {
        done: [sampleCancelledDraft()],
        error: [sampleApiFailure('0', 'The order’s current status does not allow this')],
      },
      // The orderPoll child has its own entry; here only how it ended matters.
      pollOrder: {
        done: [
          { outcome: 'settled', draft: samplePaidDraft() },
          { outcome: 'settled', draft: sampleExpiredDraft() },
          { outcome: 'settled', draft: sampleCancelledDraft() },
          { outcome: 'unreadable', failure: { code: '404', message: 'No such order' } },
          { outcome: 'lost', failure: { code: TRANSPORT_FAILURE_CODE, message: '' } },
        ],
      },
    },
    // A new order's window; a resumed one's is what the server says is left.
    delays: { paymentWindow: SPACE_PAYMENT_WINDOW_MS },
  }),
  defineMachineEntry({
    machine: deadlineClockMachine,
    purpose:
      'Re-reads the clock once a minute for a booking’s deadline timeline (payment window, DCSA cut-offs, free time at destination) and says whether a deadline is due soon or all have passed.',
    spec: ['Issue 11 (beyond the spec): one deadline clock per booking'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    // A documentation cut-off three days after the timeline opens; the clock reads cover each outcome.
    input: {
      deadlines: [
        {
          kind: 'cutOff',
          code: 'DCO',
          at: '2026-12-04T02:00:00.000Z',
          port: 'CNSHA',
          timeZone: 'Asia/Shanghai',
        },
      ],
      now: Date.parse('2026-12-01T02:00:00.000Z'),
    },
    events: {},
    actors: {
      readClock: {
        done: [
          Date.parse('2026-12-01T02:01:00.000Z'),
          Date.parse('2026-12-03T02:00:00.000Z'),
          Date.parse('2026-12-04T02:00:00.000Z'),
        ],
      },
    },
  }),
  defineMachineEntry({
    machine: orderPollMachine,
    purpose: `Asks for a waiting space order every 2 seconds until it is paid, cancelled or expired; ${POLL_FAILURE_LIMIT} failed polls in a row end it.`,
    spec: ['§4 Payment window: the page polls the order', '§9 poll interval'],
    // The failures in a row decide when a blip ends the polling.
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, failures: snapshot.context.failures }),
    input: { orderId: 81 },
    events: {},
    actors: {
      getSpaceOrder: {
        done: [sampleDraft({}, 176_000), samplePaidDraft()],
        error: [new Error('network'), sampleApiFailure('404', 'No such order')],
      },
    },
  }),
  defineMachineEntry({
    machine: grabRequestMachine,
    purpose:
      'The life of a grab request from the one transition table the server applies: which of grant, refuse and delete its owner or staff may send in each status.',
    spec: [
      '§3 Spot booking (grab space) statuses',
      '§4 Deletion refused when the status does not allow it',
      '§8 "Cannot delete in the current state"',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      SHOW: [
        { type: 'SHOW', status: 'toBeHandled' },
        { type: 'SHOW', status: 'granted' },
        { type: 'SHOW', status: 'refused' },
        { type: 'SHOW', status: 'deleted' },
      ],
      GRANT: [
        { type: 'GRANT', by: 'staff' },
        { type: 'GRANT', by: 'owner' },
      ],
      REFUSE: [
        { type: 'REFUSE', by: 'staff' },
        { type: 'REFUSE', by: 'owner' },
      ],
      DELETE: [
        { type: 'DELETE', by: 'owner' },
        { type: 'DELETE', by: 'staff' },
      ],
    },
  }),
  defineMachineEntry({
    machine: spaceOrderMachine,
    purpose:
      'The life of a space order from the transition table the server applies: paid, expired or cancelled while its payment window is open, then completed, refused (refunded) or returned by staff.',
    spec: [
      '§3 Space order statuses',
      '§4 Payment window of 3 minutes',
      '§3 Refused with a reason, refunded in full within 3 working days',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      pay: [
        { type: 'pay', by: 'system' },
        { type: 'pay', by: 'owner' },
      ],
      expire: [
        { type: 'expire', by: 'system' },
        { type: 'expire', by: 'staff' },
      ],
      cancel: [
        { type: 'cancel', by: 'owner' },
        { type: 'cancel', by: 'staff' },
      ],
      complete: [
        { type: 'complete', by: 'staff' },
        { type: 'complete', by: 'owner' },
      ],
      refuse: [
        { type: 'refuse', by: 'staff', reason: 'Vessel omitted the port' },
        { type: 'refuse', by: 'staff', reason: ' ' },
        { type: 'refuse', by: 'owner', reason: 'no' },
      ],
      return: [
        { type: 'return', by: 'staff', reason: 'Fix the shipper name' },
        { type: 'return', by: 'staff' },
      ],
    },
  }),
  defineMachineEntry({
    machine: profileSubmitMachine,
    purpose:
      'Sends one form of the profile page at a time (profile fields, password change, log out everywhere) and keeps the refusal the form shows.',
    spec: ['§3 User info', '§5 Validation: mobile, password rule', 'issue 11: the workspace profile'],
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, refused: snapshot.context.refusal !== null }),
    events: {
      SUBMIT: [{ type: 'SUBMIT', input: { oldPassword: 'abc12345', password: 'new12345', webFlag: 2 } }],
      DISMISS: [{ type: 'DISMISS' }],
    },
    actors: {
      submit: {
        done: [
          { code: '1', message: 'Your profile was saved' },
          { code: '400', message: 'Invalid mobile number', field: 'mobile' },
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: reservationMachine,
    purpose:
      'The life of an advance booking from the transition table the server applies: staff approve it or refuse it with a reason, its owner cancels it while it waits for the audit.',
    spec: ['§3 Reservation statuses', 'issue 11: advance bookings and the staff audit'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      APPROVE: [
        { type: 'APPROVE', by: 'staff' },
        { type: 'APPROVE', by: 'owner' },
      ],
      REFUSE: [
        { type: 'REFUSE', by: 'staff', reason: 'No space on this loop that week' },
        { type: 'REFUSE', by: 'staff', reason: '  ' },
        { type: 'REFUSE', by: 'owner', reason: 'No longer needed' },
      ],
      CANCEL: [
        { type: 'CANCEL', by: 'owner' },
        { type: 'CANCEL', by: 'staff' },
      ],
    },
  }),
  defineMachineEntry({
    machine: orderProgressMachine,
    purpose:
      'The life of an order from the transition table the server applies: staff move it through the eight booking progress steps one at a time, with the booking and B/L numbers where a step needs them; its owner cancels it before customer service confirms it.',
    spec: ['§4 Booking progress steps', 'issue 11: orders and the staff queue'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      customerServiceConfirm: [
        { type: 'customerServiceConfirm', by: 'staff' },
        { type: 'customerServiceConfirm', by: 'owner' },
      ],
      bookingSuccess: [
        { type: 'bookingSuccess', by: 'staff', bookingNumber: 'COSU6301234567' },
        { type: 'bookingSuccess', by: 'staff' },
      ],
      packingDone: [{ type: 'packingDone', by: 'staff' }],
      declared: [{ type: 'declared', by: 'staff' }],
      billOfLadingConfirm: [
        { type: 'billOfLadingConfirm', by: 'staff', blNumber: 'COSU8812345670' },
        { type: 'billOfLadingConfirm', by: 'staff', blNumber: ' ' },
      ],
      billConfirm: [{ type: 'billConfirm', by: 'staff' }],
      done: [{ type: 'done', by: 'staff' }],
      cancel: [
        { type: 'cancel', by: 'owner' },
        { type: 'cancel', by: 'staff' },
      ],
    },
  }),
  defineMachineEntry({
    machine: trackingShareMachine,
    purpose:
      'The "Share tracking" panel of an order: whether its link is live, making a new link (which ends the old one), copying it with a moment of "Copied", revoking it.',
    spec: ['issue 11: shareable tracking (beyond the spec)'],
    // Only whether a link is live and whether its token is known change what the owner may do.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        active: snapshot.context.share?.active === true,
        link: snapshot.context.token !== null,
      }),
    input: { orderId: 41 },
    events: {
      SHARE: [{ type: 'SHARE' }, { type: 'SHARE', validDays: 7 }],
      REVOKE: [{ type: 'REVOKE' }],
      COPY: [{ type: 'COPY' }],
      RETRY: [{ type: 'RETRY' }],
    },
    actors: {
      loadShare: {
        done: [
          { active: false, createdAt: null, expiresAt: null },
          { active: true, createdAt: '2026-11-23T08:00:00.000Z', expiresAt: null },
        ],
        error: [{ code: '404', message: 'No such order' }],
      },
      createShare: {
        done: [
          {
            active: true,
            createdAt: '2026-11-23T08:00:00.000Z',
            expiresAt: null,
            token: 'q5V2l3cXbJm0Q0yQ8H1r3m8wD7e8mQ5t2T6b1nX4kZ0',
          },
        ],
        error: [new Error('network')],
      },
      revokeShare: {
        done: [{ active: false, createdAt: null, expiresAt: null }],
        error: [new Error('network')],
      },
      copyLink: { done: [undefined], error: [new Error('denied')] },
    },
  }),
];
