import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { needsCertificationOnLogin } from '../../domain/access.ts';
import type { CertificationReply, SecondFactorChallenge, ValidateMap } from '../../domain/api/accounts.ts';
import { SendMailFlag } from '../../domain/api/accounts.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import type { Failure } from '../../domain/api/failure.ts';
import { CertificationStatus, LanguageCode } from '../../domain/constants.ts';
import type { MessageId } from '../../domain/messages.ts';
import { isFormValid } from '../../domain/validation/rule.ts';
import { toBeProvided } from '../provided.ts';
import {
  type CertificationRequest,
  type LoginDialogContext,
  type LoginDialogEvent,
  type LoginDialogInput,
  type LoginRequest,
  problemsOf,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SecondFactorRequest,
  type SendMailRequest,
  type SignInLinkRequest,
  webFlagOf,
} from './login-dialog-contract.ts';
import {
  type Answer,
  type Args,
  dialogOrigin,
  reportFailure,
  reportNotice,
  resendActivationMail,
  submitStates,
} from './login-dialog-submit.ts';
import { qrLoginMachine } from './qr-login.machine.ts';
import type { LoginReply, Reply } from './types.ts';

/**
 * The login dialog (spec §2 Login dialog, §4 Certification status and Login dialog views, §8).
 * One long-lived actor per app: `closed` until OPEN, and back to `closed` on CLOSE or when a login
 * needs nothing more. Bind Radix `Dialog.Root open={!snapshot.matches('closed')}` and send CLOSE
 * from `onOpenChange(false)`. The English dialog (712 px) has seven mutually exclusive views; the
 * Chinese one (800 px) opens on the QR login or the certification form (spec §2), and from the QR
 * login offers email login and registration too (docs/decisions.md).
 */
export const LOGIN_DIALOG_MACHINE_ID = 'loginDialog';

const isOpen = (event: LoginDialogEvent, view: string, lang?: LanguageCode): boolean =>
  event.type === 'OPEN' && event.view === view && (lang === undefined || event.lang === lang);

/** Spec §8 success texts of the certification submit: "apply success" in English, 提交成功 in Chinese. */
const certificationNotice = ({ context }: { context: LoginDialogContext }): { messageId: MessageId } => ({
  messageId: context.lang === LanguageCode.english ? 'applySuccess' : 'submitSucceeded',
});

/** The email login's form (spec §5 Login, §7 weblogin); its editing state also offers the sign-in link. */
const emailLoginStates = submitStates({
  submit: 'SUBMIT_LOGIN',
  editing: 'The form; field problems (message ids) of a rejected submit show under the fields.',
  refused: 'Spec §5: invalid email or empty password.',
  accept: 'rememberLoginEmail',
  calling: 'submitting',
  description: 'weblogin is called with the email and the password (encrypted by the app, spec §7).',
  input: (context, { form }): LoginRequest => ({
    email: form.email,
    password: form.password,
    ...dialogOrigin(context),
  }),
  invoke: {
    id: 'login',
    src: 'login',
    onDone: [
      {
        guard: { type: 'secondFactorAsked', params: ({ event }: Answer<LoginReply>) => event.output },
        target: '#loginDialog.secondFactor',
        actions: {
          type: 'recordChallenge',
          params: ({ event }: Answer<LoginReply>) => event.output.secondFactor!,
        },
        description:
          'Staff whose roles need a second factor (OWASP ASVS V6, docs/accounts.md): no session yet, the code view.',
      },
      {
        target: '#loginDialog.loggedIn',
        actions: {
          type: 'recordUser',
          params: ({ event }: Answer<LoginReply>) => event.output.validateMap!,
        },
      },
    ],
  },
});

/** The code after the password of staff who need a second factor (docs/accounts.md). */
const secondFactorStates = submitStates({
  submit: 'SUBMIT_SECOND_FACTOR',
  editing: "The code field (the app's 6 digits, or a recovery code when switched to it).",
  refused: 'An empty code.',
  calling: 'confirming',
  description: 'confirmSecondFactor is called with the challenge and the code typed.',
  input: (context, { form }): SecondFactorRequest => ({
    challenge: context.secondFactor!.challenge,
    code: form.code.trim(),
    webFlag: webFlagOf(context.lang),
  }),
  invoke: {
    id: 'confirmSecondFactor',
    src: 'confirmSecondFactor',
    onDone: [
      {
        guard: {
          type: 'recoveryCodesGiven',
          params: ({ event }: Answer<LoginReply>) => event.output,
        },
        target: 'recoveryCodes',
        actions: [
          {
            type: 'recordUser',
            params: ({ event }: Answer<LoginReply>) => event.output.validateMap!,
          },
          {
            type: 'recordRecoveryCodes',
            params: ({ event }: Answer<LoginReply>) => event.output.recoveryCodes!,
          },
        ],
        description: 'The code confirmed the enrolment: its recovery codes show once.',
      },
      {
        target: '#loginDialog.loggedIn',
        actions: {
          type: 'recordUser',
          params: ({ event }: Answer<LoginReply>) => event.output.validateMap!,
        },
      },
    ],
  },
});

export const loginDialogMachine = setup({
  types: {
    input: {} as LoginDialogInput,
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
  },
  actors: {
    qrLogin: qrLoginMachine,
    login: toBeProvided<LoginReply, LoginRequest>('login'),
    register: toBeProvided<Reply, RegisterRequest>('register'),
    sendMail: toBeProvided<Reply, SendMailRequest>('sendMail'),
    sendSignInLink: toBeProvided<Reply, SignInLinkRequest>('sendSignInLink'),
    resetPassword: toBeProvided<Reply, ResetPasswordRequest>('resetPassword'),
    submitCertification: toBeProvided<CertificationReply, CertificationRequest>('submitCertification'),
    confirmSecondFactor: toBeProvided<LoginReply, SecondFactorRequest>('confirmSecondFactor'),
  },
  guards: {
    opensCertification: ({ event }) => isOpen(event, 'certification'),
    opensChangePassword: ({ event }) => isOpen(event, 'changePassword', LanguageCode.english),
    opensEmailExpired: ({ event }) => isOpen(event, 'emailExpired', LanguageCode.english),
    opensEmailLogin: ({ event }) => isOpen(event, 'emailLogin', LanguageCode.english),
    /** Spec §5: an invalid form never reaches the server. */
    formValid: ({ event }) => isFormValid(problemsOf(event)),
    /** Spec §4 Certification status: status 1, 2 or 4, programJurisdictionFlag 3, not staff. */
    needsCertification: ({ context }) =>
      context.user !== null &&
      needsCertificationOnLogin({
        certificationStatus: context.user.certificationStatus,
        programJurisdictionFlag: context.programJurisdictionFlag,
        userType: context.user.userType,
      }),
    certificationInReview: ({ context }) =>
      context.certificationStatus === CertificationStatus.inAuthentication,
    certified: ({ context }) => context.certificationStatus === CertificationStatus.certified,
    /** The password was right and the account needs a second factor: the answer is its challenge. */
    secondFactorAsked: (_, reply: LoginReply) => reply.secondFactor !== undefined,
    /** The code confirmed an enrolment: the recovery codes show before the session is stored. */
    recoveryCodesGiven: (_, reply: LoginReply) => reply.recoveryCodes !== undefined,
    /** Only a verify takes recovery codes (an enrolment has none yet). */
    verifying: ({ context }) => context.secondFactor?.mode === 'verify',
    /** The last login was refused as too many attempts: its owner may ask for a sign-in link. */
    lockedOut: ({ context }) =>
      context.failure?.code === ResultCode.rateLimited && context.loginEmail !== null,
  },
  actions: {
    /** Hands the login result to the session (the app sends LOGGED_IN to the session machine). */
    storeSession: (_, _validateMap: ValidateMap) => {},
    /** Tells the session the new certification status (and names) after a successful submit. */
    storeCertification: (_, _params: { certificationStatus: number; nameCn?: string; nameEn?: string }) => {},
    /** Error toast: the server's message, or the default failure text for a network failure. */
    showFailure: (_, _failure: Failure) => {},
    open: assign({
      lang: ({ event }) => (event.type === 'OPEN' ? event.lang : LanguageCode.chinese),
      certificationStatus: ({ event }) =>
        event.type === 'OPEN' && event.view === 'certification' ? event.certificationStatus : null,
      grant: ({ event }) => (event.type === 'OPEN' && event.view === 'changePassword' ? event.grant : null),
      activationAccount: ({ event }) =>
        event.type === 'OPEN' && event.view === 'emailExpired' ? event.account : null,
      user: null,
      secondFactor: null,
      recoveryCodes: [],
      problems: {},
      failure: null,
      notice: null,
    }),
    resetFeedback: assign({ problems: {}, failure: null, notice: null }),
    recordProblems: assign({
      problems: ({ event }) => problemsOf(event),
      refusals: ({ context }) => context.refusals + 1,
    }),
    clearProblem: assign({
      problems: ({ context, event }) => {
        assertEvent(event, 'FIELD_EDITED');
        // Unchanged when the field had no problem, so that nothing re-renders on every keystroke.
        if (!(event.field in context.problems)) return context.problems;
        const { [event.field]: _edited, ...others } = context.problems;
        return others;
      },
    }),
    recordUser: assign({ user: (_, user: ValidateMap) => user }),
    recordChallenge: assign({
      secondFactor: (_, challenge: SecondFactorChallenge) => challenge,
      recoveryCodeInput: false,
      recoveryCodes: [],
    }),
    forgetChallenge: assign({ secondFactor: null, recoveryCodeInput: false }),
    recordRecoveryCodes: assign({ recoveryCodes: (_, codes: readonly string[]) => codes }),
    toggleRecoveryCode: assign({
      recoveryCodeInput: ({ context }) => !context.recoveryCodeInput,
      problems: {},
    }),
    recordInReview: assign({ certificationStatus: CertificationStatus.inAuthentication }),
    /** Where a sign-in link goes if this login is refused as too many attempts. */
    rememberLoginEmail: assign({
      loginEmail: ({ event }) => {
        assertEvent(event, 'SUBMIT_LOGIN');
        return event.form.email;
      },
    }),
    /** Who receives the activation mail again after registering (spec §4). */
    rememberAccount: assign({
      activationAccount: ({ event }) => {
        assertEvent(event, 'SUBMIT_REGISTER');
        return { email: event.form.email, nameEn: event.form.name };
      },
    }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure, notice: null }),
    recordNotice: assign({
      notice: (_, params: { messageId: MessageId }) => params.messageId,
      failure: null,
    }),
  },
}).createMachine({
  id: LOGIN_DIALOG_MACHINE_ID,
  meta: {
    spec: [
      '§2 Login dialog; §4 Certification status, Login dialog views',
      '§5 Login, Register, Change password, English and Chinese certification; §6 staff never certify',
      '§7 weblogin, webregister, forgetOrRegistSendMail, forgetPassWordUpdateUser, updateUser',
      '§8 Server messages as error toasts',
    ],
  },
  description:
    'The login dialog (spec §2, §4): which view shows, what each submit calls, and what follows a login. English: seven views; Chinese: QR login or the certification form only.',
  context: ({ input }) => ({
    ...input,
    lang: LanguageCode.chinese,
    user: null,
    certificationStatus: null,
    grant: null,
    activationAccount: null,
    loginEmail: null,
    secondFactor: null,
    recoveryCodeInput: false,
    recoveryCodes: [],
    problems: {},
    refusals: 0,
    failure: null,
    notice: null,
  }),
  initial: 'closed',
  on: {
    CLOSE: {
      target: '.closed',
      description:
        'From any view (close button, Escape; never an outside click, spec §2): the dialog closes and any running request or QR polling stops.',
    },
    FIELD_EDITED: {
      actions: 'clearProblem',
      description:
        'A field the user changes loses the problem of the last refused submit ("required" no longer shows under a filled field); the next submit checks again.',
    },
  },
  states: {
    closed: {
      description: 'The dialog is not shown (Radix open = false). OPEN chooses the view.',
      on: {
        OPEN: [
          {
            guard: 'opensCertification',
            target: 'certification.checkingStatus',
            actions: 'open',
            description: 'Both languages (spec §2): the certification form for the given status.',
          },
          { guard: 'opensChangePassword', target: 'changePassword', actions: 'open' },
          { guard: 'opensEmailExpired', target: 'emailExpired', actions: 'open' },
          { guard: 'opensEmailLogin', target: 'emailLogin', actions: 'open' },
          {
            target: 'qrLogin',
            actions: 'open',
            description:
              'Default, and the first login view of the Chinese dialog (spec §2): other views asked in Chinese fall back here.',
          },
        ],
      },
    },
    qrLogin: {
      description:
        'QR-code login (spec §4 QR login): the qrLogin child fetches the code and polls it; leaving this view or closing the dialog stops the child and its polling.',
      invoke: {
        id: 'qrLogin',
        src: 'qrLogin',
        input: ({ context }) => ({ companyId: context.companyId, webFlag: webFlagOf(context.lang) }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'recordUser', params: ({ event }) => event.output.validateMap },
        },
      },
      on: {
        SHOW_EMAIL_LOGIN: {
          target: 'emailLogin',
          actions: 'resetFeedback',
          description:
            'Both languages: spec §2 gives the Chinese dialog QR login only, a dead end for a visitor without an account on a phone; the QR view stays first (docs/decisions.md).',
        },
        SHOW_CREATE: {
          target: 'createAccount',
          actions: 'resetFeedback',
          description: 'Registration straight from the QR view, in both languages (docs/decisions.md).',
        },
      },
    },
    emailLogin: {
      description:
        'Email and password login (spec §2, §5 Login, §7 weblogin); in Chinese from the QR view (docs/decisions.md).',
      initial: 'editing',
      on: {
        SHOW_QR_LOGIN: { target: 'qrLogin', actions: 'resetFeedback' },
        SHOW_CREATE: { target: 'createAccount', actions: 'resetFeedback' },
        SHOW_FORGOT: { target: 'forgotPassword', actions: 'resetFeedback' },
      },
      states: {
        ...emailLoginStates,
        editing: {
          ...emailLoginStates.editing,
          on: {
            ...emailLoginStates.editing.on,
            SEND_SIGN_IN_LINK: {
              guard: 'lockedOut',
              target: 'sendingSignInLink',
              description:
                'Only after a login refused as too many attempts (the account is locked for 15 minutes): its owner gets in by mail.',
            },
          },
        },
        sendingSignInLink: {
          description:
            'sendSignInLink mails a one-time sign-in link to the address of the last login (the same answer for any address); back to the form with the mailSent notice.',
          tags: ['submitting'],
          invoke: {
            id: 'sendSignInLink',
            src: 'sendSignInLink',
            input: ({ context }: Args): SignInLinkRequest => ({
              email: context.loginEmail ?? '',
              ...dialogOrigin(context),
            }),
            onDone: { target: 'editing', actions: reportNotice({ messageId: 'mailSent' }) },
            onError: { target: 'editing', actions: reportFailure },
          },
        },
      },
    },
    createAccount: {
      description:
        'Create account of the English dialog (spec §4 Login dialog views, §5 Register, §7 webregister).',
      initial: 'editing',
      on: { SHOW_EMAIL_LOGIN: { target: 'emailLogin', actions: 'resetFeedback' } },
      states: {
        ...submitStates({
          submit: 'SUBMIT_REGISTER',
          editing: 'The register form: name, email, password, agreement ticked by default.',
          refused: 'Spec §5 Register rules, agreement included.',
          accept: 'rememberAccount',
          calling: 'submitting',
          description: 'webregister is called (sendMailFlag 2: the server mails the activation link).',
          input: (context, { form }): RegisterRequest => ({
            email: form.email,
            password: form.password,
            nameEn: form.name,
            sendMailFlag: SendMailFlag.activation,
            ...dialogOrigin(context),
          }),
          invoke: {
            id: 'register',
            src: 'register',
            onDone: { target: 'sent' },
          },
        }),
        sent: {
          description:
            'Account created: the sent-email screen (activationAccount.email) with a resend action (spec §4).',
          on: { RESEND: { target: 'resending', actions: 'resetFeedback' } },
        },
        resending: {
          description: 'forgetOrRegistSendMail with sendMailFlag 2 sends the activation mail again.',
          ...resendActivationMail('resendActivationMail', 'sent'),
        },
      },
    },
    forgotPassword: {
      description:
        'Forgot password of the English dialog (spec §4 Login dialog views, §7 forgetOrRegistSendMail).',
      initial: 'editing',
      on: { SHOW_EMAIL_LOGIN: { target: 'emailLogin', actions: 'resetFeedback' } },
      states: {
        ...submitStates({
          submit: 'SUBMIT_FORGOT',
          editing: 'The email form.',
          refused: 'Spec §5: invalid email.',
          calling: 'sending',
          description: 'forgetOrRegistSendMail with sendMailFlag 1 mails the password-reset link.',
          input: (context, { form }): SendMailRequest => ({
            email: form.email,
            sendMailFlag: SendMailFlag.reset,
            ...dialogOrigin(context),
          }),
          invoke: {
            id: 'sendResetMail',
            src: 'sendMail',
            onDone: { target: 'checkInbox', actions: reportNotice({ messageId: 'mailSent' }) },
          },
        }),
        checkInbox: {
          description: 'The check-inbox screen that ends forgot password (spec §4).',
        },
      },
    },
    emailExpired: {
      description:
        'Expired activation link (spec §4 Password-reset and activation link, §8): "Sorry, your activated email has expired" with a resend of the activation mail to the account saved from the link.',
      initial: 'notice',
      on: { SHOW_EMAIL_LOGIN: { target: 'emailLogin', actions: 'resetFeedback' } },
      states: {
        notice: {
          description: 'The expired notice (message id activationEmailExpired) and the resend action.',
          on: { RESEND: { target: 'resending', actions: 'resetFeedback' } },
        },
        resending: {
          description: 'forgetOrRegistSendMail with sendMailFlag 2 and the saved email and English name.',
          ...resendActivationMail('resendExpiredActivationMail', 'notice'),
        },
      },
    },
    changePassword: {
      description:
        'Change password after a decoded reset link (spec §4, §5 Change password): the email is read-only, from grant.',
      initial: 'editing',
      on: { SHOW_EMAIL_LOGIN: { target: 'emailLogin', actions: 'resetFeedback' } },
      states: submitStates({
        submit: 'SUBMIT_CHANGE_PASSWORD',
        editing: 'New password and its repeat.',
        refused: "Spec §5: password rule, Password doesn't match.",
        calling: 'submitting',
        description:
          'forgetPassWordUpdateUser is called with the link email, the new password and the grant.',
        input: (context, { form }): ResetPasswordRequest => ({
          email: context.grant!.email,
          password: form.password,
          grant: context.grant!.grant,
          ...dialogOrigin(context),
        }),
        invoke: {
          id: 'resetPassword',
          src: 'resetPassword',
          onDone: {
            target: '#loginDialog.emailLogin',
            description: 'Spec §4: a successful password change returns to email login.',
            actions: reportNotice({ messageId: 'passwordChanged' }),
          },
        },
      }),
    },
    secondFactor: {
      description:
        'The second factor of staff (OWASP ASVS V6, TOTP per RFC 6238; docs/accounts.md), after the password: enrolment shows the QR picture and the key to type in, verify takes a code or a recovery code. The session comes only with a right code.',
      initial: 'editing',
      states: {
        ...secondFactorStates,
        editing: {
          ...secondFactorStates.editing,
          on: {
            ...secondFactorStates.editing.on,
            SHOW_EMAIL_LOGIN: {
              target: '#loginDialog.emailLogin',
              actions: ['resetFeedback', 'forgetChallenge'],
              description: 'Back to the password (an expired challenge needs a new sign-in).',
            },
            TOGGLE_RECOVERY_CODE: {
              guard: 'verifying',
              actions: 'toggleRecoveryCode',
              description:
                "Verify only: the code field takes a recovery code instead, or the app's code again.",
            },
          },
        },
        recoveryCodes: {
          description:
            'The ten recovery codes, shown once: the session is stored when the user says they saved them (or closes the dialog).',
          on: {
            RECOVERY_CODES_SAVED: { target: '#loginDialog.loggedIn' },
            CLOSE: {
              target: '#loginDialog.loggedIn',
              description: 'The codes were shown: closing keeps the session rather than throwing it away.',
            },
          },
        },
      },
    },
    loggedIn: {
      description:
        'Transient, after any login of this dialog (email, QR): the session is stored, then spec §4 decides: status 1, 2 or 4 with programJurisdictionFlag 3 and a user type other than 2 opens the certification form; otherwise the dialog closes.',
      entry: { type: 'storeSession', params: ({ context }) => context.user! },
      always: [
        {
          guard: 'needsCertification',
          target: 'certification.checkingStatus',
          actions: assign({ certificationStatus: ({ context }) => context.user!.certificationStatus }),
        },
        { target: 'closed', description: 'Certified, staff, or the tenant does not require it.' },
      ],
    },
    certification: {
      description:
        'The certification form (spec §4 Certification status): English form, or the Chinese one whose company comes from the suggestions.',
      initial: 'checkingStatus',
      states: {
        checkingStatus: {
          description: 'Transient: the certification status decides what the view shows.',
          always: [
            { guard: 'certificationInReview', target: 'inProgress' },
            {
              guard: 'certified',
              target: '#loginDialog.closed',
              description: 'Status 3: certified or no certification needed, the dialog closes.',
            },
            { target: 'editing', description: 'Status 1 or 4: certification needed, the form shows.' },
          ],
        },
        ...submitStates({
          submit: 'SUBMIT_CERTIFICATION',
          editing:
            'The form, submit enabled once valid (English: all four fields filled; Chinese: company chosen from the suggestions).',
          refused: 'Spec §5 English or Chinese certification rules.',
          calling: 'submitting',
          description: 'updateUser is called with the form, updateFlag 1 and certificationStatus 2.',
          input: (context, { type: _type, ...submission }): CertificationRequest => ({
            ...submission,
            companyId: context.companyId,
            webFlag: webFlagOf(context.lang),
            updateFlag: 1,
            certificationStatus: CertificationStatus.inAuthentication,
          }),
          invoke: {
            id: 'submitCertification',
            src: 'submitCertification',
            onDone: {
              target: 'inProgress',
              description: 'Spec §4: after a successful submit the status becomes 2.',
              actions: [
                'recordInReview',
                {
                  type: 'storeCertification',
                  params: ({ event }: Answer<CertificationReply>) => ({
                    certificationStatus: CertificationStatus.inAuthentication,
                    ...event.output.validateMap,
                  }),
                },
                ...reportNotice(certificationNotice),
              ],
            },
          },
        }),
        inProgress: {
          description:
            'Status 2, in authentication (spec §4): the submit button is disabled and reads in progress.',
          tags: ['inProgress'],
        },
      },
    },
  },
});

export type LoginDialogMachine = typeof loginDialogMachine;
export type LoginDialogActor = ActorRefFrom<LoginDialogMachine>;
export type LoginDialogSnapshot = SnapshotFrom<LoginDialogMachine>;
