import { describe, expect, it } from 'vitest';
import { browserInfoFrom } from './browser-info';

describe('browserInfoFrom', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36',
      { browser: 'Chrome', version: '126.0.6478.127', os: 'Windows' },
    ],
    [
      'Edge on Windows (also says Chrome)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      { browser: 'Edge', version: '126.0.2592.87', os: 'Windows' },
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', version: '128.0', os: 'Linux' },
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', version: '17.5', os: 'macOS' },
    ],
    [
      'Safari on iPhone (says "like Mac OS X")',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', version: '17.5', os: 'iOS' },
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
      { browser: 'Chrome', version: '126.0.6478.71', os: 'Android' },
    ],
    [
      'Opera on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
      { browser: 'Opera', version: '111.0.0.0', os: 'macOS' },
    ],
    ['an unknown agent', 'curl/8.5.0', { browser: 'Unknown', version: 'Unknown', os: 'Unknown' }],
  ])('%s', (_, ua, expected) => {
    expect(browserInfoFrom(ua)).toEqual(expected);
  });
});
