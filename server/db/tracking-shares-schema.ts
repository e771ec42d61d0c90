/** Shared tracking links (migration 0013), as Kysely sees them (camelCase, schema.ts). */
import type { Generated } from 'kysely';

export interface TrackingSharesTable {
  id: Generated<number>;
  /** SHA-256 hex of the link's token; the token itself is shown to the owner once and never kept. */
  tokenHash: string;
  orderId: number;
  /** The order's company: a link opened on another tenant's portal is not found. */
  companyId: number;
  /** The owner who shared it. */
  createdBy: number;
  createdAt: string;
  /** Null while the link works; set when the owner revokes it or shares anew. */
  revokedAt: string | null;
  /** Null for a link without an end. */
  expiresAt: string | null;
}

export interface TrackingSharesSchema {
  trackingShares: TrackingSharesTable;
}
