import { DEFAULT_COMPANY_ID } from '../../../domain/api/schemas.ts';
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

/**
 * The tenant a request reads (architecture: for a signed-in request the tenant is the session's
 * company, never the body's); a visitor's named one, else the default tenant.
 */
export const tenantOf = (viewer: Viewer | null, companyId?: number | undefined): number =>
  viewer?.companyId ?? companyId ?? DEFAULT_COMPANY_ID;
