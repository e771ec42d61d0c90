import { describe, expect, it } from 'vitest';
import { isMessageId, messageDefaults, messageIds } from '../../domain/messages.ts';

describe('spec §5 and §8 message catalogue: exact default texts', () => {
  it.each([
    ['invalidEmail', 'Invalid email address'],
    ['required', 'This field is required'],
    ['passwordRule', '6 to 18 characters with letters and numbers'],
    ['passwordMismatch', "Password doesn't match"],
    ['agreementRequired', 'Please check this box if you want to create an account'],
    ['pleaseInputName', 'please input name'],
    ['pleaseInputCompanyName', 'please input company name'],
    ['pleaseInputDuty', 'please input duty'],
    ['pleaseInputEmail', 'please input email'],
    ['pleaseInputCorrectEmail', 'please input the correct email address'],
    ['chooseCompanyFromSuggestions', '请选择公司名'],
    ['loginToViewRates', 'Please login to view rates detail'],
    ['certifyToViewRates', 'Please certificate to view rates detail'],
    ['copySucceeded', 'Content copied to clipboard!'],
    ['copyFailed', 'Sorry, copy failed!'],
    ['mailSent', 'Successful mail delivery'],
    ['passwordChanged', 'Successful password modification'],
    ['applySuccess', 'apply success'],
    ['activationEmailExpired', 'Sorry, your activated email has expired'],
    ['cannotDeleteInCurrentState', 'Cannot delete in the current state.'],
    ['submitFailed', '提交失败'],
    ['submitSucceeded', '提交成功'],
  ] as const)('%s reads %j', (id, text) => {
    expect(messageDefaults[id]).toBe(text);
  });

  it('gives every id a distinct, non-empty text', () => {
    const texts = messageIds.map((id) => messageDefaults[id]);
    expect(texts.every((text) => text.trim() !== '')).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('recognises ids, and not texts or inherited keys', () => {
    expect(isMessageId('invalidEmail')).toBe(true);
    expect(isMessageId('Invalid email address')).toBe(false);
    expect(isMessageId('toString')).toBe(false);
  });
});
