/**
 * API paths of shared tracking links (beyond the spec): the order's owner shares,
 * reads and revokes the link of an order; anyone holding a live link reads its milestones.
 */
export const TrackingSharePath = {
  /** Makes the order's link; a live one is revoked by it (the old link stops working). */
  shareTracking: 'order/shareTracking',
  /** Whether the order has a live link, and since when; never the link itself. */
  getTrackingShare: 'order/getTrackingShare',
  revokeTrackingShare: 'order/revokeTrackingShare',
  /** Public: the milestones of the order behind a live link; no session needed. */
  sharedTracking: 'tracking/sharedTracking',
} as const;
