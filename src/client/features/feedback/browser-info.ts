import type { BrowserInfo } from '../../../core/feedback';

/**
 * Browser name, version and OS from a user-agent string, for the item's metadata.browserInfo
 * (SPEC §3). Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", and
 * iPadOS 13+ claims to be a Mac. Unknown agents read "Unknown" rather than a guess.
 */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /\bOPR\/([\d.]+)/],
  ['Samsung Internet', /\bSamsungBrowser\/([\d.]+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/([\d.]+)/],
  ['Chromium', /\bChromium\/([\d.]+)/],
  ['Safari', /\bVersion\/([\d.]+).*\bSafari\//],
];

function osOf(ua: string): string {
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'iOS';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return 'Unknown';
}

export function browserInfoFrom(userAgent: string): BrowserInfo {
  for (const [browser, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { browser, version: match[1] ?? 'Unknown', os: osOf(userAgent) };
  }
  return { browser: 'Unknown', version: 'Unknown', os: osOf(userAgent) };
}
