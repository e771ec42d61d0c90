// The sandbox pay page opens in the language of the customer who opened the payment.
import { describe, expect, it } from 'vitest';
import { payPageLink } from '../../../domain/booking/pay-page-link.ts';

describe('the pay page link of the payment QR code', () => {
  it('the sandbox pay page link carries the viewer’s language', () => {
    expect(payPageLink('http://portal.test/pay?code=abc', 'en')).toBe(
      'http://portal.test/pay?code=abc&lang=en',
    );
    expect(payPageLink('https://portal.test/pay?code=abc', 'cn')).toBe(
      'https://portal.test/pay?code=abc&lang=cn',
    );
  });

  it('a provider’s own URL (WeChat Pay’s weixin://) is left alone', () => {
    expect(payPageLink('weixin://wxpay/bizpayurl?pr=abc', 'en')).toBeNull();
    expect(payPageLink('https://portal.test/other?code=abc', 'en')).toBeNull();
  });
});
