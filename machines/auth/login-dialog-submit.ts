/**
 * One form of the login dialog (login-dialog.machine.ts), the same in every view: the submit-state
 * factory, and the one failure action and notice action its calls end with (spec §5, §7, §8).
 */

import { SendMailFlag } from '../../domain/api/accounts.ts';
import { type Failure, failureOf } from '../../domain/api/failure.ts';
import type { MessageId } from '../../domain/messages.ts';
import {
  type LoginDialogContext,
  type LoginDialogEvent,
  type SendMailRequest,
  webFlagOf,
} from './login-dialog-contract.ts';

/** What the invoked calls of this dialog are given and answer with (see `submitStates`). */
export type Args = { context: LoginDialogContext; event: LoginDialogEvent };
export type Answer<TOutput> = { event: { output: TOutput } };
type SubmitType = Extract<LoginDialogEvent['type'], `SUBMIT_${string}`>;
type NoticeParams =
  | { messageId: MessageId }
  | ((args: { context: LoginDialogContext }) => { messageId: MessageId });

/** The one failure action of the dialog (spec §8): the call's failure, kept for the view and shown. */
const failureOfCall = ({ event }: { event: { error: unknown } }): Failure => failureOf(event.error);
export const reportFailure = [
  { type: 'recordFailure', params: failureOfCall },
  { type: 'showFailure', params: failureOfCall },
] as const;

/**
 * A success notice (mailSent, passwordChanged...), kept for the view, which stays open and says it
 * once: a toast beside it said the same a second time.
 */
export const reportNotice = <const TParams extends NoticeParams>(params: TParams) =>
  [{ type: 'recordNotice', params }] as const;

const isSubmit = <TSubmit extends SubmitType>(
  event: LoginDialogEvent,
  submit: TSubmit,
): event is Extract<LoginDialogEvent, { type: TSubmit }> => event.type === submit;

/** `{ [key]: value }` with its key's literal type (a computed key widens to string). */
const keyed = <const TKey extends string, TValue>(key: TKey, value: TValue) =>
  ({ [key]: value }) as { [K in TKey]: TValue };

/**
 * One form of the dialog (spec §5, §7, §8), the same in every view: `editing` takes the form's
 * submit; an invalid form only records its problems (the server is never called), a valid one goes
 * to `calling`, which invokes the call with `input` (the body, from the submitted form). Its answer
 * goes where `onDone` says; any failure (the server's code and message, or the network) returns to
 * `editing`, recorded and shown as a toast.
 */
export const submitStates = <
  const TSubmit extends SubmitType,
  const TCalling extends string,
  const TInvoke extends { id: string; src: string },
  TInput,
>({
  submit,
  editing,
  refused,
  accept,
  calling,
  description,
  invoke,
  input,
}: {
  submit: TSubmit;
  editing: string;
  /** What the form's rules refuse (recordProblems). */
  refused: string;
  /** An action of a valid submit besides clearing the last feedback. */
  accept?: 'rememberAccount' | 'rememberLoginEmail';
  calling: TCalling;
  description: string;
  invoke: TInvoke;
  input: (context: LoginDialogContext, event: Extract<LoginDialogEvent, { type: TSubmit }>) => TInput;
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
      // Only the form's submit enters `calling` (see `editing`).
      input: ({ context, event }: Args) => {
        if (!isSubmit(event, submit)) throw new Error(`${calling} is entered by ${submit} only`);
        return input(context, event);
      },
      onError: {
        target: 'editing',
        description:
          'Spec §8: a code other than 1 shows the server message, a network failure the default text.',
        actions: reportFailure,
      },
    },
  } as const),
});

/** The tenant and language fields of the dialog's calls (spec §7): mails answer in the dialog's language. */
export const dialogOrigin = ({ companyId, lang }: LoginDialogContext) => ({
  companyId,
  webFlag: webFlagOf(lang),
});

/**
 * Resending the activation mail (after registering, and from the expired notice) asks the same and
 * answers the same way: back to `target` with the mailSent notice, or with the failure shown.
 */
export const resendActivationMail = <const TId extends string, const TTarget extends string>(
  id: TId,
  target: TTarget,
) =>
  ({
    tags: ['submitting'],
    invoke: {
      id,
      src: 'sendMail',
      input: ({ context }: Args): SendMailRequest => ({
        email: context.activationAccount!.email,
        nameEn: context.activationAccount!.nameEn,
        sendMailFlag: SendMailFlag.activation,
        ...dialogOrigin(context),
      }),
      onDone: { target, actions: reportNotice({ messageId: 'mailSent' }) },
      onError: { target, actions: reportFailure },
    },
  }) as const;
