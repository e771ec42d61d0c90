/**
 * A user agent in a few words ("Chrome on Windows"): the QR-login phone page asks "is this your
 * browser?", and the profile's sessions list says where the account is signed in. A
 * dozen patterns, not a UA library: the order matters (Edge and Opera also say Chrome, Chrome also
 * says Safari, iOS also says Mac OS X).
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** What a user agent names: each part null when it names none of the known ones. */
export interface DeviceSummary {
  browser: string | null;
  /** The browser's major version, null with the browser. */
  version: string | null;
  system: string | null;
}

export const parseUserAgent = (userAgent: string): DeviceSummary => {
  let found: { browser: string; version: string } | undefined;
  for (const [pattern, browser] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match !== null) {
      found = { browser, version: match[1] ?? '' };
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: found?.browser ?? null, version: found?.version ?? null, system };
};

/** One English line with the version, for the QR-login phone page: "Chrome 126 on Windows". */
export const describeUserAgent = (userAgent: string): string => {
  const { browser, version, system } = parseUserAgent(userAgent);
  if (browser === null && system === null) return 'Unknown browser';
  const name = browser === null ? 'Browser' : `${browser} ${version}`;
  return system === null ? name : `${name} on ${system}`;
};
