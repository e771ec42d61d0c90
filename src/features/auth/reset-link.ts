import { i18n } from '@lingui/core';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { LanguageCode } from '../../../domain/constants.ts';
import { resetLinkMachine } from '../../../machines/auth/reset-link.machine.ts';
import { decodeToken } from '../../api/accounts.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { sessionActor } from '../../app/session-runtime.ts';
import { loadCatalogArea } from '../../i18n/locale.ts';
import { notify } from '../../ui/toast-store.ts';
import { messageDescriptors } from './messages.ts';

const EXPIRED_ACCOUNT_KEY = 'portal.expiredAccount';
const LINK_PARAMS = ['sendFlag', 'token'] as const;

/** The activation or reset link's parameters (spec §4), if the page was opened from one. */
export function linkParameters(search: string): { sendFlag: number; token: string } | null {
  const params = new URLSearchParams(search);
  const sendFlag = Number(params.get('sendFlag'));
  const token = params.get('token') ?? '';
  return Number.isInteger(sendFlag) && sendFlag > 0 && token !== '' ? { sendFlag, token } : null;
}

// A link is single use: StrictMode's second effect run in development must not spend it twice.
let followed = false;

/**
 * A page opened from an activation or reset mail (?sendFlag=&token=) follows the link once, with
 * the accounts catalog. The shell's hook only asks for this module when the address has a link.
 */
export async function followMailLink(context: {
  companyId: number;
  programJurisdictionFlag: number;
}): Promise<void> {
  const link = linkParameters(window.location.search);
  if (followed || link === null) return;
  followed = true;
  await loadCatalogArea('auth');
  return followResetLink(link, context);
}

/**
 * Spec §4 Password-reset and activation link: the server decodes the link, the URL is cleaned, and
 * the outcome opens the change-password form, logs in (then checks certification), or shows the
 * expired page. Links are English-dialog flows (spec §4 opens the English dialog's views).
 */
export async function followResetLink(
  link: { sendFlag: number; token: string },
  context: { companyId: number; programJurisdictionFlag: number },
): Promise<void> {
  const lang: LanguageCode = 'en';
  const actor = createActor(
    resetLinkMachine.provide({
      actors: { decodeToken: fromPromise(({ input }) => decodeToken(input)) },
      actions: {
        cleanUrl: () => {
          const url = new URL(window.location.href);
          for (const name of LINK_PARAMS) url.searchParams.delete(name);
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
        },
        storeSession: (_, validateMap) => sessionActor().send({ type: 'LOGGED_IN', validateMap }),
        rememberExpiredAccount: (_, account) => {
          if (account) localStorage.setItem(EXPIRED_ACCOUNT_KEY, JSON.stringify(account));
        },
        showFailure: (_, failure) =>
          notify('error', failure.message.trim() || i18n._(messageDescriptors.submitFailed)),
      },
    }),
    { input: { companyId: context.companyId, programJurisdictionFlag: context.programJurisdictionFlag } },
  );
  actor.start();
  actor.send({ type: 'LINK_OPENED', ...link });
  const outcome = await toPromise(actor);
  switch (outcome.kind) {
    case 'changePassword':
      return openLoginDialog({ view: 'changePassword', grant: outcome.grant, lang });
    case 'loggedIn':
      if (outcome.needsCertification) {
        openLoginDialog({
          view: 'certification',
          certificationStatus: outcome.validateMap.certificationStatus,
          lang,
        });
      }
      return;
    case 'expired':
      return openLoginDialog({ view: 'emailExpired', account: outcome.account, lang });
    case 'failed':
      return;
  }
}
