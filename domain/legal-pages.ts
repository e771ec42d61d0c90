/**
 * The pages the registration's agreement links to (spec §5 Register: the agreement checkbox): the
 * user agreement and the privacy policy, written by the tenant as content blocks and served by
 * the portal as plain pages at these paths (docs/decisions.md).
 */
export const LEGAL_PAGES = ['agreement', 'privacy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const legalPagePath = (page: LegalPage): string => `/${page}`;
