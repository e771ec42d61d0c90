/**
 * GET /dev/mailbox: the messages written to the outbox when no SMTP_URL is set, newest first, and
 * /dev/mailbox/<id> with a message's text and links. Registered only while mail goes to the outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html-escape.ts';
import type { OutboxEntry } from '../mail/mailer.ts';

export const DEV_MAILBOX_URL = '/dev/mailbox';

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem}td,th{padding:.3rem .8rem;text-align:left}' +
  'pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head>' +
  `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const readEntries = async (outboxDir: string): Promise<OutboxEntry[]> => {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
};

/** Ids are the outbox's own file names; anything else could walk out of the folder. */
const ID = /^[0-9TZ]+-[0-9a-f]{8}$/;

export const devMailboxRoutes = async (app: FastifyInstance, { outboxDir }: { outboxDir: string }) => {
  app.get(DEV_MAILBOX_URL, async (_request, reply) => {
    const rows = (await readEntries(outboxDir))
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.sentAt)}</td><td>${escapeHtml(entry.to)}</td>` +
          `<td><a href="${DEV_MAILBOX_URL}/${entry.id}">${escapeHtml(entry.subject)}</a></td></tr>`,
      )
      .join('');
    const table =
      rows === ''
        ? '<p>No messages yet.</p>'
        : `<table><tr><th>Time</th><th>To</th><th>Subject</th></tr>${rows}</table>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Dev mailbox (outbox, no SMTP configured)', table));
  });

  app.get<{ Params: { id: string } }>(`${DEV_MAILBOX_URL}/:id`, async (request, reply) => {
    const { id } = request.params;
    const entry = ID.test(id)
      ? (await readEntries(outboxDir)).find((candidate) => candidate.id === id)
      : undefined;
    if (entry === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    const links = entry.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`);
    const body =
      `<p>To: ${escapeHtml(entry.to)}<br>Time: ${escapeHtml(entry.sentAt)}<br>File: ${escapeHtml(id)}.eml</p>` +
      `<h2>Links</h2><ul>${links.join('')}</ul><h2>Text</h2><pre>${escapeHtml(entry.text)}</pre>` +
      `<p><a href="${DEV_MAILBOX_URL}">Back to the mailbox</a></p>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(entry.subject, body));
  });
};
