import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CertificationStatus } from '../../../domain/constants.ts';
import { CustomerType } from '../../../domain/customers/customer-types.ts';
import { certificationStateOf } from '../../../domain/profile/certification-lifecycle.ts';

/** The customer's page (spec §6); the one place its address is named (the console moves it). */
export const CUSTOMER_PAGE = '/console/customer';

export const CERTIFICATION_WORDS: Record<number, MessageDescriptor> = {
  [CertificationStatus.needed]: msg`Not certified`,
  [CertificationStatus.inAuthentication]: msg`Under review`,
  [CertificationStatus.certified]: msg`Certified`,
  [CertificationStatus.neededAgain]: msg`Refused`,
};

export const certificationWord = (i18n: I18n, status: number): string => {
  const word = CERTIFICATION_WORDS[status];
  return word === undefined ? String(status) : i18n._(word);
};

/** The certification trail's status names (domain/profile/certification-lifecycle.ts), in the list's words. */
export const CERTIFICATION_STATE_WORDS: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.entries(CERTIFICATION_WORDS).map(([status, word]) => [certificationStateOf(Number(status)), word]),
);

export const CUSTOMER_TYPE_WORDS: Record<CustomerType, MessageDescriptor> = {
  [CustomerType.directShipper]: msg`Direct shipper`,
  [CustomerType.forwarder]: msg`Forwarder`,
  [CustomerType.contract]: msg`Contract customer`,
};
