import QRCode from 'qrcode';
import svgTag from 'qrcode/lib/renderer/svg-tag.js';
import { payPageLink } from '../../../domain/booking/pay-page-link.ts';

/**
 * The payment QR code of an order draft's `code_url` (spec §4), drawn in the booking dialog rather
 * than answered by the hold (docs/booking.md, "Where a hold's time goes"): an SVG data URL, a real
 * scannable image that scales sharply, drawn synchronously so that it shows with the window. The
 * sandbox's pay page opens in the viewer's language; a provider's own URL is drawn as it is. One
 * byte-mode segment and a fixed mask: the library's search for the shortest segmentation and the
 * least-penalty mask was four fifths of the drawing; any mask reads the same, the code is at most a
 * version larger.
 */
export const paymentQrImage = (codeUrl: string, language: 'cn' | 'en'): string => {
  const code = QRCode.create(
    [{ data: new TextEncoder().encode(payPageLink(codeUrl, language) ?? codeUrl), mode: 'byte' }],
    { errorCorrectionLevel: 'M', maskPattern: 0 },
  );
  // The SVG the renderer writes is ASCII: btoa takes it as it is.
  return `data:image/svg+xml;base64,${btoa(svgTag.render(code, { margin: 1, width: 240 }))}`;
};
