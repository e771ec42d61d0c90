/**
 * Identifiers of the freight world other than container numbers: UN/LOCODE, SCAC, IMO numbers, and
 * the detection of what kind of number a visitor typed into tracking.
 */
import { CONTAINER_NUMBER_SHAPE, checkContainerNumber, normaliseReference } from './container-number.ts';

/** UN/LOCODE: ISO 3166 country code + 3 characters of A-Z and 2-9 (the DCSA pattern). */
export const UN_LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

export const normaliseUnLocode = (text: string): string => text.trim().toUpperCase().replace(/\s+/g, '');

export const isUnLocode = (text: string): boolean => UN_LOCODE_PATTERN.test(text);

export const countryOfUnLocode = (code: string): string => code.slice(0, 2);

/**
 * The 249 ISO 3166-1 alpha-2 country codes (as the IANA time zone database's iso3166.tab lists them,
 * ISO/TC 46 N1108 of 2023-04-05). The UN/LOCODE pattern alone lets any two letters through (the
 * Conformance-Gateway's wrong payloads send XYABC); an importer keeps only codes of a real country.
 */
export const ISO_3166_ALPHA_2: ReadonlySet<string> = new Set(
  [
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ',
    'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ',
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ',
    'DE DJ DK DM DO DZ',
    'EC EE EG EH ER ES ET',
    'FI FJ FK FM FO FR',
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY',
    'HK HM HN HR HT HU',
    'ID IE IL IM IN IO IQ IR IS IT',
    'JE JM JO JP',
    'KE KG KH KI KM KN KP KR KW KY KZ',
    'LA LB LC LI LK LR LS LT LU LV LY',
    'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ',
    'NA NC NE NF NG NI NL NO NP NR NU NZ',
    'OM',
    'PA PE PF PG PH PK PL PM PN PR PS PT PW PY',
    'QA',
    'RE RO RS RU RW',
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ',
    'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ',
    'UA UG UM US UY UZ',
    'VA VC VE VG VI VN VU',
    'WF WS',
    'YE YT',
    'ZA ZM ZW',
  ]
    .join(' ')
    .split(' '),
);

/** A UN/LOCODE whose country part is an ISO 3166-1 country (XYABC has the shape but no country). */
export const isUnLocodeOfCountry = (code: string): boolean =>
  isUnLocode(code) && ISO_3166_ALPHA_2.has(countryOfUnLocode(code));

/** Standard Carrier Alpha Code: 2 to 4 letters (NMFTA). */
export const SCAC_PATTERN = /^[A-Z]{2,4}$/;
export const isScac = (text: string): boolean => SCAC_PATTERN.test(text);

/** IMO ship number: 7 digits; the last is the sum of the first six weighted 7..2, mod 10. */
export const imoCheckDigit = (firstSix: string): number => {
  if (!/^\d{6}$/.test(firstSix)) throw new Error(`not six digits: ${firstSix}`);
  let sum = 0;
  for (let index = 0; index < 6; index++) sum += Number(firstSix[index]) * (7 - index);
  return sum % 10;
};

export const isValidImo = (text: string): boolean => {
  const digits = text.trim().replace(/^IMO\s*/i, '');
  return /^\d{7}$/.test(digits) && imoCheckDigit(digits.slice(0, 6)) === Number(digits[6]);
};

export const makeImo = (firstSix: number): string => {
  const head = String(firstSix).padStart(6, '0');
  return `${head}${imoCheckDigit(head)}`;
};

/**
 * What a tracking number looks like (the portal's rule; carriers do not publish one format):
 * - container: ISO 6346 shape, 4 letters ending in U/J/Z and 7 digits (the check digit is verified);
 * - bill of lading: the issuing carrier's 4-letter SCAC followed by 6 to 16 letters or digits
 *   (COSU6301234567, MAEU214593821);
 * - booking: 6 to 35 letters or digits otherwise with at least one digit, typically digits only
 *   (Maersk 9, COSCO 10); 35 is DCSA's carrierBookingReference limit.
 * B/L and booking numbers overlap in practice, so the server looks a non-container number up as both.
 * All are matched normalised (`normaliseReference`): case and the spaces, hyphens, dots and slashes
 * people type or paste do not count, letters and digits all do; an imported reference is kept and
 * shown as published (`reserved-HHL123`) and found by its normalised key (migration 0019).
 */
export type TrackingReferenceType = 'container' | 'billOfLading' | 'booking';

export type DetectedReference =
  | { ok: true; type: TrackingReferenceType; number: string }
  | { ok: false; reason: 'checkDigit'; number: string; expected: number }
  | { ok: false; reason: 'unrecognised'; number: string };

const BILL_OF_LADING_SHAPE = /^[A-Z]{4}[A-Z0-9]{6,16}$/;
const BOOKING_SHAPE = /^[A-Z0-9]{6,35}$/;

export const detectTrackingReference = (text: string): DetectedReference => {
  const number = normaliseReference(text);
  if (CONTAINER_NUMBER_SHAPE.test(number)) {
    const check = checkContainerNumber(number);
    if (check.ok) return { ok: true, type: 'container', number };
    if (check.reason === 'checkDigit')
      return { ok: false, reason: 'checkDigit', number, expected: check.expected };
  }
  if (BILL_OF_LADING_SHAPE.test(number)) return { ok: true, type: 'billOfLading', number };
  if (BOOKING_SHAPE.test(number) && /\d/.test(number)) return { ok: true, type: 'booking', number };
  return { ok: false, reason: 'unrecognised', number };
};

/** Splits what was typed into a multi-number box: commas, semicolons or new lines (spaces inside a number are kept). */
export const splitTrackingInput = (text: string): string[] =>
  text
    .split(/[\r\n,;，；]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
