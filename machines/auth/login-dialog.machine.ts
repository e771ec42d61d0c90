import { type ActorRefFrom, assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { needsCertificationOnLogin } from '../../domain/access.ts';
import type { CertificationReply, ExpiredLink, ResetGrant, ValidateMap } from '../../domain/api/accounts.ts';
import { SendMailFlag } from '../../domain/api/accounts.ts';
import type {
  CertificationBody,
  LoginBody,
  RegisterBody,
  SendMailBody,
  UpdatePasswordBody,
} from '../../domain/api/accounts-schemas.ts';
import { type Failure, failureOf } from '../../domain/api/failure.ts';
import { CertificationStatus, LanguageCode, WebFlag } from '../../domain/constants.ts';
import type { MessageId } from '../../domain/messages.ts';
import {
  type ChangePasswordForm,
  changePasswordRules,
  type ForgotPasswordForm,
  forgotPasswordRules,
  type LoginForm,
  loginRules,
  type RegisterForm,
  registerRules,
} from '../../domain/validation/auth-forms.ts';
import {
  type ChineseCertificationForm,
  chineseCertificationRules,
  type EnglishCertificationForm,
  englishCertificationRules,
} from '../../domain/validation/certification.ts';
import { isFormValid, validateForm } from '../../domain/validation/rule.ts';
import { qrLoginMachine } from './qr-login.machine.ts';
import type { LoginReply, Reply } from './types.ts';

/**
 * The login dialog (spec §2 Login dialog, §4 Certification status and Login dialog views, §8).
 * One long-lived actor per app: `closed` until OPEN, and back to `closed` on CLOSE or when a login
 * needs nothing more. Bind Radix `Dialog.Root open={!snapshot.matches('closed')}` and send CLOSE
 * from `onOpenChange(false)`. The English dialog (712 px) has seven mutually exclusive views; the
 * Chinese one (800 px) only the QR login and the certification form.
 */
export const LOGIN_DIALOG_MACHINE_ID = 'loginDialog';

export interface LoginDialogInput {
  companyId: number;
  /** The tenant's setting: 3 makes customers certify after login (spec §4, §6). */
  programJurisdictionFlag: number;
}

/** The certification form as submitted: the English or the Chinese one (spec §3, §5). */
export type CertificationSubmission =
  | { lang: typeof LanguageCode.english; form: EnglishCertificationForm }
  | { lang: typeof LanguageCode.chinese; form: ChineseCertificationForm };

export type LoginDialogEvent =
  /** Opens the dialog in the current language; `view` defaults to the QR login. */
  | { type: 'OPEN'; lang: LanguageCode; view?: 'qrLogin' | 'emailLogin' }
  /** A decoded password-reset link (reset-link machine output): English dialog only. */
  | { type: 'OPEN'; lang: LanguageCode; view: 'changePassword'; grant: ResetGrant }
  /** An expired activation link (reset-link machine output): English dialog only. */
  | { type: 'OPEN'; lang: LanguageCode; view: 'emailExpired'; account: ExpiredLink }
  /** A logged-in user asked to certify (header, activation link): the form matching the status. */
  | { type: 'OPEN'; lang: LanguageCode; view: 'certification'; certificationStatus: number }
  | { type: 'CLOSE' }
  | { type: 'SHOW_QR_LOGIN' }
  | { type: 'SHOW_EMAIL_LOGIN' }
  | { type: 'SHOW_CREATE' }
  | { type: 'SHOW_FORGOT' }
  | { type: 'SUBMIT_LOGIN'; form: LoginForm }
  | { type: 'SUBMIT_REGISTER'; form: RegisterForm }
  | { type: 'SUBMIT_FORGOT'; form: ForgotPasswordForm }
  | { type: 'SUBMIT_CHANGE_PASSWORD'; form: ChangePasswordForm }
  | ({ type: 'SUBMIT_CERTIFICATION' } & CertificationSubmission)
  /** Send the activation mail again (account created, or activation link expired). */
  | { type: 'RESEND' }
  /** The user changed a field: its problem from the last refused submit no longer applies. */
  | { type: 'FIELD_EDITED'; field: string };

/** Field problems of the last rejected submit, by field name, as message ids (spec §5). */
export type FieldProblems = Partial<Record<string, MessageId>>;

export interface LoginDialogContext extends LoginDialogInput {
  lang: LanguageCode;
  /** The login result of this dialog's last login (email, QR). */
  user: ValidateMap | null;
  certificationStatus: number | null;
  /** From the decoded reset link: the read-only email and the grant the password change needs. */
  grant: ResetGrant | null;
  /** Who receives the activation mail again: the created account or the expired link's one. */
  activationAccount: ExpiredLink | null;
  problems: FieldProblems;
  /** Counts refused submits: focus moves to the first invalid field after each, not after an edit. */
  refusals: number;
  /** The last failure (also shown as an error toast through `showFailure`, spec §8). */
  failure: Failure | null;
  /** The last success notice (also shown as a toast through `showNotice`). */
  notice: MessageId | null;
}

// Actor inputs: the spec §7 bodies of domain/api, except that the app encrypts the login password.
export type LoginRequest = LoginBody;
export type RegisterRequest = RegisterBody;
export type SendMailRequest = SendMailBody;
export type ResetPasswordRequest = UpdatePasswordBody;
/** The app adds the user id (session) and maps the form's fields to build the updateUser body. */
export type CertificationRequest = CertificationSubmission &
  Pick<CertificationBody, 'companyId' | 'webFlag' | 'updateFlag' | 'certificationStatus'>;
export type { CertificationReply } from '../../domain/api/accounts.ts';

const webFlagOf = (lang: LanguageCode): WebFlag =>
  lang === LanguageCode.english ? WebFlag.english : WebFlag.chinese;

const certificationProblems = (submission: CertificationSubmission): FieldProblems =>
  submission.lang === LanguageCode.english
    ? validateForm(submission.form, englishCertificationRules)
    : validateForm(submission.form, chineseCertificationRules);

const problemsOf = (event: LoginDialogEvent): FieldProblems => {
  switch (event.type) {
    case 'SUBMIT_LOGIN':
      return validateForm(event.form, loginRules);
    case 'SUBMIT_REGISTER':
      return validateForm(event.form, registerRules);
    case 'SUBMIT_FORGOT':
      return validateForm(event.form, forgotPasswordRules);
    case 'SUBMIT_CHANGE_PASSWORD':
      return validateForm(event.form, changePasswordRules);
    case 'SUBMIT_CERTIFICATION':
      return certificationProblems(event);
    default:
      return {};
  }
};

const isOpen = (event: LoginDialogEvent, view: string, lang?: LanguageCode): boolean =>
  event.type === 'OPEN' && event.view === view && (lang === undefined || event.lang === lang);

/** What the invoked calls of this dialog are given and answer with (see `submitStates`). */
type Args = { context: LoginDialogContext; event: LoginDialogEvent };
type Answer<TOutput> = { event: { output: TOutput } };
type SubmitType = Extract<LoginDialogEvent['type'], `SUBMIT_${string}`>;
type NoticeParams =
  | { messageId: MessageId }
  | ((args: { context: LoginDialogContext }) => { messageId: MessageId });

/** The one failure action of the dialog (spec §8): the call's failure, kept for the view and shown. */
const failureOfCall = ({ event }: { event: { error: unknown } }): Failure => failureOf(event.error);
const reportFailure = [
  { type: 'recordFailure', params: failureOfCall },
  { type: 'showFailure', params: failureOfCall },
] as const;

/** A success notice (mailSent, passwordChanged...), kept for the view and shown as a toast. */
const reportNotice = <const TParams extends NoticeParams>(params: TParams) =>
  [
    { type: 'recordNotice', params },
    { type: 'showNotice', params },
  ] as const;

/** Spec §8 success texts of the certification submit: "apply success" in English, 提交成功 in Chinese. */
const certificationNotice = ({ context }: { context: LoginDialogContext }): { messageId: MessageId } => ({
  messageId: context.lang === LanguageCode.english ? 'applySuccess' : 'submitSucceeded',
});

/** `{ [key]: value }` with its key's literal type (a computed key widens to string). */
const keyed = <const TKey extends string, TValue>(key: TKey, value: TValue) =>
  ({ [key]: value }) as { [K in TKey]: TValue };

/**
 * One form of the dialog (spec §5, §7, §8), the same in every view: `editing` takes the form's
 * submit; an invalid form only records its problems (the server is never called), a valid one goes
 * to `calling`, which invokes the call. Its answer goes where `onDone` says; any failure (the
 * server's code and message, or the network) returns to `editing`, recorded and shown as a toast.
 */
const submitStates = <
  const TSubmit extends SubmitType,
  const TCalling extends string,
  const TInvoke extends { id: string; src: string; input: (args: Args) => unknown },
>({
  submit,
  editing,
  refused,
  accept,
  calling,
  description,
  invoke,
}: {
  submit: TSubmit;
  editing: string;
  /** What the form's rules refuse (recordProblems). */
  refused: string;
  /** An action of a valid submit besides clearing the last feedback. */
  accept?: 'rememberAccount';
  calling: TCalling;
  description: string;
  invoke: TInvoke;
}) => ({
  editing: {
    description: editing,
    on: keyed(submit, [
      {
        guard: 'formValid',
        target: calling,
        actions: accept ? (['resetFeedback', accept] as const) : 'resetFeedback',
      },
      { actions: 'recordProblems', description: refused },
    ] as const),
  },
  ...keyed(calling, {
    description,
    tags: ['submitting'],
    invoke: {
      ...invoke,
      onError: {
        target: 'editing',
        description:
          'Spec §8: a code other than 1 shows the server message, a network failure the default text.',
        actions: reportFailure,
      },
    },
  } as const),
});

/**
 * Resending the activation mail (after registering, and from the expired notice) asks the same and
 * answers the same way: back to `target` with the mailSent notice, or with the failure shown.
 */
const resendActivationMail = <const TId extends string, const TTarget extends string>(id: TId, target: TTarget) =>
  ({
    tags: ['submitting'],
    invoke: {
      id,
      src: 'sendMail',
      input: ({ context }: Args): SendMailRequest => ({
        email: context.activationAccount!.email,
        nameEn: context.activationAccount!.nameEn,
        companyId: context.companyId,
        sendMailFlag: SendMailFlag.activation,
        webFlag: WebFlag.english,
      }),
      onDone: { target, actions: reportNotice({ messageId: 'mailSent' }) },
      onError: { target, actions: reportFailure },
    },
  }) as const;

export const loginDialogMachine = setup({
  types: {
    input: {} as LoginDialogInput,
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
  },
  actors: {
    qrLogin: qrLoginMachine,
    login: fromPromise<LoginReply, LoginRequest>(() =>
      Promise.reject(new Error('login must be provided by the app')),
    ),
    register: fromPromise<Reply, RegisterRequest>(() =>
      Promise.reject(new Error('register must be provided by the app')),
    ),
    sendMail: fromPromise<Reply, SendMailRequest>(() =>
      Promise.reject(new Error('sendMail must be provided by the app')),
    ),
    resetPassword: fromPromise<Reply, ResetPasswordRequest>(() =>
      Promise.reject(new Error('resetPassword must be provided by the app')),
    ),
    submitCertification: fromPromise<CertificationReply, CertificationRequest>(() =>
      Promise.reject(new Error('submitCertification must be provided by the app')),
    ),
  },
  guards: {
    isEnglish: ({ context }) => context.lang === LanguageCode.english,
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
  },
  actions: {
    /** Hands the login result to the session (the app sends LOGGED_IN to the session machine). */
    storeSession: (_, _validateMap: ValidateMap) => {},
    /** Tells the session the new certification status (and names) after a successful submit. */
    storeCertification: (_, _params: { certificationStatus: number; nameCn?: string; nameEn?: string }) => {},
    /** Error toast: the server's message, or the default failure text for a network failure. */
    showFailure: (_, _failure: Failure) => {},
    /** Success toast with a message id (mailSent, passwordChanged, applySuccess, submitSucceeded). */
    showNotice: (_, _params: { messageId: MessageId }) => {},
    open: assign({
      lang: ({ event }) => (event.type === 'OPEN' ? event.lang : LanguageCode.chinese),
      certificationStatus: ({ event }) =>
        event.type === 'OPEN' && event.view === 'certification' ? event.certificationStatus : null,
      grant: ({ event }) => (event.type === 'OPEN' && event.view === 'changePassword' ? event.grant : null),
      activationAccount: ({ event }) =>
        event.type === 'OPEN' && event.view === 'emailExpired' ? event.account : null,
      user: null,
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
    recordInReview: assign({ certificationStatus: CertificationStatus.inAuthentication }),
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
  description:
    'The login dialog (spec §2, §4): which view shows, what each submit calls, and what follows a login. English: seven views; Chinese: QR login or the certification form only.',
  context: ({ input }) => ({
    ...input,
    lang: LanguageCode.chinese,
    user: null,
    certificationStatus: null,
    grant: null,
    activationAccount: null,
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
              'Default, and the only login view of the Chinese dialog (spec §2): other views asked in Chinese fall back here.',
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
          guard: 'isEnglish',
          target: 'emailLogin',
          actions: 'resetFeedback',
          description: 'English dialog only (spec §2).',
        },
      },
    },
    emailLogin: {
      description: 'Email and password login of the English dialog (spec §2, §5 Login, §7 weblogin).',
      initial: 'editing',
      on: {
        SHOW_QR_LOGIN: { target: 'qrLogin', actions: 'resetFeedback' },
        SHOW_CREATE: { target: 'createAccount', actions: 'resetFeedback' },
        SHOW_FORGOT: { target: 'forgotPassword', actions: 'resetFeedback' },
      },
      states: submitStates({
        submit: 'SUBMIT_LOGIN',
        editing: 'The form; field problems (message ids) of a rejected submit show under the fields.',
        refused: 'Spec §5: invalid email or empty password.',
        calling: 'submitting',
        description: 'weblogin is called with the email and the password (encrypted by the app, spec §7).',
        invoke: {
          id: 'login',
          src: 'login',
          input: ({ context, event }: Args): LoginRequest => {
            assertEvent(event, 'SUBMIT_LOGIN');
            return {
              email: event.form.email,
              password: event.form.password,
              companyId: context.companyId,
              webFlag: WebFlag.english,
            };
          },
          onDone: {
            target: '#loginDialog.loggedIn',
            actions: {
              type: 'recordUser',
              params: ({ event }: Answer<LoginReply>) => event.output.validateMap!,
            },
          },
        },
      }),
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
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context, event }: Args): RegisterRequest => {
              assertEvent(event, 'SUBMIT_REGISTER');
              return {
                email: event.form.email,
                password: event.form.password,
                nameEn: event.form.name,
                companyId: context.companyId,
                sendMailFlag: SendMailFlag.activation,
                webFlag: WebFlag.english,
              };
            },
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
          invoke: {
            id: 'sendResetMail',
            src: 'sendMail',
            input: ({ context, event }: Args): SendMailRequest => {
              assertEvent(event, 'SUBMIT_FORGOT');
              return {
                email: event.form.email,
                companyId: context.companyId,
                sendMailFlag: SendMailFlag.reset,
                webFlag: WebFlag.english,
              };
            },
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
        invoke: {
          id: 'resetPassword',
          src: 'resetPassword',
          input: ({ context, event }: Args): ResetPasswordRequest => {
            assertEvent(event, 'SUBMIT_CHANGE_PASSWORD');
            return {
              email: context.grant!.email,
              password: event.form.password,
              grant: context.grant!.grant,
              companyId: context.companyId,
              webFlag: WebFlag.english,
            };
          },
          onDone: {
            target: '#loginDialog.emailLogin',
            description: 'Spec §4: a successful password change returns to email login.',
            actions: reportNotice({ messageId: 'passwordChanged' }),
          },
        },
      }),
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
          invoke: {
            id: 'submitCertification',
            src: 'submitCertification',
            input: ({ context, event }: Args): CertificationRequest => {
              assertEvent(event, 'SUBMIT_CERTIFICATION');
              const { type: _type, ...submission } = event;
              return {
                ...submission,
                companyId: context.companyId,
                webFlag: webFlagOf(context.lang),
                updateFlag: 1 as const,
                certificationStatus: CertificationStatus.inAuthentication,
              };
            },
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
