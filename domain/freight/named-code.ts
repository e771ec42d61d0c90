/** A code and its names in both languages, from a code list; a code the list lacks names itself. */
import type { NamedCode } from '../api/freight.ts';

export type CodeList = Readonly<Record<string, { readonly cn: string; readonly en: string }>>;

export const namedCode = (list: CodeList, code: string): NamedCode => {
  const known = list[code];
  return { code, nameCn: known?.cn ?? code, nameEn: known?.en ?? code };
};
