/** The advance-booking table (migration 0010), as Kysely sees it (camelCase, schema.ts). */
import type { Generated } from 'kysely';
import type { ReservationStatus } from '../../domain/constants.ts';

export interface ReservationsTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  pol: string;
  pod: string;
  /** The ETD week's first day, `yyyy-MM-dd`. */
  etdWeekStart: string;
  /** The container lines as JSON text: `[{ containerType, quantity }]`, read and written whole. */
  containers: string;
  cargo: string;
  remarks: string;
  status: ReservationStatus;
  /** Staff's reason when the audit failed. */
  reason: string | null;
  /** The order placed from this approved reservation (migration 0016); null until then. */
  orderId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReservationsSchema {
  reservations: ReservationsTable;
}
