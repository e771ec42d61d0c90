/**
 * The daily digest (domain/profile/mail-preferences.ts): the record mails a customer chose to get
 * once a day are held as they come (./record-mail.ts); once a day the sweeper gathers each
 * customer's held mails into one queued digest, composed here when delivered: one line and link
 * per mail, oldest first, in both languages like the mails it replaces.
 */
import { digestCutoff } from '../../domain/profile/mail-preferences.ts';
import type { MailPreferenceRepository } from '../db/repositories/mail-preference-repository.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import { escapeHtml } from '../html-escape.ts';
import type { ComposeMail } from './mail-queue.ts';

export interface DigestMailJob {
  kind: 'digest';
  userId: number;
  /** The held mails it gathers. */
  itemIds: number[];
}

export const createDigestComposer =
  (deps: {
    users: Pick<UserRepository, 'findById'>;
    preferences: Pick<MailPreferenceRepository, 'itemsOf'>;
  }): ComposeMail<DigestMailJob> =>
  async (job) => {
    const user = await deps.users.findById(job.userId);
    const items = user === undefined ? [] : await deps.preferences.itemsOf(job.userId, job.itemIds);
    if (user === undefined || items.length === 0) return null;
    const count = items.length;
    const heading = [
      `以下是您的 ${count} 条订舱动态`,
      `Your ${count} booking update${count === 1 ? '' : 's'} since the last digest`,
    ];
    const entries = items.map((item) => ({
      subject: item.subject,
      lines: item.body.split('\n'),
      link: item.link,
    }));
    return {
      to: user.email,
      subject: `每日动态（${count} 条） / Daily digest (${count})`,
      text: [...heading, ...entries.flatMap((entry) => ['', entry.subject, ...entry.lines, entry.link])].join(
        '\n',
      ),
      html: [
        ...heading.map((line) => `<p>${escapeHtml(line)}</p>`),
        ...entries.map(
          (entry) =>
            `<h3>${escapeHtml(entry.subject)}</h3>\n${entry.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.link)}</a></p>`,
        ),
      ].join('\n'),
    };
  };

/** The sweeper's daily step: the mails held before today (UTC) go out, one digest per customer. */
export const createDigestGatherer =
  (preferences: Pick<MailPreferenceRepository, 'gatherDigests'>, now: () => Date) => (): Promise<number> => {
    const at = now();
    return preferences.gatherDigests(digestCutoff(at), at.toISOString());
  };
