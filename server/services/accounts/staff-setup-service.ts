/**
 * The tenant's first staff account (spec §6: staff are user type 2; the spec shows no way to make
 * one). A start outside demo mode with no staff issues a one-time setup link (random, stored
 * hashed, single use, 24 hours, printed once in the start-up log); the link's page creates the
 * first administrator. Operators who script deployments use the CLI (scripts/admin.ts) instead.
 */

import type { FirstAdministratorBody } from '../../../domain/api/accounts-schemas.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { formatStaffRoles, type StaffRole } from '../../../domain/permissions.ts';
import { PASSWORD_PATTERN } from '../../../domain/validation/validators.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import { declined, invalid, ok, rateLimited, type ServerOutcome } from '../outcome.ts';
import { type Clock, MINUTE_MS } from './clock.ts';
import { BUSY } from './hash-gate.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { hashSecret } from './secrets.ts';
import { normaliseEmail } from './validate-map.ts';

export const SETUP_LINK_TTL_MS = 24 * 60 * MINUTE_MS;
export const SETUP_PATH = '/setup';

/** A staff account as an operator describes it; the password is hashed already. */
export interface StaffAccount {
  companyId: number;
  email: string;
  passwordHash: string;
  nameEn: string;
  nameCn: string;
  roles: readonly StaffRole[];
}

/**
 * Inserts an active staff account; false when the address has an account already (a customer's
 * address does not silently become staff).
 */
export const insertStaffAccount = async (db: Database, account: StaffAccount, now: Date) =>
  (await createRepositories(db).users.insertIfAbsent({
    companyId: account.companyId,
    passwordHash: account.passwordHash,
    nameEn: account.nameEn,
    nameCn: account.nameCn,
    email: normaliseEmail(account.email),
    userType: STAFF_USER_TYPE,
    staffRoles: formatStaffRoles(account.roles),
    certificationStatus: CertificationStatus.certified,
    active: 1,
    createdAt: now.toISOString(),
  })) !== undefined;

/**
 * The setup link a start prints, or undefined when the tenant has staff already (nothing is
 * issued). Each start without staff replaces the previous link, so a lost log costs one restart.
 */
export const issueSetupLink = async (
  db: Database,
  {
    companyId,
    publicBaseUrl,
    now,
    issue,
  }: { companyId: number; publicBaseUrl: string; now: Clock; issue: () => string },
): Promise<string | undefined> => {
  const repos = createRepositories(db);
  if (await repos.users.hasStaff(companyId)) return undefined;
  const token = issue();
  const at = now();
  await repos.setupTokens.replace(
    companyId,
    hashSecret(token),
    at.toISOString(),
    new Date(at.getTime() + SETUP_LINK_TTL_MS).toISOString(),
  );
  return `${publicBaseUrl}${SETUP_PATH}?token=${encodeURIComponent(token)}`;
};

export interface StaffSetupDeps {
  db: Database;
  passwords: PasswordHasher;
  now: Clock;
}

export const createStaffSetupService = ({ db, passwords, now }: StaffSetupDeps) => ({
  createFirstAdministrator: async (body: FirstAdministratorBody): Promise<ServerOutcome<undefined>> => {
    if (!PASSWORD_PATTERN.test(body.password)) return invalid('passwordRule');
    if (body.nameEn.trim() === '') return invalid('required');
    const tokenHash = hashSecret(body.token);
    // A dead link costs no password hash: only its holder can make the server hash.
    if (!(await createRepositories(db).setupTokens.isLive(body.companyId, tokenHash, now().toISOString())))
      return declined('setupLinkInvalid');
    const passwordHash = await passwords.hash(body.password);
    if (passwordHash === BUSY) return rateLimited('serverBusy');
    const account: StaffAccount = {
      companyId: body.companyId,
      email: body.email,
      passwordHash,
      nameEn: body.nameEn.trim(),
      nameCn: body.nameCn.trim(),
      // The first administrator manages staff and settings; other roles are given on the staff page.
      roles: ['administrator'],
    };
    return db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      // The token is spent first, in the same transaction: two submits of one link make one account.
      if (!(await repos.setupTokens.consume(body.companyId, tokenHash, now().toISOString())))
        return declined('setupLinkInvalid');
      if (await repos.users.hasStaff(body.companyId)) return declined('setupDone');
      if (!(await insertStaffAccount(trx, account, now()))) return declined('setupEmailTaken');
      return ok(undefined, 'setupDoneLogIn');
    });
  },
});

export type StaffSetupService = ReturnType<typeof createStaffSetupService>;
