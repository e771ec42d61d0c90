import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
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

function BootstrapView() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(bootstrap, {
    input: {
      storedCompanyId: readStoredCompanyId(),
      isMobileDevice: goesToMobileSite(navigator.userAgent, window.location.pathname),
    },
  });

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

/** Company info is loaded before the first render of the portal (spec §7). */
export function BootstrapGate() {
  return (
    <I18nProvider i18n={i18n}>
      <BootstrapView />
    </I18nProvider>
  );
}
