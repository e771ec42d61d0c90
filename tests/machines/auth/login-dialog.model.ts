import { loginDialogMachine } from '../../../machines/auth/login-dialog.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';
import {
  sampleChineseCertification,
  sampleEnglishCertification,
  sampleExpiredLink,
  sampleResetGrant,
  sampleSecondFactor,
  sampleValidateMap,
} from './samples.ts';

export const loginDialogModel: MachineModel<typeof loginDialogMachine> = {
  machine: loginDialogMachine,
  // The language changes which views are reachable; it only matters while the dialog is open. A
  // login refused as too many attempts offers the sign-in link: a state of its own for the paths.
  serializeState: (snapshot) =>
    snapshot.value === 'closed'
      ? 'closed'
      : JSON.stringify({
          value: snapshot.value,
          lang: snapshot.context.lang,
          lockedOut: snapshot.can({ type: 'SEND_SIGN_IN_LINK' }),
          secondFactor: snapshot.context.secondFactor?.mode ?? null,
        }),
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
    SUBMIT_SECOND_FACTOR: [
      { type: 'SUBMIT_SECOND_FACTOR', form: { code: '123456' } },
      { type: 'SUBMIT_SECOND_FACTOR', form: { code: '' } },
    ],
    TOGGLE_RECOVERY_CODE: [{ type: 'TOGGLE_RECOVERY_CODE' }],
    RECOVERY_CODES_SAVED: [{ type: 'RECOVERY_CODES_SAVED' }],
    RESEND: [{ type: 'RESEND' }],
    SEND_SIGN_IN_LINK: [{ type: 'SEND_SIGN_IN_LINK' }],
  },
  actors: {
    // The QR child machine has its own model; here only its outcome matters.
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
        { code: '1', message: '', secondFactor: sampleSecondFactor('enrol') },
        { code: '1', message: '', secondFactor: sampleSecondFactor('verify') },
      ],
      error: [
        sampleApiFailure('0', 'Wrong email or password'),
        sampleApiFailure('429', 'Too many failed login attempts; please try again in 15 minutes'),
        new Error('network'),
      ],
    },
    confirmSecondFactor: {
      done: [
        {
          code: '1',
          message: '',
          validateMap: sampleValidateMap({ userType: 2 }),
          recoveryCodes: ['abcd-efgh-jkmn'],
        },
        { code: '1', message: '', validateMap: sampleValidateMap({ userType: 2 }) },
      ],
      error: [sampleApiFailure('0', 'Incorrect code'), new Error('network')],
    },
    sendSignInLink: {
      done: [{ code: '1', message: '' }],
      error: [sampleApiFailure('429', 'Too many mails, try later'), new Error('network')],
    },
    register: {
      done: [{ code: '1', message: '' }],
      error: [sampleApiFailure('0', 'This email is already registered'), new Error('network')],
    },
    sendMail: {
      done: [{ code: '1', message: '' }],
      error: [sampleApiFailure('429', 'Too many mails, try later'), new Error('network')],
    },
    resetPassword: {
      done: [{ code: '1', message: '' }],
      error: [sampleApiFailure('0', 'The reset grant has expired'), new Error('network')],
    },
    submitCertification: {
      done: [{ code: '1', message: '', validateMap: { nameCn: '张三', nameEn: 'San Zhang' } }],
      error: [sampleApiFailure('0', 'Certification refused'), new Error('network')],
    },
  },
};
