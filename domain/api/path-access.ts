import type { Permission } from '../permissions.ts';
import type { ResultCode } from './envelope.ts';

/**
 * public: anyone (a session, when sent, is still read: rates show prices to whom may see them);
 * signedIn: a session, else '401'; staff: a staff session holding the path's permission
 * (domain/permissions.ts), else '401' or '403'.
 */
export const Access = { public: 'public', signedIn: 'signedIn', staff: 'staff' } as const;
export type Access = (typeof Access)[keyof typeof Access];

/**
 * Refusals a path's own rules give beyond its access level's, each with its HTTP status: '401' a
 * price asked for without a session, '403' a rule about who may do it (staff cannot book, only the
 * owner reads a quotation...), '429' a rate limit, '502' a payment provider that failed or could not
 * be believed (the paths that call it).
 */
export type Refusal =
  | typeof ResultCode.unauthorized
  | typeof ResultCode.forbidden
  | typeof ResultCode.rateLimited
  | typeof ResultCode.providerUnavailable;

export interface PathAccessRule {
  access: Access;
  /** A staff path's permission: the one the caller's roles must hold. */
  permission?: Permission;
  refusals: readonly Refusal[];
}

const rule =
  <const TAccess extends Access>(access: TAccess) =>
  (...refusals: Refusal[]): PathAccessRule & { access: TAccess } => ({ access, refusals });
export const open = rule(Access.public);
export const signedIn = rule(Access.signedIn);
export const staff = (
  permission: Permission,
  ...refusals: Refusal[]
): PathAccessRule & { access: typeof Access.staff; permission: Permission } => ({
  access: Access.staff,
  permission,
  refusals,
});
