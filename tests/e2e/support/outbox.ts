// The mails the server wrote to <DATA_DIR>/outbox/ (its embedded default without SMTP), as a user
// would read them: the next message with a link to an address, and the portal link inside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LINK = /https?:\/\/[^\s"'<>]+sendFlag=\d+[^\s"'<>]*token=[^\s"'<>]+/;

/** Undoes quoted-printable soft line breaks and escapes, enough for links in a mail body. */
const decodeQuotedPrintable = (text: string): string =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Mail files already answered by nextLinkMailTo, so a later call waits for a newer mail. */
const answered = new Set<string>();

/**
 * Polled this long: the server mails from its queue after the answer, within moments, but
 * a loaded 2-core machine can stretch moments to seconds.
 */
const MAIL_WAIT_MS = 30_000;
const POLL_MS = 100;

/** The mail files to an address that carry a sendFlag/token link, newest first. */
function linkMailsTo(folder: string, address: string): string[] {
  const names = existsSync(folder) ? readdirSync(folder) : [];
  return names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(folder, name))
    .filter((file) => {
      const mail = decodeQuotedPrintable(readFileSync(file, 'utf8'));
      return mail.toLowerCase().includes(address.toLowerCase()) && LINK.test(mail);
    })
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
}

/** Waits for a link mail to the address that no earlier call answered, and answers the newest. */
export async function nextLinkMailTo(dataDir: string, address: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const fresh = linkMailsTo(folder, address).filter((file) => !answered.has(file));
    if (fresh[0] !== undefined) {
      for (const file of fresh) answered.add(file);
      return decodeQuotedPrintable(readFileSync(fresh[0], 'utf8'));
    }
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The first link of the mail that carries sendFlag and token (spec §4 reset and activation link). */
export function mailLink(mail: string): string {
  const link = mail.match(LINK)?.[0];
  if (!link) throw new Error('no sendFlag/token link in the mail');
  return link.replace(/&amp;/g, '&');
}

/** Every mail to an address whose text contains `containing` (a link's path, say), decoded. */
export function mailsTo(dataDir: string, address: string, containing: string): string[] {
  const folder = join(dataDir, 'outbox');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => decodeQuotedPrintable(readFileSync(join(folder, name), 'utf8')))
    .filter((mail) => mail.includes(address) && mail.includes(containing));
}
