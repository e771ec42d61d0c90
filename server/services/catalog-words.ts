/**
 * The app's cn and en catalogs (src/locales/{cn,en}/*.po) read as data, for the words of the first
 * paint (server/services/first-paint.ts): the page the server writes must say what the app will
 * say when it takes over, and the catalogs are where those words live. Read, never imported: the
 * server takes no code from src/ (docs/decisions.md).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../messages.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'src', 'locales');

/** Every catalog entry of one language, by its source (English) message. */
export type CatalogWords = Record<Language, ReadonlyMap<string, string>>;

const unescapePo = (text: string): string =>
  text.replace(
    /\\(.)/g,
    (_escape, char: string) => ({ n: '\n', t: '\t', r: '\r' })[char as 'n' | 't' | 'r'] ?? char,
  );

/** A quoted .po string and the quoted lines that continue it. */
const QUOTED = /^"(.*)"$/;

/**
 * `msgid` -> `msgstr` of one .po file (the forms @lingui/format-po writes: one-line or continued
 * strings). Entries with a context or plural forms are left out: the first paint uses neither.
 */
export const parsePo = (text: string): Map<string, string> => {
  const words = new Map<string, string>();
  for (const entry of text.split(/\r?\n\s*\r?\n/)) {
    const fields = new Map<string, string>();
    let field: string | undefined;
    for (const line of entry.split(/\r?\n/)) {
      const start = line.match(/^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$/);
      if (start) {
        field = start[1]!;
        fields.set(field, start[2]!);
        continue;
      }
      const more = line.match(QUOTED);
      if (more && field !== undefined) fields.set(field, fields.get(field)! + more[1]!);
      else field = undefined;
    }
    const msgid = fields.get('msgid');
    if (!msgid || fields.has('msgctxt') || fields.has('msgid_plural')) continue;
    words.set(unescapePo(msgid), unescapePo(fields.get('msgstr') ?? ''));
  }
  return words;
};

/** Both languages' catalogs, every area in one map per language; none when the folder is missing. */
export const readCatalogWords = async (): Promise<CatalogWords> => {
  const language = async (lang: Language): Promise<Map<string, string>> => {
    const folder = path.join(LOCALES_DIR, lang);
    const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.po')).sort();
    const words = new Map<string, string>();
    for (const file of files)
      for (const [msgid, msgstr] of parsePo(await readFile(path.join(folder, file), 'utf8')))
        words.set(msgid, msgstr);
    return words;
  };
  const [cn, en] = await Promise.all([language('cn'), language('en')]);
  return { cn, en };
};

/**
 * What the app shows for a source message: its translation, or the source itself where the
 * translation is empty (Lingui's fallback to the source locale, lingui.config.ts). Undefined when
 * the catalog has no such message: the caller leaves the words out rather than guess.
 */
export const catalogWord = (words: CatalogWords, language: Language, msgid: string): string | undefined => {
  const translation = words[language].get(msgid);
  return translation === undefined ? undefined : translation || msgid;
};
