import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { type Failure, NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type { MessageId } from '../../../domain/messages.ts';
import { spaceBookingWords } from '../booking/booking-messages.ts';

/**
 * The words of every domain message id (domain/messages.ts) in both languages. A Record over
 * MessageId, so a new rule without a translation does not compile. Where the spec gives only the
 * Chinese text (请选择公司名, 提交失败, 提交成功), the English is ours and the Chinese is the spec's.
 * The spec §5 space-booking words are the booking catalog's (the booking dialog shows them).
 */
export const messageDescriptors: Record<MessageId, MessageDescriptor> = {
  ...spaceBookingWords,
  required: msg({ id: 'domain.required', message: 'This field is required' }),
  invalidEmail: msg({ id: 'domain.invalidEmail', message: 'Invalid email address' }),
  passwordRule: msg({ id: 'domain.passwordRule', message: '6 to 18 characters with letters and numbers' }),
  passwordMismatch: msg({ id: 'domain.passwordMismatch', message: "Password doesn't match" }),
  agreementRequired: msg({
    id: 'domain.agreementRequired',
    message: 'Please check this box if you want to create an account',
  }),
  pleaseInputName: msg({ id: 'domain.pleaseInputName', message: 'please input name' }),
  pleaseInputCompanyName: msg({ id: 'domain.pleaseInputCompanyName', message: 'please input company name' }),
  pleaseInputDuty: msg({ id: 'domain.pleaseInputDuty', message: 'please input duty' }),
  pleaseInputEmail: msg({ id: 'domain.pleaseInputEmail', message: 'please input email' }),
  pleaseInputCorrectEmail: msg({
    id: 'domain.pleaseInputCorrectEmail',
    message: 'please input the correct email address',
  }),
  chooseCompanyFromSuggestions: msg({
    id: 'domain.chooseCompanyFromSuggestions',
    message: 'Please choose the company from the suggestions',
  }),
  customerNoTooShort: msg({
    id: 'domain.customerNoTooShort',
    message: 'Please enter at least 5 characters of the customer no',
  }),
  notAnInteger: msg({ id: 'domain.notAnInteger', message: 'Please enter an integer' }),
  headPictureTooLarge: msg({ id: 'domain.headPictureTooLarge', message: 'The picture cannot exceed 2 MB' }),
  headPictureTypeNotAllowed: msg({
    id: 'domain.headPictureTypeNotAllowed',
    message: 'Only a PNG or JPEG picture can be used',
  }),
  notANumber: msg({ id: 'domain.notANumber', message: 'Please enter a number' }),
  tooManyDecimals: msg({ id: 'domain.tooManyDecimals', message: 'Too many decimal places' }),
  notLessThan: msg({ id: 'domain.notLessThan', message: 'The value must be less than the limit' }),
  tooSmall: msg({ id: 'domain.tooSmall', message: 'The value is too small' }),
  tooLarge: msg({ id: 'domain.tooLarge', message: 'The value is too large' }),
  atLeastOneRequired: msg({
    id: 'domain.atLeastOneRequired',
    message: 'Please fill in at least one of these fields',
  }),
  tooLong: msg({ id: 'domain.tooLong', message: 'Too many characters' }),
  invalidMobile: msg({ id: 'domain.invalidMobile', message: 'Invalid mobile number' }),
  numberFormat8_4: msg({
    id: 'domain.numberFormat8_4',
    message: 'At most 8 integer digits and 4 decimal places',
  }),
  numberFormat7_3: msg({
    id: 'domain.numberFormat7_3',
    message: 'At most 7 integer digits and 3 decimal places',
  }),
  numberFormat9_3: msg({
    id: 'domain.numberFormat9_3',
    message: 'At most 9 integer digits and 3 decimal places',
  }),
  numberFormat10_2: msg({
    id: 'domain.numberFormat10_2',
    message: 'At most 10 integer digits and 2 decimal places',
  }),
  numberFormat12_0: msg({
    id: 'domain.numberFormat12_0',
    message: 'At most 12 integer digits and no decimal places',
  }),
  startAfterEnd: msg({ id: 'domain.startAfterEnd', message: 'The start date cannot be after the end date' }),
  invalidColour: msg({ id: 'domain.invalidColour', message: 'Invalid colour value' }),
  illegalDateFormat: msg({ id: 'domain.illegalDateFormat', message: 'Illegal date format' }),
  duplicateValue: msg({ id: 'domain.duplicateValue', message: 'Duplicate values are not allowed' }),
  repeatCheckWithoutComparison: msg({
    id: 'domain.repeatCheckWithoutComparison',
    message: 'Duplicates cannot be checked without a comparison',
  }),
  loginToViewRates: msg({ id: 'domain.loginToViewRates', message: 'Please login to view rates detail' }),
  certifyToViewRates: msg({
    id: 'domain.certifyToViewRates',
    message: 'Please certificate to view rates detail',
  }),
  mailSent: msg({ id: 'domain.mailSent', message: 'Successful mail delivery' }),
  passwordChanged: msg({ id: 'domain.passwordChanged', message: 'Successful password modification' }),
  applySuccess: msg({ id: 'domain.applySuccess', message: 'apply success' }),
  activationEmailExpired: msg({
    id: 'domain.activationEmailExpired',
    message: 'Sorry, your activated email has expired',
  }),
  submitFailed: msg({ id: 'domain.submitFailed', message: 'Submission failed' }),
  submitSucceeded: msg({ id: 'domain.submitSucceeded', message: 'Submitted successfully' }),
  cannotDeleteInCurrentState: msg({
    id: 'domain.cannotDeleteInCurrentState',
    message: 'Cannot delete in the current state.',
  }),
  copySucceeded: msg({ id: 'domain.copySucceeded', message: 'Content copied to clipboard!' }),
  copyFailed: msg({ id: 'domain.copyFailed', message: 'Sorry, copy failed!' }),
};

/** A message id in the current language. */
export function useMessageText(): (id: MessageId) => string {
  const { i18n } = useLingui();
  return useCallback((id: MessageId) => i18n._(messageDescriptors[id]), [i18n]);
}

/** Spec §8: the server's message as is; without one (network failure) the default 提交失败. */
export function useFailureText(): (failure: Failure) => string {
  const { i18n } = useLingui();
  return useCallback(
    (failure: Failure) =>
      failure.code === NETWORK_FAILURE_CODE || failure.message.trim() === ''
        ? i18n._(messageDescriptors.submitFailed)
        : failure.message,
    [i18n],
  );
}
