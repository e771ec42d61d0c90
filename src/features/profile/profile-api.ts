/**
 * The calls of the profile page (issue 11, docs/accounts.md). Each resolves with the envelope
 * whatever its code (the profile-submit machine reads code, message and field); the loads reject
 * with ApiFailure, as the data-page machine expects.
 */
import type { SessionSummary, UserInfo } from '../../../domain/api/accounts.ts';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { ChangePasswordBody, ProfileBody } from '../../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { FILE_KIND_HEAD_BYTES } from '../../../domain/booking/file-kind.ts';
import type { MessageId } from '../../../domain/messages.ts';
import { headPictureProblem } from '../../../domain/profile/head-picture.ts';
import type { SubmitReply } from '../../../machines/profile/profile-submit.machine.ts';
import { ApiFailure, call, fetchData } from '../../api/client.ts';
import { uploadPicture } from '../../api/files.ts';

/** A reply that changed the user: the user info as saved (issue 11: the header takes it at once). */
export type UserInfoReply = SubmitReply & { data?: UserInfo };

export const loadProfile = (input: { id: number; companyId: number }, signal?: AbortSignal) =>
  fetchData<UserInfo>(AccountPath.getUserInfo, input, signal);

export const saveProfile = async (body: ProfileBody): Promise<UserInfoReply> =>
  (await call(AccountPath.updateProfile, body)) as UserInfoReply;

export const changePassword = async (body: ChangePasswordBody): Promise<SubmitReply> =>
  (await call(AccountPath.changePassword, body)) as SubmitReply;

export const listSessions = (signal?: AbortSignal) =>
  fetchData<SessionSummary[]>(AccountPath.listSessions, {}, signal);

export const logoutEverywhere = async (): Promise<SubmitReply> =>
  (await call(AccountPath.logoutEverywhere, {})) as SubmitReply;

/**
 * Issue 11: checks the chosen picture as the server will (PNG or JPEG by its first bytes, at most
 * 2 MiB), uploads it and makes it the head picture. A refusal of either side is a reply like the
 * server's; `say` words the browser's own refusals.
 */
export const changeHeadPicture = async (
  { file }: { file: File },
  say: (id: MessageId) => string,
): Promise<UserInfoReply> => {
  const head = new Uint8Array(await file.slice(0, FILE_KIND_HEAD_BYTES).arrayBuffer());
  const problem = headPictureProblem(file.size, head);
  if (problem !== null) return { code: ResultCode.invalidInput, message: say(problem) };
  try {
    const { alifileName } = await uploadPicture(file);
    return (await call(AccountPath.setHeadPicture, { alifileName })) as UserInfoReply;
  } catch (error) {
    if (error instanceof ApiFailure) return { code: error.code, message: error.message };
    throw error;
  }
};

export const removeHeadPicture = async (): Promise<UserInfoReply> =>
  (await call(AccountPath.removeHeadPicture, {})) as UserInfoReply;
