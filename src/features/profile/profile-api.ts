/**
 * The calls of the profile page (issue 11, docs/accounts.md). Each resolves with the envelope
 * whatever its code (the profile-submit machine reads code, message and field); the loads reject
 * with ApiFailure, as the data-page machine expects.
 */
import type { SessionSummary, UserInfo } from '../../../domain/api/accounts.ts';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { ChangePasswordBody, ProfileBody } from '../../../domain/api/accounts-schemas.ts';
import type { SubmitReply } from '../../../machines/profile/profile-submit.machine.ts';
import { call, fetchData } from '../../api/client.ts';

export const loadProfile = (input: { id: number; companyId: number }, signal?: AbortSignal) =>
  fetchData<UserInfo>(AccountPath.getUserInfo, input, signal);

export const saveProfile = async (body: ProfileBody): Promise<SubmitReply> =>
  (await call(AccountPath.updateProfile, body)) as SubmitReply;

export const changePassword = async (body: ChangePasswordBody): Promise<SubmitReply> =>
  (await call(AccountPath.changePassword, body)) as SubmitReply;

export const listSessions = (signal?: AbortSignal) =>
  fetchData<SessionSummary[]>(AccountPath.listSessions, {}, signal);

export const logoutEverywhere = async (): Promise<SubmitReply> =>
  (await call(AccountPath.logoutEverywhere, {})) as SubmitReply;
