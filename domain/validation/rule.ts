/**
 * The shape every validation rule shares: a pure function from a value to a message id, or null
 * when the value passes. A field has an ordered list of rules and reports the first problem,
 * the way the forms show one message under a field at a time.
 */
import type { MessageId } from '../messages.ts';

export type Rule<T> = (value: T) => MessageId | null;

/** What form inputs hold before they are converted. */
export type FieldValue = string | number | null | undefined;

/**
 * Rules per field. A function receives the whole form, for rules that compare fields (the
 * repeated password) or depend on another field (the chosen company).
 */
export type FieldRules<F> = {
  readonly [K in keyof F]?: readonly Rule<F[K]>[] | ((form: F) => readonly Rule<F[K]>[]);
};

export type FormProblems<F> = Partial<Record<keyof F, MessageId>>;

export const firstProblem = <T>(value: T, rules: readonly Rule<T>[]): MessageId | null => {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem !== null) return problem;
  }
  return null;
};

export const validateField = <F, K extends keyof F>(
  form: F,
  rules: FieldRules<F>,
  field: K,
): MessageId | null => {
  const entry = rules[field];
  if (entry === undefined) return null;
  return firstProblem(form[field], typeof entry === 'function' ? entry(form) : entry);
};

/** The first problem of each field that has one; an empty object means the form is valid. */
export const validateForm = <F>(form: F, rules: FieldRules<F>): FormProblems<F> => {
  const problems: FormProblems<F> = {};
  for (const field of Object.keys(rules) as (keyof F)[]) {
    const problem = validateField(form, rules, field);
    if (problem !== null) problems[field] = problem;
  }
  return problems;
};

export const isFormValid = <F>(problems: FormProblems<F>): boolean => Object.keys(problems).length === 0;
