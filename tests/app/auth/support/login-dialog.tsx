import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValidateMap } from '../../../../domain/api/accounts.ts';
import { AccountPath } from '../../../../domain/api/accounts-paths.ts';
import type { Envelope } from '../../../../domain/api/envelope.ts';
import { toUserSession } from '../../../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../../../src/api/authorization-store.ts';
import { type LoginRequest, openLoginDialog } from '../../../../src/app/login-opener.ts';
import { storeSession } from '../../../../src/app/session-store.ts';
import { TenantContext } from '../../../../src/app/tenant-context.ts';
import LoginDialog from '../../../../src/features/auth/login-dialog.tsx';
import { activateLang, loadCatalogArea } from '../../../../src/i18n/locale.ts';
import ToastHost from '../../../../src/ui/toast-host.tsx';
import { dismiss, subscribe, type ToastMessage } from '../../../../src/ui/toast-store.ts';
import { sampleUserInfo, sampleValidateMap } from '../../../machines/auth/samples.ts';
import { company, installFakeApi, menus, ok } from '../../support/fake-api.ts';

export { AccountPath };

type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** An accounts reply: the envelope with the named fields at the top level (docs/accounts.md). */
export const reply = (code: string, fields: Record<string, unknown> = {}, message = ''): Envelope<unknown> =>
  ({ code, message, ...fields }) as unknown as Envelope<unknown>;

/** A handler whose answer the test releases when it wants (to see the busy state). */
export function deferred(answer: Envelope<unknown>) {
  let release: () => void = () => {};
  const handler: Handler = () =>
    new Promise((resolve) => {
      release = () => resolve(answer);
    });
  return { handler, release: () => act(async () => release()) };
}

/** The accounts machines' sample login result (tests/machines/auth/samples.ts). */
export const validateMap = sampleValidateMap;

/** A signed-in user before the dialog loads (the session restores it from storage). */
export function signIn(fields: Partial<ValidateMap> = {}) {
  const login = validateMap(fields);
  storeAuthorization(login.apiKey);
  storeSession(toUserSession(login, company.companyId));
}

interface OpenOptions {
  /** The app language; the dialog opens in it (cn: QR login and certification only). */
  lang?: 'cn' | 'en';
  /** Fake answers per API path, beside the tenant ones of tests/app/support/fake-api.ts. */
  api?: Partial<Record<string, Handler>>;
  programJurisdictionFlag?: number;
}

/**
 * Renders the real login dialog shell (its machine provided with the real accounts actors, which
 * call the fake fetch) with the toast host, and opens it as the app does (openLoginDialog).
 */
export async function openLogin(request: LoginRequest, options: OpenOptions = {}) {
  const calls = installFakeApi({ [AccountPath.getUserInfo]: () => ok(sampleUserInfo), ...options.api });
  await loadCatalogArea('auth');
  await activateLang(options.lang ?? 'en');
  const tenant = {
    company: {
      ...company,
      programJurisdictionFlag: options.programJurisdictionFlag ?? company.programJurisdictionFlag,
    },
    menus,
  };
  openLoginDialog(request);
  render(
    <I18nProvider i18n={i18n}>
      <TenantContext value={tenant}>
        <LoginDialog />
        <ToastHost />
      </TenantContext>
    </I18nProvider>,
  );
  const dialog = await screen.findByRole('dialog');
  return {
    calls,
    dialog,
    user: userEvent.setup(),
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export const inDialog = () => within(screen.getByRole('dialog'));

/** The toasts now queued (what ToastHost shows). */
export function currentToasts(): readonly ToastMessage[] {
  let current: readonly ToastMessage[] = [];
  subscribe((toasts) => {
    current = toasts;
  })();
  return current;
}

export function clearToasts(): void {
  for (const toast of currentToasts()) dismiss(toast.id);
}

/** The error message under a field, through aria-describedby, as a screen reader reads it. */
export function describedError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  if (!id || input.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(id)?.textContent ?? null;
}
