/**
 * The signed-in user's own profile (getUserInfo), their certification request (updateUser) and its
 * review by staff (spec sections 3, 4 and 6). Every call acts on the session's user only.
 */
import type {
  MenuPermission,
  PendingCertification,
  UserInfo,
  ValidateMap,
} from '../../../domain/api/accounts.ts';
import type { CertificationBody, ProfileBody, ReviewBody } from '../../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { CONTENT_TYPE_OF } from '../../../domain/booking/file-kind.ts';
import { CertificationStatus, STAFF_USER_TYPE, WebFlag } from '../../../domain/constants.ts';
import type { MessageId as DomainMessageId } from '../../../domain/messages.ts';
import { hasPermission, parseStaffRoles } from '../../../domain/permissions.ts';
import { HEAD_PICTURE_KINDS, HEAD_PICTURE_MAX_BYTES } from '../../../domain/profile/head-picture.ts';
import {
  type ChineseCertificationForm,
  chineseCertificationRules,
  englishCertificationRules,
} from '../../../domain/validation/certification.ts';
import {
  CERTIFIED_FIELDS,
  fieldsFilledWhileLocked,
  type ProfileForm,
  profileRules,
} from '../../../domain/validation/profile.ts';
import { type FieldRules, validateForm } from '../../../domain/validation/rule.ts';
import type { UserRow } from '../../db/accounts-schema.ts';
import type { CompanyDirectoryRepository } from '../../db/repositories/company-directory-repository.ts';
import type { UploadedFileRepository } from '../../db/repositories/uploaded-file-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { MessageId } from '../../messages.ts';
import { declined, forbidden, invalid, notFound, ok, refuseWith, type ServerOutcome } from '../outcome.ts';
import type { QueueAccountMail } from './account-mail-jobs.ts';
import { accountMessages } from './account-messages.ts';
import type { Clock } from './clock.ts';
import type { Viewer } from './viewer.ts';

/** tMpMenus: customers get none; staff get the back-office entries this portal has. */
export const STAFF_MENU_PERMISSIONS: MenuPermission[] = [
  { code: 'certificationReview', nameCn: '认证审核', nameEn: 'Certification review' },
];

const toUserInfo = (user: UserRow): UserInfo => ({
  id: user.id,
  companyId: user.companyId,
  nameCn: user.nameCn,
  nameEn: user.nameEn,
  nickname: user.nickname,
  companyName: user.companyName,
  companyNameId: user.companyNameId,
  companyPosition: user.companyPosition,
  email: user.email,
  qq: user.qq,
  mobile: user.mobile,
  headPic: user.headPic,
  userType: user.userType,
  staffRoles: parseStaffRoles(user.staffRoles),
  certificationStatus: user.certificationStatus,
  customerType: user.customerType,
  certificationReason: user.certificationReason,
  certificationEmail: user.certificationEmail,
  tMpMenus: user.userType === STAFF_USER_TYPE ? STAFF_MENU_PERMISSIONS : [],
});

const toPending = (user: UserRow): PendingCertification => ({
  id: user.id,
  email: user.email,
  nameCn: user.nameCn,
  nameEn: user.nameEn,
  companyName: user.companyName,
  companyNameId: user.companyNameId,
  companyPosition: user.companyPosition,
  certificationEmail: user.certificationEmail,
  qq: user.qq,
  submittedAt: user.certificationSubmittedAt ?? '',
});

/** The first problem in the form's field order, as a message the server can say in both languages. */
const firstProblem = <F>(form: F, rules: FieldRules<F>): MessageId | null => {
  const problems: Partial<Record<keyof F, DomainMessageId>> = validateForm(form, rules);
  const first = (Object.keys(rules) as (keyof F)[]).map((field) => problems[field]).find(Boolean);
  if (first === undefined) return null;
  return Object.hasOwn(accountMessages, first) ? (first as MessageId) : 'badRequest';
};

const isStaff = (viewer: Viewer) => viewer.userType === STAFF_USER_TYPE;

export interface ProfileDeps {
  users: UserRepository;
  directory: CompanyDirectoryRepository;
  /** The uploads a head picture is chosen from (common/uploadpicture). */
  files: Pick<UploadedFileRepository, 'findByStoredName'>;
  now: Clock;
  /** The portal's mail queue: a review mails the customer its decision. */
  queueMail: QueueAccountMail;
}

const PICTURE_CONTENT_TYPES = HEAD_PICTURE_KINDS.map((kind) => CONTENT_TYPE_OF[kind]);

/** The user's info after a change, as the profile and the session machine take it. */
const answerInfo = async (
  users: UserRepository,
  id: number,
  message: MessageId,
): Promise<ServerOutcome<UserInfo>> => {
  const updated = await users.findById(id);
  return updated === undefined ? notFound('userNotFound') : ok(toUserInfo(updated), message);
};

export const createProfileService = ({ users, directory, files, now, queueMail }: ProfileDeps) => ({
  getUserInfo: async (viewer: Viewer, id: number, companyId: number): Promise<ServerOutcome<UserInfo>> => {
    if (id !== viewer.userId || companyId !== viewer.companyId) return forbidden('forbidden');
    const user = await users.findById(id);
    return user === undefined ? notFound('userNotFound') : ok(toUserInfo(user));
  },

  submitCertification: async (
    viewer: Viewer,
    body: CertificationBody,
  ): Promise<
    ServerOutcome<{ validateMap: Pick<ValidateMap, 'nameCn' | 'nameEn' | 'certificationStatus'> }>
  > => {
    if (body.id !== viewer.userId || body.companyId !== viewer.companyId) return forbidden('forbidden');
    if (isStaff(viewer)) return declined('staffNeedNoCertification');
    const chinese = body.webFlag === WebFlag.chinese;
    const form = {
      nameEn: body.nameEn ?? '',
      nameCn: body.nameCn ?? '',
      companyName: body.companyName,
      companyNameId: body.companyNameId ?? null,
      companyPosition: body.companyPosition,
      email: body.email,
      qq: body.qq ?? '',
    };
    const problem = chinese
      ? firstProblem<ChineseCertificationForm>(form, chineseCertificationRules)
      : firstProblem(form, englishCertificationRules);
    if (problem !== null) return invalid(problem);
    // The Chinese form's company must be a directory entry; its name is the directory's.
    const company =
      chinese && form.companyNameId !== null ? await directory.findById(form.companyNameId) : null;
    if (chinese && company === undefined) return invalid('chooseCompanyFromSuggestions');
    const user = await users.findById(viewer.userId);
    if (user === undefined) return notFound('userNotFound');
    const fields = {
      nameCn: chinese ? form.nameCn.trim() : user.nameCn,
      nameEn: chinese ? user.nameEn : form.nameEn.trim(),
      companyName: company?.nameCn ?? form.companyName.trim(),
      companyNameId: company?.id ?? null,
      companyPosition: form.companyPosition.trim(),
      certificationEmail: form.email.trim(),
      qq: chinese ? form.qq.trim() : user.qq,
    };
    if (!(await users.submitCertification(user, fields, now().toISOString()))) {
      return user.certificationStatus === CertificationStatus.certified
        ? declined('alreadyCertified')
        : declined('certificationInReview');
    }
    return ok(
      {
        validateMap: {
          nameCn: fields.nameCn,
          nameEn: fields.nameEn,
          certificationStatus: CertificationStatus.inAuthentication,
        },
      },
      'certificationSubmitted',
    );
  },

  /**
   * The profile's fields. Never changes the certification status (spec §4: only a
   * certification submit does); the reviewed fields change only while the status allows a new
   * certification, so staff never approve one thing and see another.
   */
  updateProfile: async (viewer: Viewer, body: ProfileBody): Promise<ServerOutcome<UserInfo>> => {
    // The field travels with the message: "Too many characters" alone does not say where.
    const problems = validateForm<ProfileForm>(body, profileRules);
    const field = (Object.keys(profileRules) as (keyof ProfileForm)[]).find((name) => problems[name]);
    if (field !== undefined) {
      const problem = firstProblem<ProfileForm>(body, profileRules) ?? 'badRequest';
      return refuseWith(ResultCode.invalidInput, problem, { field });
    }
    const user = await users.findById(viewer.userId);
    if (user === undefined) return notFound('userNotFound');
    const form: ProfileForm = {
      nameCn: body.nameCn.trim(),
      nameEn: body.nameEn.trim(),
      nickname: body.nickname.trim(),
      companyName: body.companyName.trim(),
      companyPosition: body.companyPosition.trim(),
      qq: body.qq.trim(),
      mobile: body.mobile.trim(),
    };
    // An empty Chinese name may be filled whatever the status (spec §3 userName); any other reviewed
    // change needs a status that allows a new certification.
    const filled = fieldsFilledWhileLocked(user.certificationStatus, user, form);
    const certifiedChanged = CERTIFIED_FIELDS.some(
      (field) => form[field] !== user[field] && !filled.includes(field),
    );
    // A typed company is no longer the directory entry the Chinese certification chose.
    const companyNameId = form.companyName === user.companyName ? user.companyNameId : null;
    const saved = await users.updateProfile(
      user.id,
      { ...form, companyNameId },
      { certifiedFieldsToo: certifiedChanged, stillEmpty: filled },
    );
    if (!saved) return declined('certifiedFieldsLocked');
    return answerInfo(users, user.id, 'profileSaved');
  },

  /**
   * Spec §3 headPic: an uploaded picture becomes the session's user's head picture. Only the user's own
   * upload that no order took; anyone else's is "missing", so stored names cannot be probed. The
   * kind and size are checked again from the stored row (an attorney upload may be a large PNG).
   * The picture it replaces is nobody's any more: the stale-file sweeper deletes it.
   */
  setHeadPicture: async (viewer: Viewer, storedName: string): Promise<ServerOutcome<UserInfo>> => {
    const file = await files.findByStoredName(storedName);
    if (
      file === undefined ||
      file.userId !== viewer.userId ||
      file.companyId !== viewer.companyId ||
      file.orderId !== null
    )
      return notFound('headPictureNotFound');
    if (!PICTURE_CONTENT_TYPES.includes(file.contentType)) return invalid('headPictureTypeNotAllowed');
    if (file.size > HEAD_PICTURE_MAX_BYTES) return invalid('headPictureTooLarge');
    await users.setHeadPic(viewer.userId, storedName);
    return answerInfo(users, viewer.userId, 'headPictureSaved');
  },

  /** The sweeper deletes the picture once nobody has it. */
  removeHeadPicture: async (viewer: Viewer): Promise<ServerOutcome<UserInfo>> => {
    await users.setHeadPic(viewer.userId, '');
    return answerInfo(users, viewer.userId, 'headPictureRemoved');
  },

  listPendingCertifications: async (
    viewer: Viewer,
    companyId: number,
  ): Promise<ServerOutcome<PendingCertification[]>> => {
    if (!hasPermission(viewer, 'records.read') || companyId !== viewer.companyId)
      return forbidden('forbidden');
    return ok((await users.listInReview(companyId)).map(toPending));
  },

  review: async (
    viewer: Viewer,
    body: ReviewBody,
  ): Promise<ServerOutcome<{ id: number; certificationStatus: CertificationStatus }>> => {
    if (!hasPermission(viewer, 'certifications.audit') || body.companyId !== viewer.companyId)
      return forbidden('forbidden');
    const reason = body.reason?.trim() ?? '';
    if (!body.approved && reason === '') return invalid('reviewReasonRequired');
    const status = body.approved ? CertificationStatus.certified : CertificationStatus.neededAgain;
    const kept = body.approved ? '' : reason;
    const decision = {
      approved: body.approved,
      reason: kept,
      staffUserId: viewer.userId,
      at: now().toISOString(),
    };
    if (!(await users.review(body.id, body.companyId, decision))) return declined('notAwaitingReview');
    // An account mail: sent whatever the customer chose for record mails.
    await queueMail({
      kind: 'certificationReviewed',
      userId: body.id,
      approved: body.approved,
      reason: kept,
    });
    return ok({ id: body.id, certificationStatus: status });
  },
});

export type ProfileService = ReturnType<typeof createProfileService>;
