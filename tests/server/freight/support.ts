/**
 * A fresh app with the demo tenant and the freight data of the test scale, seeded around the run's
 * pinned "now" (TEST_NOW), the same instant the app's clock stands at: the searches default to
 * windows from that day. Viewers are set per request with the x-test-viewer header, read by a hook
 * that runs after the session plugin: the freight routes read `request.viewer` exactly as they
 * would for a signed-in session.
 */
import { FREIGHT_SCALES } from '../../../server/db/freight/generator.ts';
import { seedFreight } from '../../../server/db/freight/seed.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { testNow, testNowMs, testToday } from '../../support/test-clock.ts';
import { EVERY_ACTING_ROLE } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';

export const startFreightApp = async (
  options: { now?: () => Date; env?: Record<string, string> } = {},
): Promise<TestApp> => {
  const t = await startTestApp({ now: options.now ?? testNow, ...(options.env && { env: options.env }) });
  t.app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-viewer'];
    if (typeof header === 'string')
      (request as unknown as { viewer: Viewer | null }).viewer = JSON.parse(header);
  });
  await seedFreight(t.db, { scale: FREIGHT_SCALES.test, now: testNowMs() });
  return t;
};

export const viewers = {
  uncertified: {
    userId: 101,
    companyId: 1,
    userType: 1,
    staffRoles: [],
    certificationStatus: 1,
    customerType: null,
  },
  inAuthentication: {
    userId: 102,
    companyId: 1,
    userType: 1,
    staffRoles: [],
    certificationStatus: 2,
    customerType: null,
  },
  certified: {
    userId: 103,
    companyId: 1,
    userType: 1,
    staffRoles: [],
    certificationStatus: 3,
    customerType: 1,
  },
  staff: {
    userId: 104,
    companyId: 1,
    userType: 2,
    staffRoles: EVERY_ACTING_ROLE,
    certificationStatus: 1,
    customerType: null,
  },
  otherCertified: {
    userId: 105,
    companyId: 1,
    userType: 1,
    staffRoles: [],
    certificationStatus: 3,
    customerType: 1,
  },
} satisfies Record<string, Viewer>;

export const asViewer = (viewer: Viewer) => ({ 'x-test-viewer': JSON.stringify(viewer) });

/** POST and return the parsed envelope with the HTTP status; `data` is read loosely, as JSON. */
export const call = async (t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await post(t.app, path, body, headers);
  return {
    status: response.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON payload field by field
    ...(response.json() as { code: string; message: string; data?: any }),
  };
};

export const today = testToday;
