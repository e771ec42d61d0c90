/**
 * Entities of spec section 3 that the shell reads from the server. The answer types are inferred
 * from their runtime schemas (company-answers.ts), which the client never loads.
 */
import type { CompanyInfo, MenuItem } from './company-answers.ts';

export type {
  CompanyInfo,
  ContentBlock,
  CustomerServiceContact,
  MenuChild,
  MenuItem,
  TitleSetting,
  WebContent,
} from './company-answers.ts';

/** What the shell needs before its first render (spec §1 Branding, §7 getCompanyInfoById "runs synchronously at start"). */
export interface Tenant {
  company: CompanyInfo;
  menus: MenuItem[];
}

/**
 * The element id of the tenant the server writes into the page it serves (the first paint
 * does not wait for getCompanyInfoById); a JSON data block, never run as a script.
 */
export const INLINE_TENANT_ELEMENT_ID = 'portal-tenant';

/** The sections whose banner and inner titles are configurable, spec section 3 "Title settings". */
export const TITLE_SECTIONS = [
  'about',
  'case',
  'contactBook',
  'contactUs',
  'joinUs',
  'news',
  'service',
  'certificate',
  'introduction',
  'partner',
  'photos',
] as const;
export type TitleSection = (typeof TITLE_SECTIONS)[number];

/** Content pages rendered from the tenant's database content. */
export const CONTENT_PAGES = ['about', 'service', 'clientCase', 'contact', 'client'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Persona event, spec section 3; types 41 (copy phone) and 25 (copy email), spec section 9. */
export interface PersonaEvent {
  personasType: number;
  personasPage: string;
  keyword: string;
}
