/**
 * The signed-in user's choice of record mails (domain/profile/mail-preferences.ts), read and saved
 * whole; server/mail/record-mail.ts applies it when a mail is composed.
 */
import type { MailPreferencesBody } from '../../../domain/api/mail-preference-schemas.ts';
import {
  MAIL_KINDS,
  type MailPreferences,
  mailPreferencesOf,
} from '../../../domain/profile/mail-preferences.ts';
import type { MailPreferenceRepository } from '../../db/repositories/mail-preference-repository.ts';
import type { MessageId } from '../../messages.ts';
import { type Outcome, ok } from '../outcome.ts';
import type { Clock } from './clock.ts';
import type { Viewer } from './viewer.ts';

export const createMailPreferenceService = (deps: {
  preferences: Pick<MailPreferenceRepository, 'chosenOf' | 'save'>;
  now: Clock;
}) => {
  const read = async (viewer: Viewer): Promise<MailPreferences> =>
    mailPreferencesOf(await deps.preferences.chosenOf(viewer.userId));
  return {
    get: async (viewer: Viewer): Promise<Outcome<MailPreferences, MessageId>> => ok(await read(viewer)),
    save: async (viewer: Viewer, body: MailPreferencesBody): Promise<Outcome<MailPreferences, MessageId>> => {
      await deps.preferences.save(
        viewer.userId,
        MAIL_KINDS.map((kind) => ({ kind, delivery: body[kind] })),
        deps.now().toISOString(),
      );
      return ok(await read(viewer));
    },
  };
};
