import { assign, fromPromise, setup } from 'xstate';
import type { Tenant } from '../../domain/api/company.ts';

export type { Tenant };

export interface BootstrapInput {
  /** Company id remembered from the previous visit; null on a first visit. */
  storedCompanyId: number | null;
  /** Whether this visitor's device is a mobile one (decided by the app from the user agent). */
  isMobileDevice: boolean;
}

interface BootstrapContext extends BootstrapInput {
  tenant: Tenant | null;
  /** Envelope code or 'network' when loading failed; the app words it. */
  failure: string | null;
}

export const bootstrapMachine = setup({
  types: {
    input: {} as BootstrapInput,
    context: {} as BootstrapContext,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    loadTenant: fromPromise<Tenant>(() =>
      Promise.reject(new Error('loadTenant must be provided by the app')),
    ),
  },
  guards: {
    companyChanged: ({ context }, tenant: Tenant) =>
      context.storedCompanyId !== null && context.storedCompanyId !== tenant.company.companyId,
    mobileSiteConfigured: ({ context }, tenant: Tenant) =>
      context.isMobileDevice && tenant.company.mobileDomainName.trim() !== '',
  },
  actions: {
    /** Spec §4: a change of company id by the server clears the stored authorization. */
    clearAuthorization: () => {},
    rememberCompany: (_, _tenant: Tenant) => {},
    redirectToMobileSite: (_, _tenant: Tenant) => {},
  },
}).createMachine({
  id: 'bootstrap',
  meta: {
    spec: [
      '§1 Branding and mobile redirect',
      '§4 Other transitions: a change of company id clears the authorization',
      '§7 getCompanyInfoById at start',
    ],
  },
  description: 'Loads the tenant (company info and menus) before the first render of the portal.',
  context: ({ input }) => ({ ...input, tenant: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Company info and the menu list are being fetched; the page shows a loading state.',
      invoke: {
        id: 'loadTenant',
        src: 'loadTenant',
        onDone: [
          {
            guard: { type: 'mobileSiteConfigured', params: ({ event }) => event.output },
            target: 'redirectingToMobile',
            actions: { type: 'redirectToMobileSite', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'companyChanged', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              'clearAuthorization',
              { type: 'rememberCompany', params: ({ event }) => event.output },
              assign({ tenant: ({ event }) => event.output }),
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'rememberCompany', params: ({ event }) => event.output },
              assign({ tenant: ({ event }) => event.output }),
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => (event.error instanceof Error ? event.error.message : 'network'),
          }),
        },
      },
    },
    failed: {
      description: 'Loading failed; the page explains it and offers a retry.',
      on: { RETRY: { target: 'loading', actions: assign({ failure: null }) } },
    },
    ready: {
      description: 'The tenant is known: the portal renders with its branding and menus.',
      type: 'final',
    },
    redirectingToMobile: {
      description:
        'A mobile visitor and a configured mobile domain (spec §1): the browser leaves for the mobile site.',
      type: 'final',
    },
  },
});
