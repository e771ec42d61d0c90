import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CustomerServiceContact } from '../../../../domain/api/company.ts';
import { SiteContentLimit as L } from '../../../../domain/tenant/site-content.ts';

export type ContactField = Exclude<keyof CustomerServiceContact, 'headPic'>;

/** A contact's fields as both contact forms show them (the default contact and the further ones). */
export const CONTACT_FIELDS: { field: ContactField; words: MessageDescriptor; max: number; type?: string }[] =
  [
    { field: 'nameCn', words: msg`Name (Chinese)`, max: L.contactName },
    { field: 'nameEn', words: msg`Name (English)`, max: L.contactName },
    { field: 'companyName', words: msg`Company (Chinese)`, max: L.contactCompany },
    { field: 'companyNameEn', words: msg`Company (English)`, max: L.contactCompany },
    { field: 'mobile', words: msg`Mobile`, max: L.mobile, type: 'tel' },
    { field: 'qq', words: msg`QQ`, max: L.qq },
    { field: 'email', words: msg`Email`, max: L.email, type: 'email' },
  ];
