/** What the staff's customer list answers (docs/accounts.md). */
import * as v from 'valibot';
import { recordPageOf } from './answer-parts.ts';
import { RecordHistoryEntry } from './record-answers.ts';

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

/** One of the tenant's customer-service contacts, as customer service picks one. */
export const ServiceContactChoice = v.strictObject({
  id: v.number(),
  nameCn: v.string(),
  nameEn: v.string(),
  mobile: v.string(),
  email: v.string(),
});
export type ServiceContactChoice = v.InferOutput<typeof ServiceContactChoice>;

/** One of the customer's open sessions: the device it signed in on, when it began and was last seen. */
export const CustomerSession = v.strictObject({
  userAgent: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
});
export type CustomerSession = v.InferOutput<typeof CustomerSession>;

/** The customer's page for customer service (spec §6). */
export const CustomerDetail = v.strictObject({
  customer: CustomerSummary,
  companyPosition: v.string(),
  mobile: v.string(),
  qq: v.string(),
  certificationEmail: v.string(),
  certificationSubmittedAt: v.nullable(v.string()),
  /** The reason of the last refusal; '' otherwise. */
  certificationReason: v.string(),
  /** The certification's trail, oldest first (domain/profile/certification-lifecycle.ts). */
  certificationHistory: v.array(RecordHistoryEntry),
  sessions: v.array(CustomerSession),
  /** The contact customer service assigned; null: the tenant's default (the first of `contacts`). */
  serviceContactId: v.nullable(v.number()),
  contacts: v.array(ServiceContactChoice),
  /** The customer's own allowance; null: `defaultSpaceAllowance`. */
  spaceAllowance: v.nullable(v.number()),
  defaultSpaceAllowance: v.number(),
});
export type CustomerDetail = v.InferOutput<typeof CustomerDetail>;
