/** Validates request bodies against the domain's valibot schemas and explains the first problem. */
import * as v from 'valibot';
import { CONTROL_CHARACTERS_ISSUE } from '../domain/api/plain-text.ts';
import { CREATED_RANGE_ISSUE, createdRangeMessage } from '../domain/api/record-list.ts';
import { fieldMessages, type Language, translate } from './messages.ts';

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

const fieldOf = (issue: v.BaseIssue<unknown>): string =>
  issue.path?.map((item) => String(item.key)).join('.') ?? '';

const explain = (issue: v.BaseIssue<unknown>, language: Language): string => {
  const field = fieldOf(issue);
  if (field === '') return translate('notAnObject', language);
  const text = (() => {
    if (issue.message === CONTROL_CHARACTERS_ISSUE) return fieldMessages.controlCharacters(field);
    if (issue.message === CREATED_RANGE_ISSUE) return createdRangeMessage;
    switch (issue.type) {
      case 'integer':
        return fieldMessages.integer(field);
      case 'min_value':
        return fieldMessages.atLeast(field, String(issue.requirement));
      case 'max_value':
        return fieldMessages.atMost(field, String(issue.requirement));
      case 'max_length':
        return fieldMessages.tooLong(field, String(issue.requirement));
      case 'picklist':
        return fieldMessages.oneOf(field, (issue.expected ?? '').replace(/^\((.*)\)$/, '$1'));
      default:
        if (issue.kind !== 'schema') return fieldMessages.invalid(field);
        return issue.received === 'undefined'
          ? fieldMessages.required(field)
          : fieldMessages.wrongType(field, issue.expected ?? '');
    }
  })();
  return text[language];
};

export const validateBody = <S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  language: Language,
): Validation<v.InferOutput<S>> => {
  // Valibot's object schema lets an array through as an object; a JSON array is never a body here.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: translate('notAnObject', language) };
  }
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: explain(result.issues[0], language) };
};
