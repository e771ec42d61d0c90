/**
 * What the accounts statecharts expect from the actors the app provides (src/api/accounts.ts): the
 * one contract of domain/api/failure.ts. An actor resolves with the reply of a success (code '1',
 * with the fields spec §7 names beside code and message) and rejects with an ApiFailure otherwise:
 * the server's code and message, or a network failure. Only the link decode also resolves with an
 * expired link (code '2'), whose reply carries the account to mail again (spec §4).
 */
import type { AccountReply, ActivationResult, ExpiredLink, ResetGrant } from '../../domain/api/accounts.ts';
import type { QrCodeBody } from '../../domain/api/accounts-schemas.ts';

// Request and reply shapes are domain/api's (inferred from the contract, never re-declared).
export type {
  CompanySuggestionReply,
  DecodeTokenReply,
  LoginReply,
  QrCodeReply,
} from '../../domain/api/accounts.ts';

/** The envelope fields every accounts reply has. */
export type Reply = AccountReply;

/** The tenant fields the accounts requests carry as they are (spec §7 bodies). */
export type TenantRequest = QrCodeBody;

export const isResetGrant = (value: unknown): value is ResetGrant =>
  typeof value === 'object' && value !== null && 'grant' in value && 'email' in value;

export const isActivationResult = (value: unknown): value is ActivationResult =>
  typeof value === 'object' && value !== null && 'apiKey' in value && 'userId' in value;

export const isExpiredLink = (value: unknown): value is ExpiredLink =>
  typeof value === 'object' && value !== null && 'email' in value;
