import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ValidateMap } from '../../../domain/api/accounts.ts';
import { answerOf } from '../../../domain/api/failure.ts';
import { loginDialogMachine } from '../../../machines/auth/login-dialog.machine.ts';
import type {
  LoginDialogInput,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SecondFactorRequest,
  SendMailRequest,
} from '../../../machines/auth/login-dialog-contract.ts';
import { qrLoginMachine } from '../../../machines/auth/qr-login.machine.ts';
import type { LoginReply, QrCodeReply, Reply, TenantRequest } from '../../../machines/auth/types.ts';
import {
  sampleChineseCertification,
  sampleEnglishCertification,
  sampleResetGrant,
  sampleSecondFactor,
  sampleValidateMap,
} from './samples.ts';

/** Rules of the login dialog that the generated paths do not assert (they check states, not calls). */

const validLogin = { email: 'san.zhang@example.com', password: 'secret12' };

const startDialog = ({
  loginReply = { code: '1', message: '', validateMap: sampleValidateMap() } as LoginReply,
  input = { companyId: 1, programJurisdictionFlag: 3 } as LoginDialogInput,
  certificationReply = Promise.resolve<Reply>({ code: '1', message: '' }),
} = {}) => {
  const calls = {
    login: [] as LoginRequest[],
    sendMail: [] as SendMailRequest[],
    resetPassword: [] as ResetPasswordRequest[],
  };
  const actions = {
    storeSession: vi.fn(),
    storeCertification: vi.fn(),
    showFailure: vi.fn(),
  };
  const machine = loginDialogMachine.provide({
    actors: {
      login: fromPromise<LoginReply, LoginRequest>(async ({ input: request }) => {
        calls.login.push(request);
        return answerOf(loginReply);
      }),
      register: fromPromise<Reply, RegisterRequest>(async () => ({ code: '1', message: '' })),
      sendMail: fromPromise<Reply, SendMailRequest>(async ({ input: request }) => {
        calls.sendMail.push(request);
        return { code: '1', message: '' };
      }),
      resetPassword: fromPromise<Reply, ResetPasswordRequest>(async ({ input: request }) => {
        calls.resetPassword.push(request);
        return { code: '1', message: '' };
      }),
      submitCertification: fromPromise(() => certificationReply),
    },
    actions: {
      storeSession: (_, params) => actions.storeSession(params),
      storeCertification: (_, params) => actions.storeCertification(params),
      showFailure: (_, params) => actions.showFailure(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, actions };
};

/** Lets the fake actors' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const loginWith = async (validateMap: ValidateMap, input?: LoginDialogInput) => {
  const dialog = startDialog({
    loginReply: { code: '1', message: '', validateMap },
    ...(input ? { input } : {}),
  });
  dialog.actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
  dialog.actor.send({ type: 'SUBMIT_LOGIN', form: validLogin });
  await settle();
  return dialog;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('login dialog: after a login (spec §4 Certification status)', () => {
  it('spec §4: on login with status 4, programJurisdictionFlag 3 and user type 1 the certification form opens', async () => {
    const validateMap = sampleValidateMap({ certificationStatus: 4, userType: 1 });
    const { actor, actions } = await loginWith(validateMap);
    expect(actions.storeSession).toHaveBeenCalledWith(validateMap);
    expect(actor.getSnapshot().matches({ certification: 'editing' })).toBe(true);
  });

  it('spec §6: user type 2 never gets the certification prompt, the dialog closes', async () => {
    const { actor, actions } = await loginWith(sampleValidateMap({ certificationStatus: 1, userType: 2 }));
    expect(actions.storeSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('spec §4: a tenant whose programJurisdictionFlag is not 3 never asks for certification', async () => {
    const { actor } = await loginWith(sampleValidateMap({ certificationStatus: 1 }), {
      companyId: 1,
      programJurisdictionFlag: 1,
    });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('spec §4: status 3 (certified) closes the dialog after login', async () => {
    const { actor } = await loginWith(sampleValidateMap({ certificationStatus: 3 }));
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('spec §4: status 2 shows the form in progress, submit disabled', async () => {
    const { actor } = await loginWith(sampleValidateMap({ certificationStatus: 2 }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ certification: 'inProgress' })).toBe(true);
    expect(snapshot.hasTag('inProgress')).toBe(true);
    expect(snapshot.can({ type: 'SUBMIT_CERTIFICATION', lang: 'en', form: sampleEnglishCertification })).toBe(
      false,
    );
  });

  it('spec §8: a login answered with a code other than 1 stays on email login with the server message', async () => {
    const dialog = startDialog({ loginReply: { code: '0', message: 'Wrong email or password' } });
    dialog.actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
    dialog.actor.send({ type: 'SUBMIT_LOGIN', form: validLogin });
    await settle();
    expect(dialog.actor.getSnapshot().matches({ emailLogin: 'editing' })).toBe(true);
    expect(dialog.actions.showFailure).toHaveBeenCalledWith({
      code: '0',
      message: 'Wrong email or password',
    });
    expect(dialog.actions.storeSession).not.toHaveBeenCalled();
  });
});

describe('login dialog: forms (spec §5)', () => {
  it('spec §5 Login: an invalid form never calls the server and keeps the problems as message ids', () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
    actor.send({ type: 'SUBMIT_LOGIN', form: { email: 'san.zhang@', password: '' } });
    expect(calls.login).toHaveLength(0);
    expect(actor.getSnapshot().context.problems).toEqual({ email: 'invalidEmail', password: 'required' });
    expect(actor.getSnapshot().matches({ emailLogin: 'editing' })).toBe(true);
  });

  it('editing a field drops its problem ("required" does not stay under a filled field); the others stay', () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
    actor.send({ type: 'SUBMIT_LOGIN', form: { email: 'san.zhang@', password: '' } });
    actor.send({ type: 'FIELD_EDITED', field: 'password' });
    expect(actor.getSnapshot().context.problems).toEqual({ email: 'invalidEmail' });
    expect(actor.getSnapshot().matches({ emailLogin: 'editing' })).toBe(true);
  });

  it('spec §7 weblogin: a valid form is sent with companyId and webFlag 2', async () => {
    const { calls } = await loginWith(sampleValidateMap({ certificationStatus: 3 }));
    expect(calls.login).toEqual([{ ...validLogin, companyId: 1, webFlag: 2 }]);
  });

  it('spec §5 Register: an unticked agreement blocks account creation', () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
    actor.send({ type: 'SHOW_CREATE' });
    actor.send({
      type: 'SUBMIT_REGISTER',
      form: { name: 'San Zhang', email: 'san.zhang@example.com', password: 'secret12', agreement: false },
    });
    expect(actor.getSnapshot().matches({ createAccount: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ agreement: 'agreementRequired' });
  });

  it('spec §4: create account ends in the sent-email screen whose resend sends the activation mail (flag 2)', async () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
    actor.send({ type: 'SHOW_CREATE' });
    actor.send({
      type: 'SUBMIT_REGISTER',
      form: { name: 'San Zhang', email: 'san.zhang@example.com', password: 'secret12', agreement: true },
    });
    await settle();
    expect(actor.getSnapshot().matches({ createAccount: 'sent' })).toBe(true);
    actor.send({ type: 'RESEND' });
    await settle();
    expect(calls.sendMail).toEqual([
      { email: 'san.zhang@example.com', nameEn: 'San Zhang', companyId: 1, sendMailFlag: 2, webFlag: 2 },
    ]);
    expect(actor.getSnapshot().context.notice).toBe('mailSent');
  });

  it('spec §4: forgot password sends the reset mail (flag 1) and ends in the check-inbox screen', async () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'emailLogin' });
    actor.send({ type: 'SHOW_FORGOT' });
    actor.send({ type: 'SUBMIT_FORGOT', form: { email: 'san.zhang@example.com' } });
    await settle();
    expect(calls.sendMail).toEqual([
      { email: 'san.zhang@example.com', companyId: 1, sendMailFlag: 1, webFlag: 2 },
    ]);
    expect(actor.getSnapshot().matches({ forgotPassword: 'checkInbox' })).toBe(true);
  });

  it('spec §4, §5: a password change uses the read-only link email and returns to email login with passwordChanged', async () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'changePassword', grant: sampleResetGrant });
    actor.send({
      type: 'SUBMIT_CHANGE_PASSWORD',
      form: { email: 'someone.else@example.com', password: 'newpass34', repeatPassword: 'newpass34' },
    });
    await settle();
    expect(calls.resetPassword).toEqual([
      { email: sampleResetGrant.email, password: 'newpass34', grant: 'grant-123', companyId: 1, webFlag: 2 },
    ]);
    expect(actor.getSnapshot().matches({ emailLogin: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('passwordChanged');
  });

  it("spec §5 Change password: a repeat that differs is refused with Password doesn't match", () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'changePassword', grant: sampleResetGrant });
    actor.send({
      type: 'SUBMIT_CHANGE_PASSWORD',
      form: { email: sampleResetGrant.email, password: 'newpass34', repeatPassword: 'newpass35' },
    });
    expect(calls.resetPassword).toHaveLength(0);
    expect(actor.getSnapshot().context.problems).toEqual({ repeatPassword: 'passwordMismatch' });
  });
});

describe('login dialog: certification (spec §4, §8)', () => {
  it('spec §4: after a successful certification submit the status becomes 2 (in progress)', async () => {
    const { actor, actions } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'certification', certificationStatus: 1 });
    actor.send({ type: 'SUBMIT_CERTIFICATION', lang: 'en', form: sampleEnglishCertification });
    await settle();
    expect(actor.getSnapshot().matches({ certification: 'inProgress' })).toBe(true);
    expect(actor.getSnapshot().context.certificationStatus).toBe(2);
    expect(actions.storeCertification).toHaveBeenCalledWith({ certificationStatus: 2 });
    expect(actor.getSnapshot().context.notice).toBe('applySuccess');
  });

  it('spec §8: the Chinese form reports 提交成功 (submitSucceeded) on success', async () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN', lang: 'cn', view: 'certification', certificationStatus: 4 });
    actor.send({ type: 'SUBMIT_CERTIFICATION', lang: 'cn', form: sampleChineseCertification });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('submitSucceeded');
  });

  it('spec §5 Chinese certification: a company not chosen from the suggestions is refused (请选择公司名)', () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN', lang: 'cn', view: 'certification', certificationStatus: 1 });
    actor.send({
      type: 'SUBMIT_CERTIFICATION',
      lang: 'cn',
      form: { ...sampleChineseCertification, companyNameId: null },
    });
    expect(actor.getSnapshot().matches({ certification: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ companyName: 'chooseCompanyFromSuggestions' });
  });

  it('spec §8: a network failure on certification shows the error message and keeps the form', async () => {
    const { actor, actions } = startDialog({ certificationReply: Promise.reject(new Error('offline')) });
    actor.send({ type: 'OPEN', lang: 'en', view: 'certification', certificationStatus: 1 });
    actor.send({ type: 'SUBMIT_CERTIFICATION', lang: 'en', form: sampleEnglishCertification });
    await settle();
    expect(actor.getSnapshot().matches({ certification: 'editing' })).toBe(true);
    expect(actions.showFailure).toHaveBeenCalledWith({ code: 'network', message: '' });
  });

  it('spec §4: opening the certification view with status 3 closes the dialog', () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en', view: 'certification', certificationStatus: 3 });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describe('login dialog: languages (spec §2)', () => {
  it('spec §2 and its addition: the Chinese dialog opens on the QR login or the certification form; the QR login offers email login and registration', () => {
    const { actor } = startDialog();
    const views = [
      { type: 'OPEN', lang: 'cn', view: 'emailLogin' },
      { type: 'OPEN', lang: 'cn', view: 'changePassword', grant: sampleResetGrant },
      { type: 'OPEN', lang: 'cn', view: 'emailExpired', account: { email: 'a@b.cn', nameEn: 'A' } },
    ] as const;
    for (const open of views) {
      actor.send(open);
      expect(actor.getSnapshot().value).toBe('qrLogin');
      for (const type of ['SHOW_EMAIL_LOGIN', 'SHOW_CREATE'] as const) {
        expect(actor.getSnapshot().can({ type })).toBe(true);
      }
      for (const type of ['SHOW_FORGOT', 'SHOW_QR_LOGIN'] as const) {
        expect(actor.getSnapshot().can({ type })).toBe(false);
      }
      actor.send({ type: 'CLOSE' });
    }
    actor.send({ type: 'OPEN', lang: 'cn', view: 'certification', certificationStatus: 1 });
    expect(actor.getSnapshot().matches({ certification: 'editing' })).toBe(true);
  });

  it('spec §7 webFlag: email login reached from the Chinese QR view is sent with webFlag 1, so its mails are Chinese', async () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN', lang: 'cn' });
    actor.send({ type: 'SHOW_EMAIL_LOGIN' });
    actor.send({ type: 'SUBMIT_LOGIN', form: validLogin });
    await settle();
    expect(calls.login).toEqual([{ ...validLogin, companyId: 1, webFlag: 1 }]);
  });

  it('spec §2: the English dialog moves from the QR login to email login', () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN', lang: 'en' });
    expect(actor.getSnapshot().value).toBe('qrLogin');
    actor.send({ type: 'SHOW_EMAIL_LOGIN' });
    expect(actor.getSnapshot().matches('emailLogin')).toBe(true);
  });
});

describe('login dialog: QR login child (spec §4 QR login)', () => {
  const qrDialog = (checkReplies: LoginReply[]) => {
    const checks: unknown[] = [];
    const storeSession = vi.fn();
    const machine = loginDialogMachine.provide({
      actors: {
        qrLogin: qrLoginMachine.provide({
          actors: {
            fetchQrCode: fromPromise<QrCodeReply, TenantRequest>(async () => ({
              code: '1',
              message: '',
              logoQrCode: 'data:image/png;base64,AAAA',
              logoQrCodeUUID: 'uuid-1',
            })),
            checkQrLogin: fromPromise(async ({ input }) => {
              checks.push(input);
              return answerOf(checkReplies.shift() ?? { code: '0' as const, message: '' });
            }),
          },
        }),
      },
      actions: { storeSession: (_, params) => storeSession(params) },
    });
    const actor = createActor(machine, { input: { companyId: 1, programJurisdictionFlag: 3 } }).start();
    return { actor, checks, storeSession };
  };

  it('spec §4 QR login: polls every 2000 ms and stops when the dialog closes', async () => {
    vi.useFakeTimers();
    const { actor, checks } = qrDialog([]);
    actor.send({ type: 'OPEN', lang: 'cn' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(checks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([{ logoQrCodeUUID: 'uuid-1', companyId: 1, webFlag: 1 }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(checks).toHaveLength(2);
    actor.send({ type: 'CLOSE' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checks).toHaveLength(2);
  });

  it('spec §4 QR login: polling stops on code 1 and the user is logged in', async () => {
    vi.useFakeTimers();
    const validateMap = sampleValidateMap({ certificationStatus: 3 });
    const { actor, checks, storeSession } = qrDialog([
      { code: '0', message: '' },
      { code: '1', message: '', validateMap },
    ]);
    actor.send({ type: 'OPEN', lang: 'en' });
    await vi.advanceTimersByTimeAsync(4000);
    expect(checks).toHaveLength(2);
    expect(storeSession).toHaveBeenCalledWith(validateMap);
    expect(actor.getSnapshot().value).toBe('closed');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checks).toHaveLength(2);
  });

  it('spec §4 QR login: leaving the QR view for email login stops polling', async () => {
    vi.useFakeTimers();
    const { actor, checks } = qrDialog([]);
    actor.send({ type: 'OPEN', lang: 'en' });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'SHOW_EMAIL_LOGIN' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checks).toHaveLength(1);
  });
});

describe('second factor of staff after the password (OWASP ASVS V6, docs/accounts.md)', () => {
  const staff = sampleValidateMap({ userType: 2, certificationStatus: 3 });
  const startSecondFactor = async (mode: 'enrol' | 'verify') => {
    const confirms: SecondFactorRequest[] = [];
    const storeSession = vi.fn();
    const machine = loginDialogMachine.provide({
      actors: {
        login: fromPromise<LoginReply, LoginRequest>(async () => ({
          code: '1',
          message: '',
          secondFactor: sampleSecondFactor(mode),
        })),
        confirmSecondFactor: fromPromise<LoginReply, SecondFactorRequest>(async ({ input }) => {
          confirms.push(input);
          return {
            code: '1',
            message: '',
            validateMap: staff,
            ...(mode === 'enrol' ? { recoveryCodes: ['abcd-efgh-jkmn'] } : {}),
          };
        }),
      },
      actions: { storeSession: (_, validateMap) => storeSession(validateMap) },
    });
    const actor = createActor(machine, { input: { companyId: 1, programJurisdictionFlag: 3 } }).start();
    actor.send({ type: 'OPEN', lang: 'cn', view: 'emailLogin' });
    actor.send({ type: 'SHOW_EMAIL_LOGIN' });
    actor.send({ type: 'SUBMIT_LOGIN', form: validLogin });
    await settle();
    return { actor, confirms, storeSession };
  };

  it('no session after the password: the code view, and an empty code never reaches the server', async () => {
    const { actor, confirms, storeSession } = await startSecondFactor('verify');
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'editing' });
    expect(storeSession).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT_SECOND_FACTOR', form: { code: '' } });
    expect(actor.getSnapshot().context.problems).toEqual({ code: 'required' });
    expect(confirms).toEqual([]);
  });

  it('verify: the code with the challenge stores the session; the recovery-code switch is offered', async () => {
    const { actor, confirms, storeSession } = await startSecondFactor('verify');
    actor.send({ type: 'TOGGLE_RECOVERY_CODE' });
    expect(actor.getSnapshot().context.recoveryCodeInput).toBe(true);
    actor.send({ type: 'SUBMIT_SECOND_FACTOR', form: { code: ' abcd-efgh-jkmn ' } });
    await settle();
    expect(confirms).toEqual([{ challenge: 'challenge-verify', code: 'abcd-efgh-jkmn', webFlag: 1 }]);
    expect(storeSession).toHaveBeenCalledWith(staff);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('enrolment: no recovery-code switch; the recovery codes show once, the session only after "I saved them"', async () => {
    const { actor, storeSession } = await startSecondFactor('enrol');
    expect(actor.getSnapshot().can({ type: 'TOGGLE_RECOVERY_CODE' })).toBe(false);
    actor.send({ type: 'SUBMIT_SECOND_FACTOR', form: { code: '123456' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'recoveryCodes' });
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(['abcd-efgh-jkmn']);
    expect(storeSession).not.toHaveBeenCalled();
    actor.send({ type: 'RECOVERY_CODES_SAVED' });
    expect(storeSession).toHaveBeenCalledWith(staff);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
