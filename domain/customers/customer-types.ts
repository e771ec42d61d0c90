/**
 * Spec §5/§6: a customer needs a customer type to book space, and customer service maintains it.
 * The spec names no values; the portal's are the forwarder's usual three (docs/decisions.md). The
 * demo's certified customer is type 1.
 */
export const CustomerType = {
  /** A shipper or consignee booking for its own cargo. */
  directShipper: 1,
  /** Another forwarder buying space (trade). */
  forwarder: 2,
  /** A customer on a contract rate. */
  contract: 3,
} as const;
export type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];

export const CUSTOMER_TYPES: readonly CustomerType[] = Object.values(CustomerType);
