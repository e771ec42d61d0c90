/**
 * The sandbox's pay page opens on the phone in the language of the customer who opened the payment:
 * its QR link carries `lang` (the pay page switches to it). A real provider's URL (WeChat Pay's
 * `weixin://…`) is the provider's and stays as it is: its app speaks its user's language.
 */
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { Language } from '../../messages.ts';
import { ok } from '../outcome.ts';
import { SANDBOX_PAY_PAGE } from '../payment/sandbox.ts';
import { type Outcome, qrSvgDataUrl } from './space-orders.ts';

/** The sandbox pay page's link in `language`, or null for any other URL. */
export const payPageLink = (codeUrl: string, language: Language): string | null => {
  if (!URL.canParse(codeUrl)) return null;
  const url = new URL(codeUrl);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== SANDBOX_PAY_PAGE) return null;
  url.searchParams.set('lang', language);
  return url.toString();
};

/** A draft whose payment QR code opens the pay page in the viewer's language (code_url stays the provider's). */
export const inViewerLanguage = async (
  outcome: Promise<Outcome<OrderDraft>>,
  language: Language,
): Promise<Outcome<OrderDraft>> => {
  const answer = await outcome;
  if (!answer.ok) return answer;
  const link = payPageLink(answer.data.code_url, language);
  if (link === null) return answer;
  return ok({ ...answer.data, qrImage: await qrSvgDataUrl(link) }, answer.id);
};
