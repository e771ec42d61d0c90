/**
 * The calls of the profile page (docs/accounts.md). Each resolves with the answer of a
 * success and rejects with an ApiFailure otherwise (domain/api/failure.ts), as the profile-submit
 * and data-page machines expect.
 */
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { ChangePasswordBody, ProfileBody } from '../../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { ApiFailure } from '../../../domain/api/failure.ts';
import { FILE_KIND_HEAD_BYTES } from '../../../domain/booking/file-kind.ts';
import type { MessageId } from '../../../domain/messages.ts';
import { headPictureProblem } from '../../../domain/profile/head-picture.ts';
import type { SubmitReply } from '../../../machines/profile/profile-submit.machine.ts';
import { fetchData, post, type SuccessOf } from '../../api/client.ts';
import { uploadPicture } from '../../api/files.ts';

/**
 * A reply that changed the user (updateProfile, setHeadPicture and removeHeadPicture answer alike):
 * the user info as saved, which the header takes at once.
 */
export type UserInfoReply = SuccessOf<typeof AccountPath.updateProfile>;

export const loadProfile = (input: { id: number; companyId: number }, signal?: AbortSignal) =>
  fetchData(AccountPath.getUserInfo, input, signal);

export const saveProfile = (body: ProfileBody): Promise<UserInfoReply> =>
  post(AccountPath.updateProfile, body);

export const changePassword = (body: ChangePasswordBody): Promise<SubmitReply> =>
  post(AccountPath.changePassword, body);

export const listSessions = (signal?: AbortSignal) => fetchData(AccountPath.listSessions, {}, signal);

export const logoutEverywhere = (): Promise<SubmitReply> => post(AccountPath.logoutEverywhere, {});

/**
 * Spec §3 headPic: checks the chosen picture as the server will (PNG or JPEG by its first bytes, at most
 * 2 MiB), uploads it and makes it the head picture. The browser's own refusal rejects as the
 * server's would; `say` words it.
 */
export const changeHeadPicture = async (
  { file }: { file: File },
  say: (id: MessageId) => string,
): Promise<UserInfoReply> => {
  const head = new Uint8Array(await file.slice(0, FILE_KIND_HEAD_BYTES).arrayBuffer());
  const problem = headPictureProblem(file.size, head);
  if (problem !== null) throw new ApiFailure({ code: ResultCode.invalidInput, message: say(problem) });
  const { alifileName } = await uploadPicture(file);
  return post(AccountPath.setHeadPicture, { alifileName });
};

export const removeHeadPicture = (): Promise<UserInfoReply> => post(AccountPath.removeHeadPicture, {});
