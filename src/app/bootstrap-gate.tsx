import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { bootstrapMachine } from '../../machines/shell/bootstrap.machine.ts';
import { clearAuthorization, resetAuthorizationHeader } from '../api/authorization-store.ts';
import { loadTenant } from '../api/tenant.ts';
import { StatusPanel } from '../ui/status-panel.tsx';
import { readStoredCompanyId, storeCompanyId } from './company-store.ts';
import { goesToMobileSite, mobileSiteUrl } from './device.ts';
import { PortalRouter } from './router.tsx';
import { TenantContext } from './tenant-context.ts';

const bootstrap = bootstrapMachine.provide({
  actors: { loadTenant: fromPromise(loadTenant) },
  actions: {
    // Spec §4: another company's credential must not travel at all, not even for one more call.
    clearAuthorization: () => {
      clearAuthorization();
      resetAuthorizationHeader();
    },
    rememberCompany: (_, tenant) => storeCompanyId(tenant.company.companyId),
    redirectToMobileSite: (_, tenant) =>
      window.location.replace(mobileSiteUrl(tenant.company.mobileDomainName, window.location)),
  },
});

export type BootstrapActor = ActorRefFrom<typeof bootstrap>;

/**
 * Starts loading the tenant at once, before anything renders (spec §7: company info at start), so
 * that it loads beside the catalog rather than after it.
 */
export const startBootstrap = (): BootstrapActor =>
  createActor(bootstrap, {
    input: {
      storedCompanyId: readStoredCompanyId(),
      isMobileDevice: goesToMobileSite(navigator.userAgent, window.location.pathname),
    },
  }).start();

/**
 * Resolves once the tenant is in or failed to load: until then the page the server sent (its first
 * paint) stays, instead of a loading panel replacing it for a moment.
 */
export const bootstrapSettled = (actor: BootstrapActor): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if (actor.getSnapshot().matches('loading')) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const subscription = actor.subscribe(() => {
      if (check()) subscription.unsubscribe();
    });
  });

function BootstrapView({ actor }: { actor: BootstrapActor }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (current) => current);
  const send = actor.send;

  if (snapshot.matches('ready') && snapshot.context.tenant) {
    return (
      <TenantContext value={snapshot.context.tenant}>
        <PortalRouter />
      </TenantContext>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <StatusPanel
        tone="error"
        title={t`The portal could not be loaded`}
        detail={t`Please check your connection and try again.`}
        action={{ label: t`Retry`, onClick: () => send({ type: 'RETRY' }) }}
      />
    );
  }
  return <StatusPanel tone="busy" title={t`Loading…`} />;
}

/** Company info is loaded before the first render of the portal (spec §7), by `startBootstrap`. */
export function BootstrapGate({ actor }: { actor: BootstrapActor }) {
  return (
    <I18nProvider i18n={i18n}>
      <BootstrapView actor={actor} />
    </I18nProvider>
  );
}
