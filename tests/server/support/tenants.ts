/**
 * A second tenant and real signed-in sessions, written straight into the database: the tests of
 * "the tenant is the session's company" need a user of one company naming another, through the
 * session plugin exactly as a browser's apiKey would be resolved.
 */
import { randomBytes } from 'node:crypto';
import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { formatStaffRoles, type StaffRole } from '../../../domain/permissions.ts';
import type { Database } from '../../../server/db/schema.ts';
import { hashSecret } from '../../../server/services/accounts/secrets.ts';

/** Copies the demo tenant's company row under another id, with the changes given. */
export const addCompany = async (
  db: Database,
  companyId: number,
  changes: { webPubFclFlag?: number } = {},
): Promise<void> => {
  const demo = await db
    .selectFrom('companies')
    .selectAll()
    .where('companyId', '=', 1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('companies')
    .values({ ...demo, ...changes, companyId })
    .execute();
};

export interface SignedIn {
  userId: number;
  /** The Authorization header of the session. */
  headers: { authorization: string };
}

let users = 0;

/** A staff member who may do everything but who is not a read-only auditor: the demo staff's roles. */
export const EVERY_ACTING_ROLE: readonly StaffRole[] = [
  'administrator',
  'customerService',
  'pricing',
  'operations',
];

/**
 * An active user of `companyId` with an open session. The session was last seen in the far future,
 * so it is neither idle nor expired whatever the app's clock says.
 */
export const signIn = async (
  db: Database,
  user: {
    companyId: number;
    userType?: number;
    certificationStatus?: number;
    staffRoles?: readonly StaffRole[];
  },
): Promise<SignedIn> => {
  users += 1;
  const inserted = await db
    .insertInto('users')
    .values({
      companyId: user.companyId,
      email: `tenant-test.${users}.${process.pid}@example.com`,
      // Not a scrypt string: nobody can log in with it, the session below is the only way in.
      passwordHash: 'none',
      userType: user.userType ?? 1,
      staffRoles: formatStaffRoles(
        user.staffRoles ?? (user.userType === STAFF_USER_TYPE ? EVERY_ACTING_ROLE : []),
      ),
      certificationStatus: user.certificationStatus ?? CertificationStatus.needed,
      active: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apiKey = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashSecret(apiKey),
      userId: inserted.id,
      companyId: user.companyId,
      createdAt: '9999-01-01T00:00:00.000Z',
      lastSeenAt: '9999-01-01T00:00:00.000Z',
      expiresAt: '9999-12-31T00:00:00.000Z',
    })
    .execute();
  return { userId: inserted.id, headers: { authorization: apiKey } };
};
