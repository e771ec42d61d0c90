/** Request bodies of the staff's customer list (docs/accounts.md): the tenant is the staff member's. */
import * as v from 'valibot';
import { CertificationStatus, FieldLimit } from '../constants.ts';
import { CustomerType } from '../customers/customer-types.ts';
import { Text } from './plain-text.ts';
import { LIST_PAGING } from './record-list.ts';
import { Id } from './schema-parts.ts';

export const ListCustomersBody = v.object({
  /** Matched against the email, both names and the company name; '' lists everyone. */
  keyword: v.optional(Text(FieldLimit.emailMaxLength), ''),
  certificationStatus: v.optional(v.picklist(Object.values(CertificationStatus))),
  ...LIST_PAGING,
});
export type ListCustomersBody = v.InferOutput<typeof ListCustomersBody>;

export const SetCustomerTypeBody = v.object({
  id: Id,
  customerType: v.picklist(Object.values(CustomerType)),
});
export type SetCustomerTypeBody = v.InferOutput<typeof SetCustomerTypeBody>;

export const SetCustomerActiveBody = v.object({ id: Id, active: v.boolean() });
export type SetCustomerActiveBody = v.InferOutput<typeof SetCustomerActiveBody>;
