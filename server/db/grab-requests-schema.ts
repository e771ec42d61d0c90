/** The grab-request table (migration 0011), as Kysely sees it (camelCase, schema.ts). */
import type { Generated } from 'kysely';
import type { GrabRequestStatus } from '../../domain/grab-requests/grab-request-lifecycle.ts';

export interface GrabRequestsTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  pol: string;
  pod: string;
  /** The ETD range, `yyyy-MM-dd`. */
  etdStart: string;
  etdEnd: string;
  /** The container lines as JSON text: `[{ containerType, quantity }]`, read and written whole. */
  containers: string;
  cargo: string;
  specialRequirements: string;
  status: GrabRequestStatus;
  /** Staff's handling notes (required for a refusal). */
  notes: string | null;
  /** The space order a grant opened. */
  spaceOrderId: number | null;
  appliedAt: string;
  handledAt: string | null;
}

export interface GrabRequestsSchema {
  grabRequests: GrabRequestsTable;
}
