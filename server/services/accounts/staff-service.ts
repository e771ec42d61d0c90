/**
 * The tenant's staff accounts, managed by its administrators (spec §6: staff are user type 2; the
 * roles of domain/permissions.ts give their permissions). An administrator invites by mail (the
 * account exists inactive until the invitee sets a password through the one-time link), changes
 * roles and deactivates (every session ends at once) or reactivates; never so that the tenant is
 * left without an active administrator.
 */
import type { AcceptedInvitation, StaffList, StaffMember } from '../../../domain/api/staff-answers.ts';
import type {
  AcceptStaffInvitationBody,
  InviteStaffBody,
  SetStaffActiveBody,
  SetStaffRolesBody,
  StaffIdBody,
} from '../../../domain/api/staff-schemas.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { formatStaffRoles, hasPermission } from '../../../domain/permissions.ts';
import { keepsAnAdministrator, type StaffChange } from '../../../domain/staff/staff-accounts.ts';
import { PASSWORD_PATTERN } from '../../../domain/validation/validators.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Language } from '../../messages.ts';
import { declined, forbidden, invalid, notFound, ok, rateLimited, type ServerOutcome } from '../outcome.ts';
import type { QueueAccountMail } from './account-mail-jobs.ts';
import type { Clock } from './clock.ts';
import { BUSY } from './hash-gate.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import { hashSecret } from './secrets.ts';
import { normaliseEmail } from './validate-map.ts';
import type { Viewer } from './viewer.ts';

/** An invited account has no password: no scrypt string, so no sign-in verifies against it. */
const NO_PASSWORD = '';

export interface StaffServiceDeps {
  db: Database;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  queueMail: QueueAccountMail;
  now: Clock;
}

type StaffMessage = 'staffInvited' | 'staffRolesSaved' | 'staffDeactivated' | 'staffReactivated';

export const createStaffService = ({ db, passwords, limiter, queueMail, now }: StaffServiceDeps) => {
  const repos = createRepositories(db);
  const mayManage = (viewer: Viewer) => hasPermission(viewer, 'staff.manage');
  const answer = async (
    viewer: Viewer,
    id: number,
    message: StaffMessage,
  ): Promise<ServerOutcome<StaffMember>> => {
    const member = await repos.staff.find(viewer.companyId, id);
    return member === undefined ? notFound('staffNotFound') : ok(member, message);
  };
  /** What the settings' trail keeps of a staff account (who, when and the change are the trail's). */
  const seat = (member: StaffMember | undefined) =>
    member === undefined
      ? null
      : { id: member.id, email: member.email, roles: member.roles, status: member.status };
  const recordChange = (
    inTrx: ReturnType<typeof createRepositories>,
    viewer: Viewer,
    before: StaffMember | undefined,
    after: StaffMember | undefined,
  ) =>
    inTrx.tenantChanges.record({
      companyId: viewer.companyId,
      area: 'staffAccounts',
      userId: viewer.userId,
      changedAt: now().toISOString(),
      before: seat(before),
      after: seat(after),
    });
  const invitationAllowed = (viewer: Viewer) =>
    limiter.hit(RateLimits.staffInvitationsPerAdministrator, `${viewer.companyId}:${viewer.userId}`);

  /**
   * One transaction: the tenant's staff read (locked), the last-administrator rule checked, the
   * change written, and on a deactivation every session of the account ended, so that not even a
   * session opened meanwhile survives it; the change is kept in the settings' trail.
   */
  const change = (
    viewer: Viewer,
    staffChange: StaffChange,
    write: (inTrx: ReturnType<typeof createRepositories>) => Promise<boolean>,
  ): Promise<'done' | 'missing' | 'lastAdministrator'> =>
    db.transaction().execute(async (trx) => {
      const inTrx = createRepositories(trx);
      const staff = await inTrx.staff.listForChange(viewer.companyId);
      if (!staff.some((member) => member.id === staffChange.id)) return 'missing';
      if (!keepsAnAdministrator(staff, staffChange)) return 'lastAdministrator';
      const before = staff.find((member) => member.id === staffChange.id);
      if (!(await write(inTrx))) return 'missing';
      if ('deactivate' in staffChange) await inTrx.sessions.deleteByUser(staffChange.id);
      await recordChange(inTrx, viewer, before, await inTrx.staff.find(viewer.companyId, staffChange.id));
      return 'done';
    });

  const changed = async (
    viewer: Viewer,
    outcome: 'done' | 'missing' | 'lastAdministrator',
    id: number,
    message: StaffMessage,
  ): Promise<ServerOutcome<StaffMember>> => {
    if (outcome === 'missing') return notFound('staffNotFound');
    if (outcome === 'lastAdministrator') return declined('lastAdministrator');
    return answer(viewer, id, message);
  };

  return {
    list: async (viewer: Viewer): Promise<ServerOutcome<StaffList>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      return ok({ list: await repos.staff.list(viewer.companyId) });
    },

    /** The invitation mail goes in the language of the administrator's request. */
    invite: async (
      viewer: Viewer,
      body: InviteStaffBody,
      language: Language,
    ): Promise<ServerOutcome<StaffMember>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      const nameEn = body.nameEn.trim();
      if (nameEn === '') return invalid('required');
      if (!(await invitationAllowed(viewer))) return rateLimited('tooManyInvitations');
      // An address with any account of the tenant (staff or customer) is refused: a customer's
      // address does not silently become staff.
      const id = await db.transaction().execute(async (trx) => {
        const inTrx = createRepositories(trx);
        const inserted = await inTrx.users.insertIfAbsent({
          companyId: viewer.companyId,
          email: normaliseEmail(body.email),
          passwordHash: NO_PASSWORD,
          nameEn,
          nameCn: body.nameCn.trim(),
          userType: STAFF_USER_TYPE,
          staffRoles: formatStaffRoles(body.roles),
          certificationStatus: CertificationStatus.certified,
          active: 0,
          createdAt: now().toISOString(),
        });
        if (inserted !== undefined)
          await recordChange(inTrx, viewer, undefined, await inTrx.staff.find(viewer.companyId, inserted));
        return inserted;
      });
      if (id === undefined) return declined('staffEmailTaken');
      await queueMail({ kind: 'staffInvitation', userId: id, language });
      return answer(viewer, id, 'staffInvited');
    },

    resendInvitation: async (
      viewer: Viewer,
      body: StaffIdBody,
      language: Language,
    ): Promise<ServerOutcome<StaffMember>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      const member = await repos.staff.find(viewer.companyId, body.id);
      if (member === undefined) return notFound('staffNotFound');
      if (member.status !== 'invited') return declined('staffNotInvited');
      if (!(await invitationAllowed(viewer))) return rateLimited('tooManyInvitations');
      await queueMail({ kind: 'staffInvitation', userId: member.id, language });
      return ok(member, 'staffInvited');
    },

    /** Permission checks read the account's roles on every request: the change applies to the next one. */
    setRoles: async (viewer: Viewer, body: SetStaffRolesBody): Promise<ServerOutcome<StaffMember>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      const outcome = await change(viewer, { id: body.id, roles: body.roles }, (inTrx) =>
        inTrx.staff.setRoles(viewer.companyId, body.id, formatStaffRoles(body.roles)),
      );
      return changed(viewer, outcome, body.id, 'staffRolesSaved');
    },

    setActive: async (viewer: Viewer, body: SetStaffActiveBody): Promise<ServerOutcome<StaffMember>> => {
      if (!mayManage(viewer)) return forbidden('forbidden');
      if (body.active) {
        const reactivated = await db.transaction().execute(async (trx) => {
          const inTrx = createRepositories(trx);
          const before = await inTrx.staff.find(viewer.companyId, body.id);
          if (!(await inTrx.staff.setDeactivatedAt(viewer.companyId, body.id, null))) return false;
          await recordChange(inTrx, viewer, before, await inTrx.staff.find(viewer.companyId, body.id));
          return true;
        });
        if (!reactivated) return notFound('staffNotFound');
        return answer(viewer, body.id, 'staffReactivated');
      }
      const at = now().toISOString();
      const outcome = await change(viewer, { id: body.id, deactivate: true }, (inTrx) =>
        inTrx.staff.setDeactivatedAt(viewer.companyId, body.id, at),
      );
      return changed(viewer, outcome, body.id, 'staffDeactivated');
    },

    /**
     * The invitee's password (spec §5's rule) through the mailed link: the token is spent and the
     * account activated in one transaction; then the invitee signs in as anyone does.
     */
    acceptInvitation: async (body: AcceptStaffInvitationBody): Promise<ServerOutcome<AcceptedInvitation>> => {
      if (!PASSWORD_PATTERN.test(body.password)) return invalid('passwordRule');
      const tokenHash = hashSecret(body.token);
      const token = await repos.mailTokens.find(tokenHash, 'staffInvitation');
      const at = now().toISOString();
      // A dead link costs no password hash: only its holder can make the server hash.
      if (
        token === undefined ||
        token.companyId !== body.companyId ||
        token.usedAt !== null ||
        token.expiresAt <= at
      )
        return declined('invitationInvalid');
      const passwordHash = await passwords.hash(body.password);
      // Busy before the token is spent, so that the invitee can simply try again.
      if (passwordHash === BUSY) return rateLimited('serverBusy');
      const accepted = await db.transaction().execute(async (trx) => {
        const inTrx = createRepositories(trx);
        const member = await inTrx.staff.find(body.companyId, token.userId);
        if (member?.status !== 'invited') return false;
        if (!(await inTrx.mailTokens.consume(tokenHash, at))) return false;
        await inTrx.users.setPassword(token.userId, passwordHash);
        return true;
      });
      return accepted ? ok({ email: token.email }, 'invitationAccepted') : declined('invitationInvalid');
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
