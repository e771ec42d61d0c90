import { describe, expect, it } from 'vitest';
import { prerecordedSearchRules } from '../../../domain/validation/prerecorded-search.ts';
import { validateForm } from '../../../domain/validation/rule.ts';

describe('spec §5 Pre-recorded search: customer no at least 5 characters', () => {
  it('rejects 4 characters and an empty value', () => {
    expect(validateForm({ customerNo: 'C123' }, prerecordedSearchRules)).toEqual({
      customerNo: 'customerNoTooShort',
    });
    expect(validateForm({ customerNo: '' }, prerecordedSearchRules)).toEqual({
      customerNo: 'customerNoTooShort',
    });
  });
  it('accepts 5 characters', () => {
    expect(validateForm({ customerNo: 'C1234' }, prerecordedSearchRules)).toEqual({});
  });
});
