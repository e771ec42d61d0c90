import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type { ReservationDetail, ReservationPage, ReservationView } from '../../../domain/api/reservation.ts';
import type { ReservationStatus } from '../../../domain/constants.ts';
import { sampleUserInfo } from '../../../machines/auth/samples.ts';
import { toUserSession } from '../../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../../src/api/authorization-store.ts';
import { storeSession } from '../../../src/app/session-store.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { FreightPath, searchPortsHandler } from '../rates/support.ts';
import { company, installFakeApi, ok } from '../support/fake-api.ts';

export type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** A reservation as the lists answer it, created a minute before the run's "now". */
export const reservation = (
  id: number,
  status: ReservationStatus,
  fields: Partial<ReservationView> = {},
): ReservationView => ({
  id,
  pol: 'CNSHA',
  pod: 'NLRTM',
  etdWeekStart: '2026-12-07',
  etdWeekEnd: '2026-12-13',
  containers: [
    { containerType: '40HQ', quantity: 2 },
    { containerType: '20GP', quantity: 1 },
  ],
  cargo: 'Furniture, 12 pallets',
  remarks: '',
  status,
  reason: null,
  createdAt: new Date(testNowMs() - 60_000).toISOString(),
  updatedAt: new Date(testNowMs() - 60_000).toISOString(),
  customer: null,
  ...fields,
});

export const allStatuses: ReservationView[] = [
  reservation(1, 'toBeAudited'),
  reservation(2, 'approved'),
  reservation(3, 'auditFailed', { reason: 'No space on this loop that week' }),
  reservation(4, 'cancelled'),
];

export const pageOf = (list: ReservationView[]): ReservationPage => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});

export const detailOf = (row: ReservationView): ReservationDetail => ({
  ...row,
  history: [
    {
      fromStatus: null,
      toStatus: 'toBeAudited',
      event: 'create',
      actor: 'owner',
      actorName: null,
      reason: null,
      at: row.createdAt,
    },
    ...(row.status === 'toBeAudited'
      ? []
      : [
          {
            fromStatus: 'toBeAudited',
            toStatus: row.status,
            event: 'refuse',
            actor: 'staff' as const,
            actorName: null,
            reason: row.reason,
            at: row.updatedAt,
          },
        ]),
  ],
});

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

/** The fake server of both pages: the user's info, the port search, and the reservation paths given. */
export function installReservationsApi(userType: 1 | 2, handlers: Partial<Record<string, Handler>>) {
  const userInfo = signInAs(userType);
  const calls = installFakeApi({
    [AccountPath.getUserInfo]: () => userInfo,
    [FreightPath.searchPorts]: searchPortsHandler,
    ...handlers,
  });
  return (path: string) => calls.filter((call) => call.path === path);
}
