/** A one-line summary of a user agent for the phone's "is this your browser?" question. */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

export const describeUserAgent = (userAgent: string): string => {
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match === null ? null : `${name} ${match[1]}`;
  }).find((found) => found !== null);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser === undefined && system === undefined) return 'Unknown browser';
  return [browser ?? 'Browser', system === undefined ? '' : `on ${system}`].filter(Boolean).join(' ');
};
