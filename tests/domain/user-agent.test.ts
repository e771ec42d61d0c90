/** The sessions list and the QR-login phone page name a browser in a few words. */
import { describe, expect, it } from 'vitest';
import { describeUserAgent, parseUserAgent } from '../../domain/user-agent.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
};

describe('parseUserAgent', () => {
  it.each([
    [UA.chromeWindows, 'Chrome', 'Windows'],
    [UA.edgeWindows, 'Edge', 'Windows'],
    [UA.operaWindows, 'Opera', 'Windows'],
    [UA.safariMac, 'Safari', 'macOS'],
    [UA.safariIphone, 'Safari', 'iOS'],
    [UA.chromeIphone, 'Chrome', 'iOS'],
    [UA.firefoxLinux, 'Firefox', 'Linux'],
    [UA.chromeAndroid, 'Chrome', 'Android'],
    [UA.wechatAndroid, 'WeChat', 'Android'],
  ])('%s is %s on %s', (userAgent, browser, system) => {
    expect(parseUserAgent(userAgent)).toMatchObject({ browser, system });
  });

  it('names nothing it does not know: an empty or odd header is an unknown device', () => {
    expect(parseUserAgent('')).toEqual({ browser: null, version: null, system: null });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, version: null, system: null });
  });

  it('the QR-login phone page says it in one line with the version', () => {
    expect(describeUserAgent(UA.chromeWindows)).toBe('Chrome 126 on Windows');
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0)')).toBe('Browser on Windows');
    expect(describeUserAgent('curl/8.5.0')).toBe('Unknown browser');
  });
});
