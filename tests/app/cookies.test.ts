// @vitest-environment-options { "url": "https://portal.example.com/index" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuthorization,
  readAuthorization,
  storeAuthorization,
} from '../../src/api/authorization-store.ts';

/** What the app assigns to document.cookie (jsdom's getter shows names and values only). */
const recordCookieWrites = () => vi.spyOn(document, 'cookie', 'set');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Authorization cookie', () => {
  it('gets Secure when the page is served over HTTPS', () => {
    const writes = recordCookieWrites();
    storeAuthorization('key-over-https');
    expect(writes.mock.calls.at(-1)?.[0]).toMatch(
      /^Authorization=key-over-https; expires=.+; path=\/; SameSite=Lax; Secure$/,
    );
    // jsdom keeps a Secure cookie on an https page, so the app reads it back.
    writes.mockRestore();
    expect(readAuthorization()).toBe('key-over-https');
    clearAuthorization();
    expect(document.cookie).not.toContain('Authorization=');
  });

  it('is removed with the same attributes it was written with (Secure over HTTPS)', () => {
    storeAuthorization('key-to-remove');
    const writes = recordCookieWrites();
    clearAuthorization();
    expect(writes.mock.calls.at(-1)?.[0]).toMatch(
      /^Authorization=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=\/; SameSite=Lax; Secure$/,
    );
  });

  it('has no Secure attribute on a plain-HTTP page, where the browser would drop it', () => {
    vi.stubGlobal('location', new URL('http://localhost:8080/index'));
    const writes = recordCookieWrites();
    storeAuthorization('key-over-http');
    expect(writes.mock.calls.at(-1)?.[0]).toMatch(
      /^Authorization=key-over-http; expires=.+; path=\/; SameSite=Lax$/,
    );
  });
});
