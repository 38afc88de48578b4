import { describe, expect, it } from 'vitest';
import { platformFamily } from './platform';

describe('platformFamily', () => {
  it.each([
    ['Win32', '', 'windows'],
    ['Windows', '', 'windows'],
    ['MacIntel', '', 'macos'],
    ['macOS', '', 'macos'],
    ['iPhone', '', 'ios'],
    ['iPad', '', 'ipados'],
    ['Linux armv8l', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126', 'android'],
    ['Android', '', 'android'],
    ['', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126', 'android'],
    ['Linux x86_64', '', 'linux'],
    ['Chrome OS', '', 'chromeos'],
    ['', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)', 'chromeos'],
    ['', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', 'ios'],
    ['', '', 'other'],
    ['Eleanor Demo 1955-11-02', '', 'other'],
  ])('platform %j, agent %j -> %s', (platform, agent, family) => {
    expect(platformFamily(platform, agent)).toBe(family);
  });
});
