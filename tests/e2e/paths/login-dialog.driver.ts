// The loginDialog machine in the real app (spec §2 Login dialog, §4 views, §5 forms, §8 messages):
// the dialog as its openers open it (the header's Login button, the "Sign in with email" of the
// phone's QR page, a reset or activation link, the rate gate's "Certify now"), its views clicked
// and typed by label in the path's language, each call held and answered by the model's sample (the network failing, a 502 without
// an envelope, the server's code) or by the real server where one answers the same for any
// address. A made-up login of a sample is a session the server does not know: its user-info read
// stays held, so that the page does not sign it out again.
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { LoginDialogWidth } from '../../../domain/constants.ts';
import {
  type FieldProblems,
  type LoginDialogEvent,
  problemsOf,
} from '../../../machines/auth/login-dialog-contract.ts';
import { loginDialogModel } from '../../machines/auth/login-dialog.model.ts';
import { resetLinkModel } from '../../machines/auth/reset-link.model.ts';
import { sampleActivation } from '../../machines/auth/samples.ts';
import { testedMachine } from '../../machines/harness/model.ts';
import { describeStateValue, type PathStep } from '../../machines/harness/paths.ts';
import type { Answer, BrowserDriver, PathSession } from '../support/browser-paths.ts';
import { UI_TIMEOUT_MS } from '../support/browser-paths.ts';
import { readCatalog } from '../support/layout.ts';
import { REPO_ROOT } from '../support/portal.ts';
import { submitLogin } from '../support/sign-in.ts';
import { UNCERTIFIED } from './session.driver.ts';

type Lang = 'cn' | 'en';
type Of<T extends LoginDialogEvent['type']> = Extract<LoginDialogEvent, { type: T }>;
type Open = Of<'OPEN'>;

const DECODE = AccountPath.forgetPasswordDecryptToken;
const USER_INFO = AccountPath.getUserInfo;
/** A lane of the demo data: /rates runs the search its address names (the home page's hand-over). */
const RATES_SEARCH = '/rates?pol=CNSHA&pod=NLRTM';
const SEND_MAIL = AccountPath.forgetOrRegistSendMail;

/** The Chinese of the dialog's words (its catalog; the header's "Login", the rate gate's "Certify now"). */
const CHINESE = new Map([
  ...readCatalog(join(REPO_ROOT, 'src/locales/cn/messages.po')),
  ...readCatalog(join(REPO_ROOT, 'src/locales/cn/freight.po')),
  ...readCatalog(join(REPO_ROOT, 'src/locales/cn/auth.po')),
]);

/** The language of each path's page: the one its first OPEN asks for (the header opens in the page's). */
const langs = new WeakMap<PathSession, Lang>();
/**
 * What the dialog keeps that the page shows and the path's states do not tell apart (a state of the
 * model is reached by several histories): the field problems of the last refused submit, by the
 * machine's own rules, and whether the code field takes a recovery code.
 */
const kept = new WeakMap<PathSession, { problems: FieldProblems; recoveryCode: boolean }>();
const keptOf = (session: PathSession) => {
  const value = kept.get(session) ?? { problems: {}, recoveryCode: false };
  kept.set(session, value);
  return value;
};
const say = (session: PathSession, english: string): string => {
  if (langs.get(session) !== 'cn') return english;
  const chinese = CHINESE.get(english);
  if (!chinese) throw new Error(`no Chinese for "${english}" in the catalogs`);
  return chinese;
};

const dialog = (session: PathSession): Locator => session.page.getByRole('dialog');
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
const button = (session: PathSession, name: string): Locator =>
  dialog(session).getByRole('button', { name: say(session, name), exact: true });
/** The first of the buttons that shows (views word the same move differently). */
const anyButton = (session: PathSession, ...names: string[]): Locator =>
  names.map((name) => button(session, name)).reduce((all, next) => all.or(next));
const field = (session: PathSession, label: string): Locator =>
  dialog(session).getByLabel(say(session, label), { exact: true });
const heading = (session: PathSession, name: string) =>
  visible(dialog(session).getByRole('heading', { name: say(session, name), exact: true }));
const click = (name: string) => async (_event: EventObject, session: PathSession) => {
  await button(session, name).click();
};

// One read of the page per check (the machine is a loaded one): the button's state as a whole.
const buttonState = (submit: Locator) =>
  submit.evaluate((element: HTMLButtonElement) => ({
    busy: element.getAttribute('aria-busy') === 'true',
    disabled: element.disabled,
  }));
/** The submit waits on the server: disabled and busy. */
const busy = async (session: PathSession, name: string) => {
  const submit = button(session, name);
  await expect
    .poll(() => buttonState(submit), { timeout: UI_TIMEOUT_MS })
    .toEqual({ busy: true, disabled: true });
};
/** The submit takes the form (its field problems: see `shownAsKept`). */
const ready = async (session: PathSession, name: string) => {
  const submit = button(session, name);
  await expect
    .poll(() => buttonState(submit), { timeout: UI_TIMEOUT_MS })
    .toEqual({ busy: false, disabled: false });
};

/** The dialog's own rules for what an event leaves of the last submit's problems (spec §5). */
const keep = (event: LoginDialogEvent, session: PathSession): void => {
  const value = keptOf(session);
  if (event.type === 'FIELD_EDITED') {
    const { [event.field]: _edited, ...others } = value.problems;
    value.problems = others;
  } else value.problems = problemsOf(event);
  if (event.type === 'TOGGLE_RECOVERY_CODE') value.recoveryCode = !value.recoveryCode;
  if (event.type === 'SUBMIT_LOGIN') value.recoveryCode = false;
};

/**
 * In every view of the open dialog: its width, 712 px in English and 800 px in Chinese (spec §2),
 * and every field problem of the last refused submit, and no other (spec §5; none after a valid one).
 */
const shownAsKept = async (session: PathSession, lang: Lang): Promise<void> => {
  const expected = { width: LoginDialogWidth[lang], problems: Object.keys(keptOf(session).problems).length };
  await expect
    .poll(
      () =>
        dialog(session).evaluate((element) => ({
          width: element.getBoundingClientRect().width,
          problems: element.querySelectorAll('[aria-invalid="true"]').length,
        })),
      { timeout: UI_TIMEOUT_MS },
    )
    .toEqual(expected);
};

/** Opens the page as a reset or activation mail's link does, its decoding the model's sample. */
const openLink = async (session: PathSession, sendFlag: number, answer: unknown): Promise<void> => {
  await session.page.route(
    (url) => url.pathname.endsWith(DECODE),
    (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) }),
    { times: 1 },
  );
  await session.page.goto(`${session.portal.baseUrl}/index?sendFlag=${sendFlag}&token=path-token`);
};

const decodeSample = (code: string) => {
  const sample = resetLinkModel.actors?.decodeToken?.done?.find(
    (answer) => (answer as { code: string }).code === code,
  );
  if (!sample) throw new Error(`no decodeToken sample with code ${code}`);
  return sample;
};

const OPENERS: Record<string, (event: Open, session: PathSession) => Promise<void>> = {
  // The header's Login button: the QR view first, in both languages (spec §2).
  qrLogin: async (_event, session) => {
    await session.page.getByRole('button', { name: say(session, 'Login'), exact: true }).click();
  },
  // The phone's QR confirmation page asks an anonymous visitor to sign in by email, in English.
  emailLogin: async (_event, session) => {
    await session.page.getByRole('button', { name: 'Sign in with email' }).click();
  },
  // A password-reset link whose token decodes to a grant (spec §4).
  changePassword: (_event, session) => openLink(session, 1, decodeSample('1')),
  // An activation link that expired (spec §4, §8 code 2).
  emailExpired: (_event, session) => openLink(session, 2, decodeSample('2')),
  // An activation link signs in a customer who must certify: the form for their status (spec §4).
  certification: async (event, session) => {
    const { certificationStatus } = event as Extract<Open, { view: 'certification' }>;
    if (byRateGate(event)) {
      // The rates the server keeps back from this customer: "Certify now" under them.
      await session.page
        .getByRole('note')
        .getByRole('button', { name: say(session, 'Certify now'), exact: true })
        .click();
      return;
    }
    await openLink(session, 2, {
      code: '1',
      message: '',
      validateMap: sampleActivation({ certificationStatus }),
    });
  },
};

/**
 * The certification form opened by a customer already signed in, with the status their session
 * holds: the rate gate's "Certify now" (spec §6) opens it in the page's language. An activation
 * link opens the form in English only, and only for status 1, 2 or 4 (spec §4).
 */
const byRateGate = (open: Open | undefined): boolean =>
  open?.view === 'certification' && (open.lang === 'cn' || open.certificationStatus === 3);

/**
 * Another tab of the browser signs the uncertified demo customer in, the server's answer holding
 * `certificationStatus` (a status the server changed after the sign-in: in review, or certified
 * and then revoked); the path's page, opened next, restores that session. Its user-info reads
 * never answer, so that the session keeps the status.
 */
const signInWithStatus = async (session: PathSession, certificationStatus: number): Promise<void> => {
  const other = await session.context.newPage();
  await other.route(
    (url) => url.pathname.endsWith(AccountPath.weblogin),
    async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { validateMap: { certificationStatus: number } };
      answer.validateMap.certificationStatus = certificationStatus;
      await route.fulfill({ response, json: answer });
    },
  );
  await other.route(
    (url) => url.pathname.endsWith(USER_INFO),
    () => {},
  );
  await other.goto(`${session.portal.baseUrl}/index`);
  await submitLogin(other, UNCERTIFIED);
  // Signed in: the email view leaves (for the form of the status, or the dialog closes).
  await other
    .getByRole('dialog')
    .getByRole('button', { name: 'Log in', exact: true })
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  await other.close();
};

/** The page each path starts on: where the opener of its first OPEN is. */
const startPage = (open: Open | undefined): string => {
  if (open?.view === 'emailLogin') return '/qrConfirm?code=path-code';
  return byRateGate(open) ? RATES_SEARCH : '/index';
};

/**
 * A failure without the server's envelope: here a proxy's 502 rather than the network failing (the
 * default for the others), which the dialog takes the same way (spec §8: the default failure text).
 */
const proxyFailure = (step: PathStep): Answer | undefined =>
  step.kind === 'error' && typeof (step.event as { error?: { code?: unknown } }).error?.code !== 'string'
    ? { kind: 'serverError' }
    : undefined;

const EMAIL_FIELD_VIEWS = ['emailLogin.editing', 'createAccount.editing', 'forgotPassword.editing'];

const EVENTS: BrowserDriver['events'] = {
  OPEN: async (event, session) => {
    const open = event as Open;
    const opener = OPENERS[open.view ?? 'qrLogin'];
    if (!opener) throw new Error(`no opener for the view ${open.view}`);
    await opener(open, session);
  },
  CLOSE: click('Close'),
  SHOW_QR_LOGIN: async (_event, session) => {
    await button(session, 'Log in with QR code').click();
    if (session.next?.kind !== 'done') return;
    // The code shows, then the poll's interval passes: the check that the phone confirmed.
    await visible(
      dialog(session).getByRole('img', {
        name: say(session, 'QR code to log in: scan it with your phone'),
      }),
    );
    await session.page.clock.runFor(2_000);
  },
  SHOW_EMAIL_LOGIN: async (_event, session) => {
    await anyButton(
      session,
      'Log in with email and password',
      'Already have an account? Log in',
      'Back to login',
    ).click();
  },
  SHOW_CREATE: click('Create account'),
  SHOW_FORGOT: click('Forgot password?'),
  SEND_SIGN_IN_LINK: click('Email me a sign-in link'),
  SUBMIT_LOGIN: async (event, session) => {
    const { form } = event as Of<'SUBMIT_LOGIN'>;
    await field(session, 'Email').fill(form.email);
    await field(session, 'Password').fill(form.password);
    await button(session, 'Log in').click();
  },
  SUBMIT_REGISTER: async (event, session) => {
    const { form } = event as Of<'SUBMIT_REGISTER'>;
    await field(session, 'Name').fill(form.name);
    await field(session, 'Email').fill(form.email);
    await field(session, 'Password').fill(form.password);
    await dialog(session).getByRole('checkbox').setChecked(form.agreement);
    await button(session, 'Create account').click();
  },
  SUBMIT_FORGOT: async (event, session) => {
    await field(session, 'Email').fill((event as Of<'SUBMIT_FORGOT'>).form.email);
    await button(session, 'Send reset link').click();
  },
  SUBMIT_CHANGE_PASSWORD: async (event, session) => {
    const { form } = event as Of<'SUBMIT_CHANGE_PASSWORD'>;
    // The link's email, read-only.
    expect(await field(session, 'Email').inputValue()).toBe(form.email);
    await field(session, 'New password').fill(form.password);
    await field(session, 'Repeat the new password').fill(form.repeatPassword);
    await button(session, 'Change password').click();
  },
  SUBMIT_CERTIFICATION: async (event, session) => {
    const submission = event as Of<'SUBMIT_CERTIFICATION'>;
    if (submission.lang === 'en') {
      await field(session, 'Name').fill(submission.form.nameEn);
      await field(session, 'Company name').fill(submission.form.companyName);
      await field(session, 'Duty').fill(submission.form.companyPosition);
      await field(session, 'Email').fill(submission.form.email);
    } else {
      // Typed, not chosen from the suggestions (see `unreachable`).
      await field(session, 'Name').fill(submission.form.nameCn);
      await dialog(session).getByRole('combobox').fill(submission.form.companyName);
      await field(session, 'Position').fill(submission.form.companyPosition);
      await field(session, 'Email').fill(submission.form.email);
    }
    await button(session, 'Submit').click();
  },
  SUBMIT_SECOND_FACTOR: async (event, session) => {
    const { form } = event as Of<'SUBMIT_SECOND_FACTOR'>;
    await field(session, 'Verification code').or(field(session, 'Recovery code')).fill(form.code);
    await button(session, 'Verify').click();
  },
  TOGGLE_RECOVERY_CODE: async (_event, session) => {
    await anyButton(session, 'Use a recovery code', 'Use the authenticator app').click();
  },
  RECOVERY_CODES_SAVED: click('I saved them'),
  RESEND: async (_event, session) => {
    await anyButton(session, 'Resend the email', 'Send the activation email again').click();
  },
  // Typing into the view's email field: its problem from the last refused submit goes.
  FIELD_EDITED: async (_event, session) => {
    const email = field(session, 'Email');
    await email.fill(`${await email.inputValue()}x`);
  },
};

const STATES: BrowserDriver['states'] = {
  closed: async (session) => {
    await dialog(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  },
  qrLogin: async (session) => {
    await heading(session, 'Scan to log in');
    // Both languages offer email login and registration under the code (docs/decisions.md).
    await visible(button(session, 'Log in with email and password'));
    await visible(button(session, 'Create account'));
  },
  'emailLogin.editing': async (session, step) => {
    await heading(session, 'Log in');
    await ready(session, 'Log in');
    // The sign-in link is offered exactly when a login was refused as too many attempts.
    expect(await button(session, 'Email me a sign-in link').count()).toBe(
      step.state.can({ type: 'SEND_SIGN_IN_LINK' }) ? 1 : 0,
    );
  },
  'emailLogin.submitting': (session) => busy(session, 'Log in'),
  'emailLogin.sendingSignInLink': (session) => busy(session, 'Email me a sign-in link'),
  'createAccount.editing': async (session) => {
    await heading(session, 'Create account');
    await ready(session, 'Create account');
  },
  'createAccount.submitting': (session) => busy(session, 'Create account'),
  'createAccount.sent': async (session, step) => {
    await heading(session, 'Check your inbox');
    await visible(dialog(session).getByText(step.state.context.activationAccount.email));
    await ready(session, 'Resend the email');
  },
  'createAccount.resending': (session) => busy(session, 'Resend the email'),
  'forgotPassword.editing': async (session) => {
    await heading(session, 'Forgot password');
    await ready(session, 'Send reset link');
  },
  'forgotPassword.sending': (session) => busy(session, 'Send reset link'),
  'forgotPassword.checkInbox': async (session) => {
    await heading(session, 'Check your inbox');
    await visible(dialog(session).getByText(/We sent a password-reset link to/));
  },
  'emailExpired.notice': async (session) => {
    await visible(dialog(session).getByText('Sorry, your activated email has expired'));
    await ready(session, 'Send the activation email again');
  },
  'emailExpired.resending': (session) => busy(session, 'Send the activation email again'),
  'changePassword.editing': async (session) => {
    await heading(session, 'Change password');
    expect(await field(session, 'Email').getAttribute('readonly')).not.toBeNull();
    await ready(session, 'Change password');
  },
  'changePassword.submitting': (session) => busy(session, 'Change password'),
  'certification.editing': async (session, step) => {
    await heading(session, 'Certification');
    const english = step.state.context.lang === 'en';
    expect(await dialog(session).getByRole('combobox').count()).toBe(english ? 0 : 1);
    expect(await field(session, 'Duty').count()).toBe(english ? 1 : 0);
    // Enabled once the form is valid (English: all four fields; Chinese: a company chosen).
    await visible(button(session, 'Submit'));
  },
  'certification.submitting': (session) => busy(session, 'Submit'),
  'certification.inProgress': async (session) => {
    await heading(session, 'Certification');
    const inProgress = button(session, 'In progress');
    await visible(inProgress);
    expect(await inProgress.isDisabled()).toBe(true);
  },
  'secondFactor.editing': async (session, step) => {
    const { secondFactor } = step.state.context;
    const recoveryCodeInput = keptOf(session).recoveryCode;
    const enrolling = secondFactor?.mode === 'enrol';
    await heading(session, enrolling ? 'Set up two-step verification' : 'Two-step verification');
    // Enrolment: the QR picture and the key to type in; verify: the switch to a recovery code.
    const picture = dialog(session).getByRole('img', {
      name: say(session, 'QR code for your authenticator app'),
    });
    expect(await picture.count()).toBe(enrolling ? 1 : 0);
    const secret = dialog(session).getByTestId('totp-secret');
    expect(await secret.count()).toBe(enrolling ? 1 : 0);
    if (enrolling) expect(await secret.textContent()).toBe(secondFactor.secret);
    expect(await button(session, 'Use a recovery code').count()).toBe(
      !enrolling && !recoveryCodeInput ? 1 : 0,
    );
    await visible(field(session, recoveryCodeInput ? 'Recovery code' : 'Verification code'));
    await ready(session, 'Verify');
  },
  'secondFactor.confirming': (session) => busy(session, 'Verify'),
  'secondFactor.recoveryCodes': async (session, step) => {
    await heading(session, 'Save your recovery codes');
    const list = dialog(session).getByRole('list', { name: say(session, 'Recovery codes') });
    await visible(list);
    expect(await list.getByRole('listitem').count()).toBe(step.state.context.recoveryCodes.length);
    await ready(session, 'I saved them');
  },
};

export const loginDialogDriver: BrowserDriver = {
  entry: testedMachine(loginDialogModel),
  held: {
    login: AccountPath.weblogin,
    confirmSecondFactor: AccountPath.confirmSecondFactor,
    register: AccountPath.webregister,
    sendResetMail: SEND_MAIL,
    resendActivationMail: SEND_MAIL,
    resendExpiredActivationMail: SEND_MAIL,
    sendSignInLink: AccountPath.sendSignInLink,
    resetPassword: AccountPath.forgetPassWordUpdateUser,
    submitCertification: AccountPath.updateUser,
    // The QR child's poll: its sample confirmation is the QR login's outcome.
    qrLogin: AccountPath.checkUserIfAuthLogin,
    // Never released: a sample login's made-up credential would sign the page out again (the
    // phone's QR page reads its request once signed in).
    userInfo: USER_INFO,
    qrConfirmRequest: AccountPath.getQrLoginRequest,
  },
  answers: {
    qrLogin: (step) =>
      step.kind === 'done'
        ? {
            kind: 'json',
            body: { code: '1', message: '', ...(step.event as unknown as { output: object }).output },
          }
        : undefined,
    // The real server answers a reset mail or a sign-in link the same for any address.
    sendResetMail: (step) => (step.kind === 'done' ? { kind: 'server' } : proxyFailure(step)),
    sendSignInLink: (step) => (step.kind === 'done' ? { kind: 'server' } : undefined),
    resetPassword: proxyFailure,
    resendExpiredActivationMail: proxyFailure,
  },
  unreachable: (step, before) => {
    const event = step.event as LoginDialogEvent;
    const where = describeStateValue(before.state.value);
    if (event.type === 'CLOSE' && where === 'closed') return 'no dialog, no close button';
    if (event.type === 'FIELD_EDITED' && !EMAIL_FIELD_VIEWS.includes(where))
      return 'no editable email field shows';
    if (event.type === 'SEND_SIGN_IN_LINK' && !before.state.can(event))
      return 'the sign-in link is offered only after a login refused as too many attempts';
    if (event.type === 'SUBMIT_CERTIFICATION' && event.lang !== before.state.context.lang)
      return 'each language has its own certification form';
    if (event.type === 'SUBMIT_CERTIFICATION' && event.lang === 'cn' && event.form.companyNameId !== null)
      return 'a chosen company needs the suggestion search (tests/app/auth)';
    return undefined;
  },
  start: async (session) => {
    const open = session.next?.event.type === 'OPEN' ? (session.next.event as Open) : undefined;
    // Signed in first, in English (the email login's language, spec §2), then the page's language.
    if (open?.view === 'certification' && byRateGate(open)) {
      await signInWithStatus(session, open.certificationStatus);
    }
    const lang = open?.lang ?? 'en';
    langs.set(session, lang);
    if (lang === 'cn') {
      await session.context.addCookies([{ name: 'lang', value: 'cn', url: session.portal.baseUrl }]);
    }
    // The QR poll moves only with the clock (`runFor`); the page's own timers run on.
    await session.page.clock.install();
    await session.page.goto(`${session.portal.baseUrl}${startPage(open)}`);
    if (byRateGate(open)) {
      await visible(
        session.page.getByRole('note').getByRole('button', { name: say(session, 'Certify now') }),
      );
    }
  },
  // Each event also updates what the dialog keeps (`keep`), which the next state's view shows.
  events: Object.fromEntries(
    Object.entries(EVENTS).map(([type, perform]) => [
      type,
      async (event: EventObject, session: PathSession) => {
        await perform(event, session);
        keep(event as LoginDialogEvent, session);
      },
    ]),
  ),
  // Every view of the open dialog: its language's width, the problems the dialog keeps.
  states: Object.fromEntries(
    Object.entries(STATES).map(([name, check]) => [
      name,
      name === 'closed'
        ? check
        : async (session: PathSession, step: PathStep) => {
            await check(session, step);
            await shownAsKept(session, step.state.context.lang);
          },
    ]),
  ),
};
