// The areas' catalogs load into one Lingui instance (src/i18n/locale.ts), so a message id that two
// catalogs translate differently shows whichever loaded last: "Search" read "搜索" on the rates page
// once the login dialog's catalog had loaded. Each source text gets one translation per language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve('src/locales');

/** [context] msgid -> msgstr of one .po file (single-line entries, as the extractor writes them here). */
const entriesOf = (file: string): Map<string, string> =>
  new Map(
    [...readFileSync(file, 'utf8').matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(
      ([, context, id, text]) =>
        [`${context === undefined ? '' : `[${context}] `}${id}`, text ?? ''] as const,
    ),
  );

describe('the message catalogs', () => {
  for (const locale of readdirSync(LOCALES)) {
    it(`${locale}: a message id has one translation in every area's catalog`, () => {
      const seen = new Map<string, { text: string; catalog: string }>();
      const disagreements: string[] = [];
      const files = readdirSync(path.join(LOCALES, locale)).filter((name) => name.endsWith('.po'));
      expect(files.length).toBeGreaterThan(1);
      for (const catalog of files) {
        for (const [id, text] of entriesOf(path.join(LOCALES, locale, catalog))) {
          const first = seen.get(id);
          if (first === undefined) seen.set(id, { text, catalog });
          else if (first.text !== text)
            disagreements.push(`${id}: ${first.catalog} "${first.text}", ${catalog} "${text}"`);
        }
      }
      expect(seen.size).toBeGreaterThan(100);
      expect(disagreements).toEqual([]);
    });
  }
});
