/**
 * The sandbox's pay page opens on the phone in the language of the customer who opened the payment:
 * its QR link carries `lang` (the pay page switches to it). A real provider's URL (WeChat Pay's
 * `weixin://…`) is the provider's and stays as it is: its app speaks its user's language. Pure: the
 * booking dialog draws the payment QR code from the order draft's `code_url` (spec §4).
 */

/** The path of the portal's pay page, which the sandbox's QR code's URL opens. */
export const SANDBOX_PAY_PAGE = '/pay';

/** The sandbox pay page's link in `language`, or null for any other URL. */
export const payPageLink = (codeUrl: string, language: 'cn' | 'en'): string | null => {
  if (!URL.canParse(codeUrl)) return null;
  const url = new URL(codeUrl);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== SANDBOX_PAY_PAGE) return null;
  url.searchParams.set('lang', language);
  return url.toString();
};
