import { describe, expect, it } from 'vitest';
import { goesToMobileSite, isMobileUserAgent, mobileSiteUrl } from '../../src/app/device.ts';

const location = { protocol: 'https:', pathname: '/rates', search: '?pol=CNSHA' };

describe('spec §1: mobile visitors go to the mobile site when a mobile domain is configured', () => {
  it('recognises phones and the WeChat browser, not desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(
      isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130 Mobile Safari/537.36'),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130 Safari/537.36')).toBe(
      false,
    );
  });

  it('keeps the path and query, and the current scheme for a bare domain', () => {
    expect(mobileSiteUrl('m.example.com', location)).toBe('https://m.example.com/rates?pol=CNSHA');
  });

  it('keeps a configured scheme and drops a trailing slash', () => {
    expect(mobileSiteUrl('http://m.example.com/', location)).toBe('http://m.example.com/rates?pol=CNSHA');
  });
  it('a phone that scanned a QR code stays on the login-confirm or pay page it opened', () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50';
    expect(goesToMobileSite(phone, '/pay')).toBe(false);
    expect(goesToMobileSite(phone, '/qrConfirm')).toBe(false);
    expect(goesToMobileSite(phone, '/rates')).toBe(true);
    expect(goesToMobileSite('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130', '/rates')).toBe(false);
  });
});
