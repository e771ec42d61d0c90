/**
 * The rules of a tenant's site content as an administrator edits it (spec §2 Header: the menu list;
 * spec §3: title settings, content pages, customer-service contact). The body schemas bound each
 * length; these rules say what a saved value must mean, and name the first field that breaks one.
 */
import type { ContentBlock, CustomerServiceContact, MenuItem, TitleSetting } from '../api/company.ts';
import { isExternalPath } from '../menu.ts';
import { PUBLIC_ROUTES, WORKSPACE_ROUTES } from '../routes.ts';
import { EMAIL_PATTERN } from '../validation/validators.ts';
import type { SiteContentMessageId } from './site-content-messages.ts';

/** The bounds of every field and list the pages save. */
export const SiteContentLimit = {
  menuItems: 12,
  menuChildren: 12,
  label: 40,
  path: 300,
  titleText: 100,
  blocks: 30,
  heading: 100,
  body: 5000,
  contactName: 40,
  contactCompany: 100,
  mobile: 30,
  qq: 20,
  email: 100,
  /** Contacts a tenant keeps, the default one included. */
  contacts: 20,
} as const;

/** The first broken rule: its message and the field (a body path such as `menus.0.children.1.path`). */
export interface SiteContentProblem {
  id: SiteContentMessageId;
  field: string;
}

/** The pages a menu entry may open inside the portal: those a visitor or a customer sees. */
const LINKABLE_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...WORKSPACE_ROUTES];

const filled = (text: string | undefined): boolean => (text ?? '').trim() !== '';

/** An external address: a parseable https URL with a host, nothing a browser would run. */
const isHttpsUrl = (path: string): boolean => {
  if (!path.startsWith('https://')) return false;
  try {
    return new URL(path).hostname !== '';
  } catch {
    return false;
  }
};

/**
 * Spec §2: a path starting with http is external, any other an internal route. Internal paths must
 * be a page of domain/routes.ts (a query or fragment may follow), external ones https.
 */
export const menuPathProblem = (path: string): SiteContentMessageId | null => {
  if (isExternalPath(path)) return isHttpsUrl(path) ? null : 'pathNotHttps';
  const route = path.split(/[?#]/)[0] ?? '';
  return LINKABLE_ROUTES.includes(route) ? null : 'pathNotARoute';
};

/** Every entry's label in both languages and a valid path; the English path may be left empty (it falls back). */
export const menuProblem = (menus: readonly MenuItem[]): SiteContentProblem | null => {
  for (const [i, item] of menus.entries()) {
    if (!filled(item.sName) || !filled(item.sNameEn))
      return { id: 'labelRequired', field: `menus.${i}.sName` };
    for (const [j, child] of item.children.entries()) {
      const at = `menus.${i}.children.${j}`;
      if (!filled(child.label) || !filled(child.labelEn))
        return { id: 'labelRequired', field: `${at}.label` };
      if (!filled(child.clickEvent.path)) return { id: 'pathRequired', field: `${at}.path` };
      const pathProblem = menuPathProblem(child.clickEvent.path.trim());
      if (pathProblem !== null) return { id: pathProblem, field: `${at}.path` };
      const pathEn = child.clickEvent.pathEn.trim();
      const pathEnProblem = pathEn === '' ? null : menuPathProblem(pathEn);
      if (pathEnProblem !== null) return { id: pathEnProblem, field: `${at}.pathEn` };
    }
  }
  return null;
};

/** One row per section: the page shows a section's titles from its one row. */
export const titleSettingsProblem = (titles: readonly TitleSetting[]): SiteContentProblem | null => {
  const index = titles.findIndex(
    (title, i) => titles.findIndex((other) => other.section === title.section) !== i,
  );
  return index === -1 ? null : { id: 'sectionRepeated', field: `titles.${index}.section` };
};

/** Spec §3 shows content in both languages: every block has its heading and text in both. */
export const contentBlocksProblem = (blocks: readonly ContentBlock[]): SiteContentProblem | null => {
  for (const [i, block] of blocks.entries()) {
    if (!filled(block.headingCn) || !filled(block.headingEn))
      return { id: 'headingRequired', field: `blocks.${i}.headingCn` };
    if (!filled(block.bodyCn) || !filled(block.bodyEn))
      return { id: 'bodyRequired', field: `blocks.${i}.bodyCn` };
  }
  return null;
};

/** The contact a visitor is offered: a name in both languages and at least one way to reach them. */
export const contactProblem = (
  contact: Omit<CustomerServiceContact, 'headPic'>,
): SiteContentProblem | null => {
  if (!filled(contact.nameCn) || !filled(contact.nameEn))
    return { id: 'contactNameRequired', field: 'contact.nameCn' };
  if (filled(contact.email) && !EMAIL_PATTERN.test(contact.email.trim()))
    return { id: 'contactEmailInvalid', field: 'contact.email' };
  if (!filled(contact.mobile) && !filled(contact.qq) && !filled(contact.email))
    return { id: 'contactReachRequired', field: 'contact.mobile' };
  return null;
};
