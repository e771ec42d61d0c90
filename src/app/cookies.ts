const DAY_MS = 86_400_000;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
}

/** On a page served over HTTPS the cookies (the session credential among them) never travel in clear. */
const attributes = (): string =>
  location.protocol === 'https:' ? 'path=/; SameSite=Lax; Secure' : 'path=/; SameSite=Lax';

// The spec keeps the language and the credential in cookies with an expiry in days; the async
// Cookie Store API is missing from older browsers and from jsdom, so document.cookie it is.
export function writeCookie(name: string, value: string, days: number): void {
  // The system clock, not the app's (src/app/clock.ts): the browser expires cookies by its own.
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; ${attributes()}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes()}`;
}
