import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type {
  GatedPage,
  Page,
  PlaceRef,
  Quotation,
  RateGateMessage,
  RateRow,
  RateSearchResult,
  SpaceSailing,
} from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { toUserSession } from '../../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../../src/api/authorization-store.ts';
import { storeSession } from '../../../src/app/session-store.ts';
import { publishSessionView } from '../../../src/app/session-view.ts';
import { sampleUserInfo, sampleValidateMap } from '../../machines/auth/samples.ts';
import { company, installFakeApi, ok } from '../support/fake-api.ts';

export { FreightPath };

type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

export const place = (
  code: string,
  nameEn: string,
  nameCn: string,
  country = code.slice(0, 2),
): PlaceRef => ({
  code,
  nameEn,
  nameCn,
  country,
  kind: 'seaport',
  timeZone: 'Asia/Shanghai',
  lat: 0,
  lon: 0,
});

export const shanghai = place('CNSHA', 'Shanghai', '上海');
export const ningbo = place('CNNGB', 'Ningbo', '宁波');
export const rotterdam = place('NLRTM', 'Rotterdam', '鹿特丹');
export const hamburg = place('DEHAM', 'Hamburg', '汉堡');
export const ports = [shanghai, ningbo, rotterdam, hamburg, place('SGSIN', 'Singapore', '新加坡')];

export const page = <T>(list: T[], extra: Partial<Page<T>> = {}): Page<T> => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 20,
  demoData: true,
  ...extra,
});

/** searchPorts as the server answers it: code first, then names in both languages. */
export const searchPortsHandler: Handler = (body) => {
  const keyword = String(body.keyword ?? '')
    .trim()
    .toLowerCase();
  return ok(
    page(
      ports.filter(
        (port) =>
          port.code.toLowerCase().startsWith(keyword) ||
          port.nameEn.toLowerCase().includes(keyword) ||
          port.nameCn.includes(keyword),
      ),
    ),
  );
};

export const rateRow = (
  rateId: number,
  gate: RateGateMessage | null,
  fields: Partial<RateRow> = {},
): RateRow => ({
  rateId,
  pol: shanghai,
  pod: rotterdam,
  carrier: { scac: 'MAEU', nameEn: 'Maersk', nameCn: '马士基' },
  containerType: '40HQ',
  etd: '2026-12-02T18:00:00+08:00',
  eta: '2027-01-05T06:00:00+01:00',
  etdDate: '2026-12-02',
  transitDays: 34,
  transshipments: 0,
  routeCode: 'AE7',
  serviceCode: 'AE7',
  vesselName: 'MAERSK DEMO',
  voyageNumber: '612W',
  currency: 'USD',
  // Behind the gate the server sends no price (spec §6).
  allIn: gate === null ? 2150 + rateId : null,
  isSpot: false,
  gate,
  detail:
    gate === null
      ? {
          oceanFreight: 1800,
          surcharges: [
            {
              code: 'BAF',
              nameCn: '燃油附加费',
              nameEn: 'Bunker adjustment factor',
              amount: 250,
              currency: 'USD',
              paymentTerm: 'PRE',
            },
            {
              code: 'DTHC',
              nameCn: '目的港码头操作费',
              nameEn: 'Destination terminal handling charge',
              amount: 100,
              currency: 'EUR',
              paymentTerm: 'COL',
            },
          ],
          validFrom: '2026-11-20',
          validTo: '2026-12-31',
          cutOffs: [
            {
              code: 'FCO',
              nameCn: '截重柜时间',
              nameEn: 'FCL delivery cut-off',
              dateTime: '2026-11-30T12:00:00+08:00',
            },
          ],
        }
      : null,
  ...fields,
});

export const rateResult = (
  gate: RateGateMessage | null,
  rows: RateRow[],
  extra: Partial<RateSearchResult> = {},
) => ok({ ...page(rows), gate, gateMessage: gate, ...extra } satisfies RateSearchResult);

export const carriersHandler: Handler = () =>
  ok(
    page([
      { scac: 'MAEU', nameEn: 'Maersk', nameCn: '马士基', schedules: true },
      { scac: 'COSU', nameEn: 'COSCO Shipping', nameCn: '中远海运', schedules: true },
    ]),
  );

export const quotation = (id = 'q-1'): Quotation => {
  const rate = rateRow(11, null);
  const unitPrice = rate.allIn!;
  return {
    id,
    quotationNo: 'Q20261122000001',
    total: unitPrice * 2,
    currency: 'USD',
    remark: '',
    validTo: '2026-12-31',
    createdAt: '2026-11-22T08:00:00.000Z',
    lines: [{ rateId: 11, quantity: 2, unitPrice, amount: unitPrice * 2, rate }],
  };
};

/** A page as the freight pages with prices answer it: with the gate fields (spec §6). */
export const gatedPage = <T>(list: T[], gate: RateGateMessage | null): GatedPage<T> => ({
  ...page(list),
  gate,
  gateMessage: gate,
});

/** A SPOT sailing; `gated`: as a viewer behind the rate gate receives it, without prices. */
export const spotSailing = (sailingId: number, gated = false): SpaceSailing => ({
  sailingId,
  routeId: 1,
  kind: 'guarantee',
  loadingGuarantee: true,
  pol: shanghai,
  pod: rotterdam,
  carrier: { scac: 'COSU', nameEn: 'COSCO Shipping', nameCn: '中远海运' },
  serviceCode: 'AEU3',
  routeCode: 'AEU3',
  vesselName: 'COSCO DEMO',
  voyageNumber: '045W',
  etd: '2026-12-03T20:00:00+08:00',
  eta: '2027-01-06T08:00:00+01:00',
  etdDate: '2026-12-03',
  etdWeekday: 4,
  transitDays: 34,
  cutOff: '2026-12-01T17:00:00+08:00',
  stopped: false,
  level: 'tight',
  minPrice: gated ? null : 1890,
  currency: 'USD',
  inventory: [
    {
      containerType: '40HQ',
      capacity: 50,
      remaining: 8,
      price: gated ? null : 1890,
      currency: 'USD',
      level: 'tight',
      bookable: true,
    },
    {
      containerType: '20GP',
      capacity: 40,
      remaining: 30,
      price: gated ? null : 990,
      currency: 'USD',
      level: 'available',
      bookable: true,
    },
  ],
});

/** The fake server for the rate pages: freight paths beside the tenant ones. */
export function installRatesApi(overrides: Partial<Record<string, Handler>> = {}, certificationStatus = 3) {
  const calls = installFakeApi({
    [FreightPath.searchPorts]: searchPortsHandler,
    [FreightPath.listCarriers]: carriersHandler,
    [AccountPath.getUserInfo]: () => ok({ ...sampleUserInfo, certificationStatus }),
    ...overrides,
  });
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** A signed-in customer with the given certification status (3 certified). */
export function signIn(certificationStatus: number) {
  storeAuthorization('api-key-7');
  storeSession(toUserSession(sampleValidateMap({ certificationStatus, customerType: 1 }), company.companyId));
}

/** The session view is cached per module: each test starts anonymous unless it signs in. */
export function startAnonymous() {
  publishSessionView({
    loggedIn: false,
    userName: '',
    nameEn: '',
    userType: null,
    staffRoles: [],
    certificationStatus: null,
    userCompanyName: '',
  });
}
