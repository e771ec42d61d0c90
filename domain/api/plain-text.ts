/**
 * Text in request bodies carries no control characters (C0 and DEL). No form of the portal types
 * them, and PostgreSQL refuses NUL in text: the same body SQLite stored answered 500 there.
 * Multi-line fields (remarks, reasons) keep tab, line feed and carriage return.
 */
import * as v from 'valibot';

/** The issue message server/validation.ts recognises and words, per field, in both languages. */
export const CONTROL_CHARACTERS_ISSUE = 'controlCharacters';

// Patterns rather than code, so that the published OpenAPI document states the rule too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const hasControlCharacters = (text: string, { multiLine = false } = {}): boolean =>
  !(multiLine ? MULTI_LINE : SINGLE_LINE).test(text);

/** A one-line text of at most `max` characters (the length is checked first, so huge input stops there). */
export const Text = (max: number) =>
  v.pipe(v.string(), v.maxLength(max), v.regex(SINGLE_LINE, CONTROL_CHARACTERS_ISSUE));

/** A text of at most `max` characters that may hold tabs and line breaks. */
export const MultiLineText = (max: number) =>
  v.pipe(v.string(), v.maxLength(max), v.regex(MULTI_LINE, CONTROL_CHARACTERS_ISSUE));

/** True when a string anywhere in a JSON value (a key too) holds a control character other than tab or a line break. */
export const containsControlCharacters = (value: unknown): boolean => {
  if (typeof value === 'string') return hasControlCharacters(value, { multiLine: true });
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, item]) => hasControlCharacters(key, { multiLine: true }) || containsControlCharacters(item),
    );
  }
  return false;
};

/** Any JSON value free of control characters (imported documents, checked in depth by their own schema later). */
export const PlainJson = v.check(
  (value: unknown) => !containsControlCharacters(value),
  CONTROL_CHARACTERS_ISSUE,
);
