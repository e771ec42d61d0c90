/**
 * ISO 6346 freight container numbers: a 3-letter owner code, an equipment category identifier
 * (U freight container, J detachable equipment, Z trailer or chassis), a 6-digit serial number and a
 * check digit computed over the first ten characters.
 */

/** Letter values skip 11, 22 and 33 (multiples of 11): A=10, B=12 ... K=21, L=23 ... U=32, V=34 ... Z=38. */
const letterValue = (letter: string): number => {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
};

const charValue = (char: string): number => (/\d/.test(char) ? Number(char) : letterValue(char));

const SHAPE_WITHOUT_CHECK = /^[A-Z]{3}[UJZ]\d{6}$/;
export const CONTAINER_NUMBER_SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** The check digit of the first ten characters: sum of value x 2^position, mod 11, where 10 counts as 0. */
export const containerCheckDigit = (firstTen: string): number => {
  const text = firstTen.toUpperCase();
  if (!SHAPE_WITHOUT_CHECK.test(text)) throw new Error(`not an ISO 6346 owner code and serial: ${firstTen}`);
  let sum = 0;
  for (let index = 0; index < 10; index++) sum += charValue(text[index]!) * 2 ** index;
  return (sum % 11) % 10;
};

/** Upper case without the spaces, hyphens, dots and slashes people type or paste around numbers. */
export const normaliseReference = (text: string): string => text.toUpperCase().replace(/[\s\-./]/g, '');

export type ContainerNumberCheck =
  | { ok: true; number: string }
  | { ok: false; reason: 'shape' }
  | { ok: false; reason: 'checkDigit'; number: string; expected: number };

export const checkContainerNumber = (text: string): ContainerNumberCheck => {
  const number = normaliseReference(text);
  if (!CONTAINER_NUMBER_SHAPE.test(number)) return { ok: false, reason: 'shape' };
  const expected = containerCheckDigit(number.slice(0, 10));
  return Number(number[10]) === expected
    ? { ok: true, number }
    : { ok: false, reason: 'checkDigit', number, expected };
};

export const isValidContainerNumber = (text: string): boolean => checkContainerNumber(text).ok;

/** Builds a valid number from an owner code (3 letters + category) and a serial of up to 6 digits. */
export const makeContainerNumber = (ownerAndCategory: string, serial: number): string => {
  const firstTen = `${ownerAndCategory.toUpperCase()}${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};
