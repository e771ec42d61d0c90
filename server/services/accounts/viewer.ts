import type { StaffRole } from '../../../domain/permissions.ts';

/** Who is calling: resolved from the Authorization header by server/plugins/session.ts. */
export interface Viewer {
  userId: number;
  companyId: number;
  userType: number;
  /** A staff account's roles (domain/permissions.ts); none for a customer. */
  staffRoles: readonly StaffRole[];
  certificationStatus: number;
  customerType: number | null;
}

/** The request's origin as the abuse limits and the QR-login phone page see it. */
export interface Origin {
  ip: string;
  userAgent: string;
}
