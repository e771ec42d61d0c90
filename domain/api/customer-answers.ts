/** What the staff's customer list answers (docs/accounts.md). */
import * as v from 'valibot';
import { recordPageOf } from './answer-parts.ts';

export const CustomerSummary = v.strictObject({
  id: v.number(),
  email: v.string(),
  nameCn: v.string(),
  nameEn: v.string(),
  companyName: v.string(),
  certificationStatus: v.number(),
  customerType: v.nullable(v.number()),
  /** Opened the activation link. */
  activated: v.boolean(),
  /** When customer service deactivated it; null while it may sign in. */
  deactivatedAt: v.nullable(v.string()),
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
});
export type CustomerSummary = v.InferOutput<typeof CustomerSummary>;

export const CustomerPage = recordPageOf(CustomerSummary);
export type CustomerPage = v.InferOutput<typeof CustomerPage>;
