/** A customer's mail choices and their digest's items (migration 0026, domain/profile/mail-preferences.ts). */
import type { Generated } from 'kysely';

export interface MailPreferencesTable {
  userId: number;
  kind: string;
  delivery: string;
  updatedAt: string;
}

/** A record mail held for its owner's daily digest: its subject, text and link, both languages. */
export interface MailDigestItemsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  subject: string;
  body: string;
  link: string;
  createdAt: string;
  /** When its digest was queued; null while it waits. */
  sentAt: string | null;
}

export interface MailPreferencesSchema {
  mailPreferences: MailPreferencesTable;
  mailDigestItems: MailDigestItemsTable;
}
