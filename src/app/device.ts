/** Spec §1: mobile visitors are sent to the mobile site when a mobile domain is configured. */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i;

export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_AGENT.test(userAgent);

/** The mobile site's address for the current path; a bare domain gets the current scheme. */
export function mobileSiteUrl(
  mobileDomainName: string,
  location: Pick<Location, 'protocol' | 'pathname' | 'search'>,
): string {
  const domain = mobileDomainName.trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(domain) ? domain : `${location.protocol}//${domain}`;
  return `${origin}${location.pathname}${location.search}`;
}
