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

export const GetCustomerBody = v.object({ id: Id });
export type GetCustomerBody = v.InferOutput<typeof GetCustomerBody>;

/** One of the tenant's customer-service contacts for this customer; null: the tenant's default. */
export const SetServiceContactBody = v.object({ id: Id, contactId: v.nullable(Id) });
export type SetServiceContactBody = v.InferOutput<typeof SetServiceContactBody>;

/** The most a customer's own allowance may be: more containers of one type than any sailing carries. */
export const SPACE_ALLOWANCE_MAX = 9999;

/** The customer's own allowance per sailing and container type; null: the default (spec §5). */
export const SetSpaceAllowanceBody = v.object({
  id: Id,
  allowance: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SPACE_ALLOWANCE_MAX))),
});
export type SetSpaceAllowanceBody = v.InferOutput<typeof SetSpaceAllowanceBody>;
