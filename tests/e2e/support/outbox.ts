// The mails the server wrote to <DATA_DIR>/outbox/ (its embedded default without SMTP), as a user
// would read them: the newest message to an address, and the portal link inside it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, enough for links in a mail body. */
const decodeQuotedPrintable = (text: string): string =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export function newestMailTo(dataDir: string, address: string): string {
  const folder = join(dataDir, 'outbox');
  const mails = readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(folder, name))
    .filter((file) => readFileSync(file, 'utf8').toLowerCase().includes(address.toLowerCase()))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
  if (!mails[0]) throw new Error(`no mail to ${address} in ${folder}`);
  return decodeQuotedPrintable(readFileSync(mails[0], 'utf8'));
}

/** The first link of the mail that carries sendFlag and token (spec §4 reset and activation link). */
export function mailLink(mail: string): string {
  const link = mail.match(/https?:\/\/[^\s"'<>]+sendFlag=\d+[^\s"'<>]*token=[^\s"'<>]+/)?.[0];
  if (!link) throw new Error('no sendFlag/token link in the mail');
  return link.replace(/&amp;/g, '&');
}
