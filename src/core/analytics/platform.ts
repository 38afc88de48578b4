/**
 * The operating-system family of an installed app (SPEC §7 install analytics), from the browser's
 * `platform` (`navigator.userAgentData.platform` or `navigator.platform`) and, when that says
 * nothing, its user-agent string. A closed set, so an install event can never carry free text;
 * the user-agent itself is not kept (it narrows a person down more than analytics needs).
 */
export const PLATFORM_FAMILIES = [
  'android',
  'ios',
  'ipados',
  'macos',
  'windows',
  'chromeos',
  'linux',
  'other',
] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];

/** First match wins: Android before Linux (Android reports Linux), iPhone before Mac. */
const RULES: ReadonlyArray<[RegExp, PlatformFamily]> = [
  [/android/i, 'android'],
  [/iphone|ipod|\bios\b/i, 'ios'],
  [/ipad/i, 'ipados'],
  [/cros|chrome ?os/i, 'chromeos'],
  [/mac|darwin/i, 'macos'],
  [/win/i, 'windows'],
  [/linux|x11|ubuntu|fedora/i, 'linux'],
];

/**
 * Both texts are read together: Chrome on Android reports `navigator.platform` "Linux armv8l"
 * while its user agent says Android.
 */
export function platformFamily(platform: string, userAgent = ''): PlatformFamily {
  const text = `${platform} ${userAgent}`;
  for (const [pattern, family] of RULES) if (pattern.test(text)) return family;
  return 'other';
}
