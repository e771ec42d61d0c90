/**
 * Spec §5: "reserved quantity cannot exceed the allowance". The allowance is ours to set: one
 * company may hold at most this many containers of one type on one sailing, paid or waiting for
 * payment, so that no single customer can empty a sailing. It is taken by a conditional update like
 * the space itself.
 */
export const SPACE_ALLOWANCE_PER_SAILING = 20;
