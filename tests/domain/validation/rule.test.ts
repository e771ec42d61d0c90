import { describe, expect, it } from 'vitest';
import {
  type FieldRules,
  firstProblem,
  isFormValid,
  validateField,
  validateForm,
} from '../../../domain/validation/rule.ts';
import { maxLength, notEmpty } from '../../../domain/validation/validators.ts';

interface Form {
  a: string;
  b: string;
  c: string;
}

const rules: FieldRules<Form> = {
  a: [notEmpty(), maxLength(2)],
  b: (form) => [(value) => (value === form.a ? null : 'passwordMismatch')],
};

describe('spec §5 form rules: one message per field, the first failing rule', () => {
  it('reports the first problem in rule order', () => {
    expect(firstProblem('', [notEmpty(), maxLength(0)])).toBe('required');
    expect(firstProblem('abc', [notEmpty(), maxLength(2)])).toBe('tooLong');
    expect(firstProblem('ab', [notEmpty(), maxLength(2)])).toBeNull();
  });
  it('validates cross-field rules with the whole form', () => {
    expect(validateField({ a: 'x', b: 'y', c: '' }, rules, 'b')).toBe('passwordMismatch');
    expect(validateField({ a: 'x', b: 'x', c: '' }, rules, 'b')).toBeNull();
  });
  it('collects problems of ruled fields only', () => {
    const problems = validateForm({ a: 'abc', b: 'z', c: '' }, rules);
    expect(problems).toEqual({ a: 'tooLong', b: 'passwordMismatch' });
    expect(isFormValid(problems)).toBe(false);
    expect(isFormValid(validateForm({ a: 'ab', b: 'ab', c: '' }, rules))).toBe(true);
  });
});
