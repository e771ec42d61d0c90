/**
 * Runtime schemas of the request bodies (spec section 7), shared by the client and the server. The
 * server validates every body against them and publishes them as OpenAPI; the types below are the
 * bodies the client sends.
 */
import * as v from 'valibot';
import { CONTENT_PAGES } from './company.ts';
import { Text } from './plain-text.ts';
import { Id, MAX_ID } from './schema-parts.ts';

export const PERSONAS_PAGE_MAX_LENGTH = 200;
export const PERSONAS_KEYWORD_MAX_LENGTH = 500;
/** The sys_source header is stored with persona events, cut to this length. */
export const PERSONAS_SYS_SOURCE_MAX_LENGTH = 100;
/** The tenant the portal shows when a call names none (spec section 7: "companyId (value 1)"). */
export const DEFAULT_COMPANY_ID = 1;

export const CompanyIdBody = v.object({ companyId: Id });
export type CompanyIdBody = v.InferOutput<typeof CompanyIdBody>;

export const WebContentBody = v.object({ companyId: Id, page: v.picklist(CONTENT_PAGES) });
export type WebContentBody = v.InferOutput<typeof WebContentBody>;

/** Spec section 7 sends no companyId with this call; the portal accepts one and defaults to 1. */
export const PersonaEventBody = v.object({
  personasType: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ID)),
  personasPage: Text(PERSONAS_PAGE_MAX_LENGTH),
  keyword: Text(PERSONAS_KEYWORD_MAX_LENGTH),
  companyId: v.optional(Id),
});
export type PersonaEventBody = v.InferOutput<typeof PersonaEventBody>;
