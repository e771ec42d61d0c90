import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { LoginDialogWidth, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { loginDialogMachine } from '../../../machines/auth/login-dialog.machine.ts';
import type { LoginDialogEvent } from '../../../machines/auth/login-dialog-contract.ts';
import { qrLoginMachine } from '../../../machines/auth/qr-login.machine.ts';
import * as accounts from '../../api/accounts.ts';
import { encryptPassword } from '../../api/login-cipher.ts';
import { companyId } from '../../api/tenant.ts';
import { receiveLoginRequests } from '../../app/login-opener.ts';
import { sessionActor } from '../../app/session-runtime.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang } from '../../i18n/locale.ts';
import { overlay } from '../../ui/dialog.css.ts';
import { useReturnFocus } from '../../ui/return-focus.ts';
import { notify } from '../../ui/toast-store.ts';
import { LoginDialogActorContext } from './dialog-actor.ts';
import * as styles from './login-dialog.css.ts';
import { useFailureText } from './messages.ts';
import { LoginViews } from './views/login-views.tsx';

/**
 * The login dialog of spec §2, bound to the loginDialog statechart: modal, 712 px in English and
 * 800 px in Chinese, no close on an outside click. Loaded with its catalog on the first request.
 */
export default function LoginDialog() {
  const { t } = useLingui();
  const session = sessionActor();
  const { company } = useTenant();
  const failureText = useFailureText();
  const router = useRouter();

  const machine = useMemo(
    () =>
      loginDialogMachine.provide({
        actors: {
          qrLogin: qrLoginMachine.provide({
            actors: {
              fetchQrCode: fromPromise(({ input }) => accounts.fetchQrCode(input)),
              checkQrLogin: fromPromise(({ input }) => accounts.checkQrLogin(input)),
            },
            actions: { showFailure: (_, failure) => notify('error', failureText(failure)) },
          }),
          login: fromPromise(({ input }) =>
            accounts.login({ ...input, password: encryptPassword(input.password) }),
          ),
          confirmSecondFactor: fromPromise(({ input }) => accounts.confirmSecondFactor(input)),
          register: fromPromise(({ input }) => accounts.register(input)),
          sendMail: fromPromise(({ input }) => accounts.sendMail(input)),
          sendSignInLink: fromPromise(({ input }) => accounts.sendSignInLink(input)),
          resetPassword: fromPromise(({ input }) => accounts.resetPassword(input)),
          submitCertification: fromPromise(({ input }) => {
            const userId = session.getSnapshot().context.session?.userId;
            if (userId === undefined) return Promise.reject(new Error('no session'));
            return accounts.submitCertification(userId, input);
          }),
        },
        actions: {
          storeSession: (_, validateMap) => {
            session.send({ type: 'LOGGED_IN', validateMap });
            // Staff work in the console (spec §6): signing in opens its dashboard.
            if (validateMap.userType === STAFF_USER_TYPE) void router.navigate({ to: '/console' });
          },
          storeCertification: (_, params) => session.send({ type: 'CERTIFICATION_STATUS', ...params }),
          showFailure: (_, failure) => notify('error', failureText(failure)),
        },
      }),
    [session, failureText, router],
  );

  const actor = useActorRef(machine, {
    input: { companyId, programJurisdictionFlag: company.programJurisdictionFlag },
  });
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const returnFocus = useReturnFocus(open);
  const lang = useSelector(actor, (snapshot) => snapshot.context.lang);

  useEffect(
    () =>
      receiveLoginRequests(({ lang: requestedLang, ...request }) =>
        actor.send({ ...request, type: 'OPEN', lang: requestedLang ?? currentLang() } as LoginDialogEvent),
      ),
    [actor],
  );

  return (
    <LoginDialogActorContext value={actor}>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) actor.send({ type: 'CLOSE' });
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className={overlay} />
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            className={styles.content}
            style={{ width: LoginDialogWidth[lang] }}
            aria-describedby={undefined}
            // Spec §2: the dialog does not close on an outside click.
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
          >
            <LoginViews />
            <Dialog.Close className={styles.close} aria-label={t`Close`}>
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </LoginDialogActorContext>
  );
}
