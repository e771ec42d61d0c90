// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import * as Dialog from '@radix-ui/react-dialog';
import { act } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  LOGIN_DIALOG_MACHINE_ID,
  type LoginDialogActor,
  type LoginDialogSnapshot,
} from '../../machines/auth/login-dialog.machine.ts';
import type { LoginDialogEvent } from '../../machines/auth/login-dialog-contract.ts';
import { LoginDialogActorContext } from '../../src/features/auth/dialog-actor.ts';
import { LoginViews } from '../../src/features/auth/views/login-views.tsx';
import { activateLang, loadCatalogArea } from '../../src/i18n/locale.ts';
import { loginDialogModel } from './auth/login-dialog.model.ts';
import { runPath } from './harness/driver.ts';
import { testedMachine } from './harness/model.ts';
import { createPathRecorder } from './harness/path-record.ts';
import { generatePaths } from './harness/paths.ts';
import { createReactDriver, type UiContext } from './harness/react-driver.ts';

/**
 * The loginDialog paths run through the real views (src/features/auth/views) in a dialog shell
 * bound like the app's: the user types and clicks by label and role; openers (header, links) and
 * server answers come from outside. Every state is asserted through what is on screen.
 *
 * Through the UI except: OPEN (its sources are outside the dialog); CLOSE while already closed;
 * FIELD_EDITED where no editable email field shows; a
 * certification submission in
 * the other language than the dialog's, which no form can produce; and the Chinese submission with
 * a chosen company (choosing needs the suggestion search, covered in tests/app/auth).
 */

const entry = testedMachine(loginDialogModel);
const recorder = createPathRecorder(entry, 'jsdom');
afterAll(() => recorder.write());

const Shell = ({ actor }: { actor: LoginDialogActor }) => {
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  return h(
    I18nProvider,
    { i18n },
    h(
      LoginDialogActorContext,
      { value: actor },
      h(
        Dialog.Root,
        { open, onOpenChange: (next: boolean) => (next ? undefined : actor.send({ type: 'CLOSE' })) },
        h(
          Dialog.Portal,
          null,
          h(
            Dialog.Content,
            { 'aria-describedby': undefined },
            h(LoginViews),
            h(Dialog.Close, { 'aria-label': 'Close' }, '×'),
          ),
        ),
      ),
    ),
  );
};

type Ui = UiContext;
const snapshotOf = (ui: Ui) => ui.actor.getSnapshot() as LoginDialogSnapshot;
const button = (ui: Ui, name: string) => ui.screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (ui: Ui, label: string) => ui.screen.getByLabelText(label) as HTMLInputElement;
const type = (ui: Ui, label: string, value: string) =>
  ui.fireEvent.change(input(ui, label), { target: { value } });
const click = (name: string) => (_event: EventObject, ui: Ui) => {
  ui.fireEvent.click(button(ui, name));
};
const clickFirst =
  (...names: string[]) =>
  (_event: EventObject, ui: Ui) => {
    const name = names.find((candidate) => ui.screen.queryByRole('button', { name: candidate }));
    if (!name) throw new Error(`none of the buttons ${names.join(', ')} is on screen`);
    ui.fireEvent.click(button(ui, name));
  };
const fromOutside = (event: EventObject, ui: Ui) => {
  act(() => ui.actor.send(event));
};
const as = <T extends LoginDialogEvent['type']>(event: EventObject) =>
  event as Extract<LoginDialogEvent, { type: T }>;

const heading = (ui: Ui, name: string) => expect(ui.screen.getByRole('heading', { name })).toBeTruthy();
/** Every field problem of the last refused submit is on screen, and no other. */
const problemsShown = (ui: Ui) =>
  expect(
    ui.screen.queryAllByRole('dialog').flatMap((d) => [...d.querySelectorAll('[aria-invalid="true"]')]),
  ).toHaveLength(Object.keys(snapshotOf(ui).context.problems).length);
const busy = (ui: Ui, name: string) => {
  expect(button(ui, name).disabled).toBe(true);
  expect(button(ui, name).getAttribute('aria-busy')).toBe('true');
};
const ready = (ui: Ui, name: string) => {
  expect(button(ui, name).disabled).toBe(false);
  problemsShown(ui);
};

const driver = () =>
  createReactDriver({
    entry,
    render: (actor) => h(Shell, { actor: actor as unknown as LoginDialogActor }),
    events: {
      OPEN: fromOutside,
      // The close button (or Escape); with the dialog already closed there is no button, and CLOSE is a no-op.
      CLOSE: (event, ui) =>
        ui.screen.queryByRole('dialog') ? click('Close')(event, ui) : fromOutside(event, ui),
      SHOW_QR_LOGIN: click('Log in with QR code'),
      SHOW_EMAIL_LOGIN: clickFirst(
        'Log in with email and password',
        'Already have an account? Log in',
        'Back to login',
      ),
      SHOW_CREATE: click('Create account'),
      SHOW_FORGOT: click('Forgot password?'),
      // Offered only after a login refused as too many attempts; elsewhere sent from outside.
      SEND_SIGN_IN_LINK: (event, ui) =>
        ui.screen.queryByRole('button', { name: 'Email me a sign-in link' })
          ? click('Email me a sign-in link')(event, ui)
          : fromOutside(event, ui),
      SUBMIT_LOGIN: (event, ui) => {
        const { form } = as<'SUBMIT_LOGIN'>(event);
        type(ui, 'Email', form.email);
        type(ui, 'Password', form.password);
        ui.fireEvent.click(button(ui, 'Log in'));
      },
      SUBMIT_REGISTER: (event, ui) => {
        const { form } = as<'SUBMIT_REGISTER'>(event);
        type(ui, 'Name', form.name);
        type(ui, 'Email', form.email);
        type(ui, 'Password', form.password);
        const agreement = ui.screen.getByRole('checkbox') as HTMLInputElement;
        if (agreement.checked !== form.agreement) ui.fireEvent.click(agreement);
        ui.fireEvent.click(button(ui, 'Create account'));
      },
      SUBMIT_FORGOT: (event, ui) => {
        type(ui, 'Email', as<'SUBMIT_FORGOT'>(event).form.email);
        ui.fireEvent.click(button(ui, 'Send reset link'));
      },
      SUBMIT_CHANGE_PASSWORD: (event, ui) => {
        const { form } = as<'SUBMIT_CHANGE_PASSWORD'>(event);
        expect(input(ui, 'Email').value).toBe(form.email);
        type(ui, 'New password', form.password);
        type(ui, 'Repeat the new password', form.repeatPassword);
        ui.fireEvent.click(button(ui, 'Change password'));
      },
      SUBMIT_CERTIFICATION: (event, ui) => {
        const submission = as<'SUBMIT_CERTIFICATION'>(event);
        if (submission.lang !== snapshotOf(ui).context.lang) return fromOutside(event, ui);
        if (submission.lang === 'en') {
          type(ui, 'Name', submission.form.nameEn);
          type(ui, 'Company name', submission.form.companyName);
          type(ui, 'Duty', submission.form.companyPosition);
          type(ui, 'Email', submission.form.email);
        } else {
          if (submission.form.companyNameId !== null) return fromOutside(event, ui);
          type(ui, 'Name', submission.form.nameCn);
          ui.fireEvent.change(ui.screen.getByRole('combobox'), {
            target: { value: submission.form.companyName },
          });
          type(ui, 'Position', submission.form.companyPosition);
          type(ui, 'Email', submission.form.email);
        }
        ui.fireEvent.click(button(ui, 'Submit'));
      },
      SUBMIT_SECOND_FACTOR: (event, ui) => {
        const { form } = as<'SUBMIT_SECOND_FACTOR'>(event);
        const label = snapshotOf(ui).context.recoveryCodeInput ? 'Recovery code' : 'Verification code';
        type(ui, label, form.code);
        ui.fireEvent.click(button(ui, 'Verify'));
      },
      TOGGLE_RECOVERY_CODE: clickFirst('Use a recovery code', 'Use the authenticator app'),
      RECOVERY_CODES_SAVED: click('I saved them'),
      RESEND: clickFirst('Resend the email', 'Send the activation email again'),
      // Typing into the email field where the view has an editable one; elsewhere sent from outside.
      FIELD_EDITED: (event, ui) => {
        const field = ui.screen.queryByLabelText('Email', { selector: 'input' }) as HTMLInputElement | null;
        if (!field || field.readOnly) return fromOutside(event, ui);
        ui.fireEvent.change(field, { target: { value: `${field.value}x` } });
      },
    },
    states: {
      closed: (ui) => expect(ui.screen.queryByRole('dialog')).toBeNull(),
      qrLogin: (ui) => {
        heading(ui, 'Scan to log in');
        // Both languages offer email login and registration under the code (docs/decisions.md).
        expect(!!ui.screen.queryByRole('button', { name: 'Log in with email and password' })).toBe(true);
        expect(!!ui.screen.queryByRole('button', { name: 'Create account' })).toBe(true);
      },
      'emailLogin.editing': (ui) => {
        heading(ui, 'Log in');
        ready(ui, 'Log in');
        // The sign-in link is offered exactly when a login was refused as too many attempts.
        expect(!!ui.screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBe(
          snapshotOf(ui).can({ type: 'SEND_SIGN_IN_LINK' }),
        );
      },
      'emailLogin.submitting': (ui) => busy(ui, 'Log in'),
      'emailLogin.sendingSignInLink': (ui) => busy(ui, 'Email me a sign-in link'),
      'createAccount.editing': (ui) => {
        heading(ui, 'Create account');
        ready(ui, 'Create account');
      },
      'createAccount.submitting': (ui) => busy(ui, 'Create account'),
      'createAccount.sent': (ui) => {
        heading(ui, 'Check your inbox');
        expect(ui.screen.getByText(/We sent an activation email to/).textContent).toContain(
          snapshotOf(ui).context.activationAccount!.email,
        );
        expect(button(ui, 'Resend the email').disabled).toBe(false);
      },
      'createAccount.resending': (ui) => busy(ui, 'Resend the email'),
      'forgotPassword.editing': (ui) => {
        heading(ui, 'Forgot password');
        ready(ui, 'Send reset link');
      },
      'forgotPassword.sending': (ui) => busy(ui, 'Send reset link'),
      'forgotPassword.checkInbox': (ui) => {
        heading(ui, 'Check your inbox');
        expect(ui.screen.getByText(/We sent a password-reset link to/)).toBeTruthy();
      },
      'emailExpired.notice': (ui) => {
        expect(ui.screen.getByText('Sorry, your activated email has expired')).toBeTruthy();
        expect(button(ui, 'Send the activation email again').disabled).toBe(false);
      },
      'emailExpired.resending': (ui) => busy(ui, 'Send the activation email again'),
      'changePassword.editing': (ui) => {
        heading(ui, 'Change password');
        expect(input(ui, 'Email').readOnly).toBe(true);
        ready(ui, 'Change password');
      },
      'changePassword.submitting': (ui) => busy(ui, 'Change password'),
      'certification.editing': (ui) => {
        heading(ui, 'Certification');
        const english = snapshotOf(ui).context.lang === 'en';
        expect(!!ui.screen.queryByRole('combobox')).toBe(!english);
        expect(!!ui.screen.queryByLabelText('Duty')).toBe(english);
        expect(button(ui, 'Submit')).toBeTruthy();
        problemsShown(ui);
      },
      'certification.submitting': (ui) => busy(ui, 'Submit'),
      'secondFactor.editing': (ui) => {
        const { secondFactor, recoveryCodeInput } = snapshotOf(ui).context;
        const enrolling = secondFactor?.mode === 'enrol';
        heading(ui, enrolling ? 'Set up two-step verification' : 'Two-step verification');
        // Enrolment: the QR picture and the key to type in; verify: the switch to a recovery code.
        expect(!!ui.screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBe(
          enrolling,
        );
        expect(!!ui.screen.queryByText(secondFactor?.secret ?? '-')).toBe(enrolling);
        expect(!!ui.screen.queryByRole('button', { name: 'Use a recovery code' })).toBe(
          !enrolling && !recoveryCodeInput,
        );
        expect(!!ui.screen.queryByLabelText(recoveryCodeInput ? 'Recovery code' : 'Verification code')).toBe(
          true,
        );
        ready(ui, 'Verify');
      },
      'secondFactor.confirming': (ui) => busy(ui, 'Verify'),
      'secondFactor.recoveryCodes': (ui) => {
        heading(ui, 'Save your recovery codes');
        const list = ui.screen.getByRole('list', { name: 'Recovery codes' });
        expect(list.querySelectorAll('li')).toHaveLength(snapshotOf(ui).context.recoveryCodes.length);
        expect(button(ui, 'I saved them').disabled).toBe(false);
      },
      'certification.inProgress': (ui) => {
        heading(ui, 'Certification');
        expect(button(ui, 'In progress').disabled).toBe(true);
      },
    },
  });

beforeAll(async () => {
  await loadCatalogArea('auth');
  await activateLang('en');
});

describe(`${LOGIN_DIALOG_MACHINE_ID} through the login views`, () => {
  for (const path of generatePaths(entry)) {
    it(path.description, () => runPath(path, driver(), recorder));
  }
});
