/**
 * A rate card: the forwarder's buy rate for a lane (spec §3 freight rates), one container type of
 * one carrier's service, valid from one ETD date to another. It applies to every sailing of its
 * carrier (and service, when it names one) on its lane whose ETD falls within its validity; a rate
 * card carries no SPOT flag (a SPOT product is released space, domain/freight/space-release.ts).
 * The same rules check a card edited in the console and a row of an imported rate sheet.
 *
 * Amounts are whole units of their currency, as carriers quote tariffs and as the rates search
 * stores them (docs/decisions.md).
 */
import {
  CONTAINER_TYPE_INFO,
  CONTAINER_TYPES,
  type ContainerType,
  PAYMENT_TERMS,
  type PaymentTerm,
} from './codes.ts';
import { daysBetween, isIsoDate } from './dates.ts';
import { isScac, isUnLocode, normaliseUnLocode } from './identifiers.ts';

/** How a surcharge is charged: per container or per bill of lading. */
export const SURCHARGE_BASES = ['container', 'bl'] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];

export interface RateCardSurcharge {
  /** The carrier's code (BAF, OTHC …): 2-6 capital letters or digits. */
  code: string;
  basis: SurchargeBasis;
  currency: string;
  amount: number;
  paymentTerm: PaymentTerm;
}

export interface RateCardInput {
  carrierScac: string;
  pol: string;
  pod: string;
  /** A transshipment port the rate is quoted via, or null for any routing. */
  via: string | null;
  /** The carrier's service code, or null for every service of the carrier on the lane. */
  serviceCode: string | null;
  containerType: ContainerType;
  currency: string;
  oceanFreight: number;
  surcharges: RateCardSurcharge[];
  /** ETD dates (yyyy-MM-dd, the port of loading's calendar), both included. */
  validFrom: string;
  validTo: string;
  transitDays: number | null;
  remarks: string;
}

/** The fields a problem names (a console form field, an imported sheet's column). */
export const RATE_CARD_FIELDS = [
  'carrierScac',
  'pol',
  'pod',
  'via',
  'serviceCode',
  'containerType',
  'currency',
  'oceanFreight',
  'surcharges',
  'validFrom',
  'validTo',
  'transitDays',
  'remarks',
] as const;
export type RateCardField = (typeof RATE_CARD_FIELDS)[number];

/** Limits of one card: a tariff above a million per container is a typing error, not a price. */
export const RateCardLimit = {
  maxAmount: 1_000_000,
  maxSurcharges: 30,
  maxTransitDays: 120,
  maxRemarks: 500,
  /** The longest validity a card may have: a year, as carriers publish annual contract rates at most. */
  maxValidityDays: 366,
} as const;

/**
 * ISO 4217 active currency codes (list one, 2024): what a price or surcharge may be quoted in.
 */
export const ISO_4217_CURRENCIES: ReadonlySet<string> = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN ' +
    'BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS ' +
    'GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW ' +
    'KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD ' +
    'NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD ' +
    'SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES ' +
    'VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL'
  ).split(' '),
);

export const isCurrencyCode = (text: string): boolean => ISO_4217_CURRENCIES.has(text);

/**
 * ISO 6346 size-type codes of each container type the portal sells, the first the one DCSA names
 * (codes.ts); the others are the same box as carriers' sheets also write it (G0 and G1 are both
 * general purpose; 40HC is the usual spelling of 40HQ).
 */
const CONTAINER_TYPE_ALIASES: Record<ContainerType, readonly string[]> = {
  '20GP': ['22G0', '22G1', '20DC', '20DV', '20ST'],
  '40GP': ['42G0', '42G1', '40DC', '40DV', '40ST'],
  '40HQ': ['45G0', '45G1', '40HC', '40HCDV'],
  '45HQ': ['L5G0', 'L5G1', '45HC'],
  '20RF': ['22R0', '22R1', '20RE'],
  '40RH': ['45R0', '45R1', '40RF', '40RE', '40HR'],
};

const CONTAINER_TYPE_BY_CODE: ReadonlyMap<string, ContainerType> = new Map(
  CONTAINER_TYPES.flatMap((type) => [
    [type, type] as const,
    [CONTAINER_TYPE_INFO[type].isoCode, type] as const,
    ...CONTAINER_TYPE_ALIASES[type].map((alias) => [alias, type] as const),
  ]),
);

/**
 * The portal's container type a sheet or form names: the portal's own name (40HQ) or an ISO 6346
 * size-type code (45G1), in any case, with or without the foot mark and spaces (40'HQ, 40 hq).
 */
export const containerTypeOf = (text: string): ContainerType | null =>
  CONTAINER_TYPE_BY_CODE.get(text.toUpperCase().replace(/['’\s-]/g, '')) ?? null;

export type RateCardMessage =
  | 'required'
  | 'invalidScac'
  | 'invalidUnLocode'
  | 'samePorts'
  | 'viaIsEndPort'
  | 'invalidServiceCode'
  | 'unknownContainerType'
  | 'invalidCurrency'
  | 'invalidAmount'
  | 'amountTooHigh'
  | 'invalidSurchargeCode'
  | 'duplicateSurcharge'
  | 'tooManySurcharges'
  | 'invalidDate'
  | 'validityOrder'
  | 'validityTooLong'
  | 'invalidTransitDays'
  | 'remarksTooLong';

export interface RateCardProblem {
  field: RateCardField;
  message: RateCardMessage;
  /** The surcharge the problem is in, counted from 1, for problems of `surcharges`. */
  surcharge?: number;
}

/** The problem ids with their texts in both languages; `{field}` is the field's name. */
export const rateCardMessages: Record<RateCardMessage, { cn: string; en: string }> = {
  required: { cn: '{field}不能为空', en: '{field} is required' },
  invalidScac: {
    cn: '{field}必须是 2-4 位大写字母的 SCAC 代码',
    en: '{field} must be a SCAC code of 2-4 capital letters',
  },
  invalidUnLocode: {
    cn: '{field}必须是 5 位 UN/LOCODE 地点代码，例如 CNSHA',
    en: '{field} must be a 5-character UN/LOCODE such as CNSHA',
  },
  samePorts: {
    cn: '起运港和目的港不能相同',
    en: 'The port of loading and the port of discharge must differ',
  },
  viaIsEndPort: {
    cn: '中转港不能是起运港或目的港',
    en: 'The via port cannot be the port of loading or discharge',
  },
  invalidServiceCode: {
    cn: '{field}必须是 1-10 位字母或数字',
    en: '{field} must be 1-10 letters or digits',
  },
  unknownContainerType: {
    cn: '{field}不是已知箱型（20GP、40GP、40HQ、45HQ、20RF、40RH 或其 ISO 6346 代码）',
    en: '{field} is not a known container type (20GP, 40GP, 40HQ, 45HQ, 20RF, 40RH or their ISO 6346 codes)',
  },
  invalidCurrency: {
    cn: '{field}必须是 ISO 4217 币种代码，例如 USD',
    en: '{field} must be an ISO 4217 currency code such as USD',
  },
  invalidAmount: { cn: '{field}必须是不小于 0 的整数', en: '{field} must be a whole number of 0 or more' },
  amountTooHigh: { cn: '{field}不能超过 1,000,000', en: '{field} cannot be more than 1,000,000' },
  invalidSurchargeCode: {
    cn: '附加费代码必须是 2-6 位大写字母或数字',
    en: 'A surcharge code must be 2-6 capital letters or digits',
  },
  duplicateSurcharge: {
    cn: '同一附加费代码只能出现一次',
    en: 'Each surcharge code may appear once',
  },
  tooManySurcharges: { cn: '附加费不能超过 30 项', en: 'A rate can have at most 30 surcharges' },
  invalidDate: {
    cn: '{field}必须是 YYYY-MM-DD 格式的有效日期',
    en: '{field} must be a valid date written YYYY-MM-DD',
  },
  validityOrder: { cn: '有效期开始不能晚于结束', en: 'The validity cannot end before it starts' },
  validityTooLong: { cn: '有效期不能超过 366 天', en: 'The validity cannot be longer than 366 days' },
  invalidTransitDays: {
    cn: '{field}必须是 1 到 120 之间的整数',
    en: '{field} must be a whole number from 1 to 120',
  },
  remarksTooLong: { cn: '备注不能超过 500 个字符', en: 'The remarks cannot be longer than 500 characters' },
};

/** The fields' names as problems and the sheet template's headers word them. */
export const rateCardFieldNames: Record<RateCardField, { cn: string; en: string }> = {
  carrierScac: { cn: '承运人', en: 'Carrier' },
  pol: { cn: '起运港', en: 'POL' },
  pod: { cn: '目的港', en: 'POD' },
  via: { cn: '中转港', en: 'Via' },
  serviceCode: { cn: '航线代码', en: 'Service' },
  containerType: { cn: '箱型', en: 'Container type' },
  currency: { cn: '币种', en: 'Currency' },
  oceanFreight: { cn: '海运费', en: 'Ocean freight' },
  surcharges: { cn: '附加费', en: 'Surcharges' },
  validFrom: { cn: '有效期开始', en: 'Valid from' },
  validTo: { cn: '有效期结束', en: 'Valid to' },
  transitDays: { cn: '航程天数', en: 'Transit days' },
  remarks: { cn: '备注', en: 'Remarks' },
};

/** A problem in words, in one language. */
export const formatRateCardProblem = (problem: RateCardProblem, language: 'cn' | 'en'): string =>
  rateCardMessages[problem.message][language].replaceAll(
    '{field}',
    rateCardFieldNames[problem.field][language],
  );

const SERVICE_CODE = /^[A-Z0-9]{1,10}$/;
const SURCHARGE_CODE = /^[A-Z0-9]{2,6}$/;

const checkAmount = (field: RateCardField, amount: number, surcharge?: number): RateCardProblem[] => {
  const at = surcharge === undefined ? {} : { surcharge };
  if (!Number.isInteger(amount) || amount < 0) return [{ field, message: 'invalidAmount', ...at }];
  if (amount > RateCardLimit.maxAmount) return [{ field, message: 'amountTooHigh', ...at }];
  return [];
};

const checkPort = (field: 'pol' | 'pod' | 'via', code: string): RateCardProblem[] => {
  if (code === '') return [{ field, message: 'required' }];
  return isUnLocode(code) ? [] : [{ field, message: 'invalidUnLocode' }];
};

/**
 * The rules of a rate card, every problem at once (a sheet row names them all): the codes are the
 * standards' (SCAC, UN/LOCODE, ISO 4217), amounts whole and within the limit, surcharge codes
 * unique, the validity ordered and at most a year, transit days within 1-120.
 */
export const checkRateCard = (card: RateCardInput): RateCardProblem[] => {
  const problems: RateCardProblem[] = [];
  if (card.carrierScac === '') problems.push({ field: 'carrierScac', message: 'required' });
  else if (!isScac(card.carrierScac)) problems.push({ field: 'carrierScac', message: 'invalidScac' });
  problems.push(...checkPort('pol', card.pol), ...checkPort('pod', card.pod));
  if (card.pol !== '' && card.pol === card.pod) problems.push({ field: 'pod', message: 'samePorts' });
  if (card.via !== null) {
    problems.push(...checkPort('via', card.via));
    if (card.via === card.pol || card.via === card.pod)
      problems.push({ field: 'via', message: 'viaIsEndPort' });
  }
  if (card.serviceCode !== null && !SERVICE_CODE.test(card.serviceCode))
    problems.push({ field: 'serviceCode', message: 'invalidServiceCode' });
  if (!(CONTAINER_TYPES as readonly string[]).includes(card.containerType))
    problems.push({ field: 'containerType', message: 'unknownContainerType' });
  if (!isCurrencyCode(card.currency)) problems.push({ field: 'currency', message: 'invalidCurrency' });
  problems.push(...checkAmount('oceanFreight', card.oceanFreight));
  if (card.surcharges.length > RateCardLimit.maxSurcharges)
    problems.push({ field: 'surcharges', message: 'tooManySurcharges' });
  const codes = new Set<string>();
  card.surcharges.forEach((charge, index) => {
    const surcharge = index + 1;
    if (!SURCHARGE_CODE.test(charge.code))
      problems.push({ field: 'surcharges', message: 'invalidSurchargeCode', surcharge });
    else if (codes.has(charge.code))
      problems.push({ field: 'surcharges', message: 'duplicateSurcharge', surcharge });
    codes.add(charge.code);
    if (!isCurrencyCode(charge.currency))
      problems.push({ field: 'surcharges', message: 'invalidCurrency', surcharge });
    if (
      !(SURCHARGE_BASES as readonly string[]).includes(charge.basis) ||
      !PAYMENT_TERMS.includes(charge.paymentTerm)
    )
      problems.push({ field: 'surcharges', message: 'required', surcharge });
    problems.push(...checkAmount('surcharges', charge.amount, surcharge));
  });
  const fromOk = isIsoDate(card.validFrom);
  const toOk = isIsoDate(card.validTo);
  if (!fromOk)
    problems.push({ field: 'validFrom', message: card.validFrom === '' ? 'required' : 'invalidDate' });
  if (!toOk) problems.push({ field: 'validTo', message: card.validTo === '' ? 'required' : 'invalidDate' });
  if (fromOk && toOk) {
    const days = daysBetween(card.validFrom, card.validTo);
    if (days < 0) problems.push({ field: 'validTo', message: 'validityOrder' });
    else if (days >= RateCardLimit.maxValidityDays)
      problems.push({ field: 'validTo', message: 'validityTooLong' });
  }
  if (
    card.transitDays !== null &&
    (!Number.isInteger(card.transitDays) ||
      card.transitDays < 1 ||
      card.transitDays > RateCardLimit.maxTransitDays)
  )
    problems.push({ field: 'transitDays', message: 'invalidTransitDays' });
  if (card.remarks.length > RateCardLimit.maxRemarks)
    problems.push({ field: 'remarks', message: 'remarksTooLong' });
  return problems;
};

/**
 * A card's identity across versions: the same carrier, lane, routing, service and container type
 * is the same rate, whatever its price or validity (a new sheet changes it, not adds a second).
 */
export const rateCardKey = (
  card: Pick<RateCardInput, 'carrierScac' | 'pol' | 'pod' | 'via' | 'serviceCode' | 'containerType'>,
): string =>
  [card.carrierScac, card.pol, card.pod, card.via ?? '', card.serviceCode ?? '', card.containerType].join(
    '|',
  );

/** The port codes as a card stores them: trimmed, capitals, no inner spaces. */
export const normaliseRateCardPorts = <C extends Pick<RateCardInput, 'pol' | 'pod' | 'via'>>(card: C): C => ({
  ...card,
  pol: normaliseUnLocode(card.pol),
  pod: normaliseUnLocode(card.pod),
  via: card.via === null ? null : normaliseUnLocode(card.via),
});

/** Whether a card's price applies to a sailing departing on `etdDate` (the port's calendar date). */
export const appliesOn = (card: Pick<RateCardInput, 'validFrom' | 'validTo'>, etdDate: string): boolean =>
  card.validFrom <= etdDate && etdDate <= card.validTo;

/**
 * The card's all-in price per container as the rates list shows it (domain/freight/all-in-price.ts):
 * the ocean freight plus the prepaid per-container surcharges in the card's currency. Per-B/L
 * charges and charges in another currency are listed beside it, not added (amounts keep their
 * currency, spec §3).
 */
export const cardAllIn = (card: Pick<RateCardInput, 'currency' | 'oceanFreight' | 'surcharges'>): number =>
  card.surcharges.reduce(
    (sum, charge) =>
      charge.paymentTerm === 'PRE' && charge.basis === 'container' && charge.currency === card.currency
        ? sum + charge.amount
        : sum,
    card.oceanFreight,
  );

/** Whether two versions of a card differ in anything a customer or the desk would see. */
export const sameRateCard = (a: RateCardInput, b: RateCardInput): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const canonical = (card: RateCardInput) => ({
  ...card,
  surcharges: [...card.surcharges].sort((x, y) => x.code.localeCompare(y.code)),
});
