/**
 * Sends mail through SMTP_URL, or, without one, writes each message as an .eml file into the outbox
 * folder (with a small .json index entry that the dev mailbox page lists).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The sender's display name (the tenant's company name in the mail's language); the address
   * stays MAIL_FROM's. Without it the mail goes from MAIL_FROM as configured.
   */
  fromName?: string;
}

/** What the dev mailbox shows of a message written to the outbox. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The folder messages are written to, or null when they go out through SMTP. */
  outboxDir: string | null;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  now: () => Date;
}

const linksOf = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

/** The address of MAIL_FROM ("Portal <no-reply@…>" or a bare address). */
const addressOf = (mailFrom: string): string => mailFrom.match(/<([^>]+)>\s*$/)?.[1] ?? mailFrom.trim();

/** Nodemailer's sender and the rest of the message. */
const envelopeOf = (mailFrom: string, { fromName, ...message }: MailMessage) => ({
  from: fromName ? { name: fromName, address: addressOf(mailFrom) } : mailFrom,
  ...message,
});

/**
 * Nodemailer is loaded with the first message, not at start-up: importing it took about 0.4 s of
 * the server's time to listen (a seeded server listens within 1.5 s).
 */
const lazyTransport = (options: string | Record<string, unknown>): (() => Promise<Transporter>) => {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
};

export const createMailer = ({ smtpUrl, mailFrom, outboxDir, now }: MailerOptions): Mailer => {
  if (smtpUrl !== undefined) {
    const transport = lazyTransport(smtpUrl);
    return {
      outboxDir: null,
      send: async (message) => {
        await (await transport()).sendMail(envelopeOf(mailFrom, message));
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    outboxDir,
    send: async (message) => {
      const sentAt = now();
      // Sortable by name: time first, then the order of sending within one millisecond (a pinned
      // test clock sends many), then randomness so that another process's messages never collide.
      sequence = (sequence + 1) % 0x10000;
      const order = `${sequence.toString(16).padStart(4, '0')}${randomBytes(2).toString('hex')}`;
      const id = `${sentAt.toISOString().replace(/[-:.]/g, '')}-${order}`;
      const info = await (await transport()).sendMail({ ...envelopeOf(mailFrom, message), date: sentAt });
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, `${id}.eml`), info.message as Buffer);
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        links: linksOf(message.text),
        sentAt: sentAt.toISOString(),
      };
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
};
