// The payment QR code the booking dialog draws from the order draft's code_url (spec §4) is a real,
// scannable image of the pay link, in the viewer's language for the sandbox's pay page.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { paymentQrImage } from '../../../src/features/booking/payment-qr.ts';

const SCALE = 4;

/** Reads the drawn SVG as a phone camera would: its dark runs painted on white pixels, then decoded. */
const scan = (image: string): string | null => {
  const svg = atob(image.split(',')[1]!);
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!;
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const dx = Number(a);
    if (command === 'M' || command === 'm') {
      x = command === 'M' ? dx : x + dx;
      y = command === 'M' ? Number(b) : y + Number(b);
      continue;
    }
    const row = Math.floor(y);
    for (let column = x; column < x + dx; column++)
      for (let py = row * SCALE; py < (row + 1) * SCALE; py++)
        for (let px = column * SCALE; px < (column + 1) * SCALE; px++)
          pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    x += dx;
  }
  return jsQR(pixels, width, width)?.data ?? null;
};

describe('the payment QR code drawn in the booking dialog', () => {
  it('spec §4: an SVG image that scans to the sandbox pay page in the viewer’s language', () => {
    const image = paymentQrImage('http://portal.test/pay?code=k3J9x2LmQ8vN4pR7sT1wQe', 'en');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(image.split(',')[1]!)).toContain('<svg');
    expect(scan(image)).toBe('http://portal.test/pay?code=k3J9x2LmQ8vN4pR7sT1wQe&lang=en');
    expect(scan(paymentQrImage('http://portal.test/pay?code=abc', 'cn'))).toBe(
      'http://portal.test/pay?code=abc&lang=cn',
    );
  });

  it('the sandbox’s longest code (its terms with a description of 120 Chinese characters) still scans', () => {
    // 120 characters of 3 bytes and about 100 bytes of JSON around them, base64url: about 614 characters.
    const longest = `https://portal.example.com/pay?code=${'A'.repeat(614)}.${'B'.repeat(43)}`;
    expect(scan(paymentQrImage(longest, 'cn'))).toBe(`${longest}&lang=cn`);
  });

  it('a provider’s own URL (WeChat Pay’s weixin://) is drawn as it is', () => {
    expect(scan(paymentQrImage('weixin://wxpay/bizpayurl?pr=abc', 'en'))).toBe(
      'weixin://wxpay/bizpayurl?pr=abc',
    );
  });
});
