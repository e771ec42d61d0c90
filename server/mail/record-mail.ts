/**
 * The customer's mails about a record (a space order, an advance booking, a grab request, an order):
 * one composer for every kind. A kind gives its texts and a loader that finds the record's values;
 * the composer fills the texts and builds the message to the record's owner, with a link to the
 * record's page. Queued in the request (./mail-queue.ts) and composed when delivered, in both
 * languages, Chinese first: a record's events come from staff and providers, not from a form in the
 * customer's language.
 *
 * The one place that decides whether a record mail goes out: its owner's choice for its kind
 * (domain/profile/mail-preferences.ts) sends it now, holds it for their daily digest
 * (./mail-digest.ts), or drops it. Account mails do not come here: they are always sent.
 */
import { isMailKind, type MailDelivery, type MailKind } from '../../domain/profile/mail-preferences.ts';
import type { HeldMail } from '../db/repositories/mail-preference-repository.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import { escapeHtml } from '../html-escape.ts';
import type { ComposeMail, MailJob } from './mail-queue.ts';

/** A text in both languages: Chinese, then English. */
export type Bilingual = readonly [cn: string, en: string];

/** A mail's subject and body, each with `{name}` placeholders. */
export interface RecordMailText {
  subject: Bilingual;
  body: Bilingual;
}

/** A placeholder's value: the same in both languages, or one for each. */
export type MailValue = string | Bilingual;

/** What a kind's loader finds for a job. */
export interface RecordMailDraft {
  /** The record's owner, whom the mail goes to. */
  userId: number;
  text: RecordMailText;
  values: Readonly<Record<string, MailValue>>;
  /** Follows the subject (e.g. the record's number). */
  subjectTag?: string;
  /** The record's page, under PUBLIC_BASE_URL. */
  path: string;
}

/** Finds the record a job is about; undefined when it is gone (then nothing is sent). */
export type LoadRecordMail<J extends MailJob> = (job: J) => Promise<RecordMailDraft | undefined>;

export interface RecordMailDeps {
  users: Pick<UserRepository, 'findById'>;
  publicBaseUrl: string;
  /** The owner's choice for a kind of record mail. */
  deliveryOf: (userId: number, kind: MailKind) => Promise<MailDelivery>;
  /** Keeps a composed mail for the owner's next digest. */
  hold: (mail: HeldMail) => Promise<void>;
  now: () => Date;
}

export const createRecordMailComposer =
  <J extends MailJob>(deps: RecordMailDeps, load: LoadRecordMail<J>): ComposeMail<J> =>
  async (job) => {
    const { users, publicBaseUrl } = deps;
    const draft = await load(job);
    const user = draft === undefined ? undefined : await users.findById(draft.userId);
    if (draft === undefined || user === undefined) return null;
    const delivery = isMailKind(job.kind) ? await deps.deliveryOf(user.id, job.kind) : 'immediate';
    if (delivery === 'off') return null;
    const { text, values, subjectTag } = draft;
    const fill = (template: string, language: 0 | 1) =>
      template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
        const value = values[name];
        return typeof value === 'string' ? value : (value?.[language] ?? '');
      });
    const subject = `${fill(text.subject[0], 0)} / ${fill(text.subject[1], 1)}`;
    const lines = [fill(text.body[0], 0), fill(text.body[1], 1)];
    const link = `${publicBaseUrl}${draft.path}`;
    const tagged = subjectTag === undefined ? subject : `${subject} ${subjectTag}`;
    if (delivery === 'digest') {
      await deps.hold({
        userId: user.id,
        kind: job.kind,
        subject: tagged,
        body: lines.join('\n'),
        link,
        createdAt: deps.now().toISOString(),
      });
      return null;
    }
    return {
      to: user.email,
      subject: tagged,
      text: [...lines, '', link].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
    };
  };
