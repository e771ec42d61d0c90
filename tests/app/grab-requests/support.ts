import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type {
  GrabRequestDetail,
  GrabRequestPage,
  GrabRequestView,
} from '../../../domain/api/grab-request.ts';
import type { GrabRequestStatus } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { sampleUserInfo } from '../../../machines/auth/samples.ts';
import { toUserSession } from '../../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../../src/api/authorization-store.ts';
import { storeSession } from '../../../src/app/session-store.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { FreightPath, searchPortsHandler } from '../rates/support.ts';
import { company, installFakeApi, ok } from '../support/fake-api.ts';

export type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** A grab request as the lists answer it, applied a minute before the run's "now". */
export const grabRequest = (
  id: number,
  status: GrabRequestStatus,
  fields: Partial<GrabRequestView> = {},
): GrabRequestView => ({
  id,
  pol: 'CNSHA',
  pod: 'NLRTM',
  etdStart: '2026-12-07',
  etdEnd: '2026-12-20',
  containers: [
    { containerType: '40HQ', quantity: 2 },
    { containerType: '20GP', quantity: 1 },
  ],
  cargo: 'Furniture, 12 pallets',
  specialRequirements: '',
  status,
  notes: null,
  spaceOrderId: null,
  appliedAt: new Date(testNowMs() - 60_000).toISOString(),
  handledAt: status === 'toBeHandled' || status === 'deleted' ? null : new Date(testNowMs()).toISOString(),
  customer: null,
  ...fields,
});

export const allStatuses: GrabRequestView[] = [
  grabRequest(1, 'toBeHandled'),
  grabRequest(2, 'granted', { spaceOrderId: 81 }),
  grabRequest(3, 'refused', { notes: 'No space that fortnight' }),
  grabRequest(4, 'deleted'),
];

export const pageOf = (list: GrabRequestView[]): GrabRequestPage => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});

export const detailOf = (row: GrabRequestView): GrabRequestDetail => ({ ...row, history: [] });

/** A signed-in user of the demo tenant: a certified customer (user type 1) or staff (2). */
export function signInAs(userType: 1 | 2) {
  storeAuthorization('api-key-7');
  storeSession(
    toUserSession(
      {
        userId: 7,
        nameCn: '张三',
        nickName: 'zhangsan',
        nameEn: 'San Zhang',
        apiKey: 'api-key-7',
        headPic: '',
        userType,
        certificationStatus: 3,
        customerType: 1,
        phone: '13800000000',
      },
      company.companyId,
    ),
  );
  return ok({ ...sampleUserInfo, userType, certificationStatus: 3, customerType: 1 });
}

/** The fake server: the user's info, the port search, and the paths given. */
export function installGrabApi(userType: 1 | 2, handlers: Partial<Record<string, Handler>>) {
  const userInfo = signInAs(userType);
  const calls = installFakeApi({
    [AccountPath.getUserInfo]: () => userInfo,
    [FreightPath.searchPorts]: searchPortsHandler,
    ...handlers,
  });
  return (path: string) => calls.filter((call) => call.path === path);
}
