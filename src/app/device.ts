/** Spec §1: mobile visitors are sent to the mobile site when a mobile domain is configured. */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i;

export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_AGENT.test(userAgent);

/**
 * The pages a phone opens by scanning one of the portal's QR codes (QR login, payment): they are
 * made for the phone and exist on this site only, so a phone stays on them.
 */
const SCANNED_PAGES: readonly string[] = ['/qrConfirm', '/pay'];

/** Spec §1's redirect applies to a mobile visitor on any page but a scanned one. */
export const goesToMobileSite = (userAgent: string, pathname: string): boolean =>
  isMobileUserAgent(userAgent) && !SCANNED_PAGES.includes(pathname);

/** The mobile site's address for the current path; a bare domain gets the current scheme. */
export function mobileSiteUrl(
  mobileDomainName: string,
  location: Pick<Location, 'protocol' | 'pathname' | 'search'>,
): string {
  const domain = mobileDomainName.trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(domain) ? domain : `${location.protocol}//${domain}`;
  return `${origin}${location.pathname}${location.search}`;
}
