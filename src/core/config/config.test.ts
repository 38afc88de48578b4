import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  BREAKPOINTS,
  COMPARISON_TRAY_DEFAULT_MAX_ITEMS,
  CONFIG_VERSION,
  DELAYS_MS,
  EFFORT_POINTS,
  ERROR_QUEUE,
  LOCAL_FEEDBACK_LIMIT,
  MIN_COMPARISON_DRUGS,
  MIN_ISSUE_TRACKER_TOKEN_LENGTH,
  PERFORMANCE_THRESHOLDS,
  RATE_LIMIT_DEFAULT,
  RECENT_PATIENTS_LIMIT,
  DASHBOARD_REFRESH_INTERVAL_MS,
  SPRINT_CAPACITY_POINTS,
  configFor,
  deviceClassForWidth,
  reconnectDelayMs,
  refreshRetryDelayMs,
} from './constants';
import { environmentForHost } from './environment';
import { enqueueError } from './error-queue';
import { RateLimiter } from './rate-limiter';

// Every expectation below is a line of SPEC §9.
describe('environmentForHost', () => {
  it.each([
    ['localhost', 'development'],
    ['LOCALHOST', 'development'],
    ['staging.oncocds.org', 'staging'],
    ['dev.oncocds.org', 'staging'],
    ['app-dev-2.example.com', 'staging'],
    ['oncocds.org', 'production'],
    ['127.0.0.1', 'production'],
  ] as const)('%s → %s', (host, env) => {
    expect(environmentForHost(host)).toBe(env);
  });
});

describe('configFor', () => {
  it.each([
    ['production', 100, 500, 60, 'error', 'stale-while-revalidate', true],
    ['staging', 50, 100, 1440, 'debug', 'network-first', false],
    ['development', 50, 100, 1440, 'debug', 'network-first', false],
  ] as const)(
    '%s: search %i, favourites %i, session %i, log %s, cache %s, encrypt %s',
    (env, search, favourites, session, log, cache, encrypt) => {
      const c = configFor(env);
      expect(c.maxSearchResults).toBe(search);
      expect(c.maxFavorites).toBe(favourites);
      expect(c.sessionTimeout).toBe(session);
      expect(c.logLevel).toBe(log);
      expect(c.cacheStrategy).toBe(cache);
      expect(c.encryptLocalStorage).toBe(encrypt);
      expect(c.maxComparisonDrugs).toBe(4);
      expect(c.version).toBe('1.0.0');
    },
  );

  it.each([
    ['development', { analytics: false, ehr: false, offline: false, ai: true, debugging: true }],
    ['staging', { analytics: true, ehr: false, offline: true, ai: true, debugging: false }],
    ['production', { analytics: true, ehr: true, offline: true, ai: true, debugging: false }],
  ] as const)('%s feature flags', (env, flags) => {
    expect(configFor(env).features).toEqual(flags);
  });
});

describe('constants', () => {
  it.each([
    ['config version', CONFIG_VERSION, '1.0.0'],
    ['sidebar version', APP_VERSION, '2.1.0'],
    ['tray default capacity', COMPARISON_TRAY_DEFAULT_MAX_ITEMS, 5],
    ['minimum comparison', MIN_COMPARISON_DRUGS, 2],
    ['recent patients', RECENT_PATIENTS_LIMIT, 10],
    ['dashboard refresh', DASHBOARD_REFRESH_INTERVAL_MS, 5000],
    ['local feedback kept', LOCAL_FEEDBACK_LIMIT, 100],
    ['rate-limit calls', RATE_LIMIT_DEFAULT.maxCalls, 100],
    ['rate-limit window', RATE_LIMIT_DEFAULT.windowMs, 60_000],
    ['error flush', ERROR_QUEUE.flushIntervalMs, 30_000],
    ['error queue max', ERROR_QUEUE.maxLength, 50],
    ['error queue trim', ERROR_QUEUE.trimTo, 25],
    ['sprint capacity', SPRINT_CAPACITY_POINTS, 40],
    ['token length', MIN_ISSUE_TRACKER_TOKEN_LENGTH, 40],
    ['mobile shell', BREAKPOINTS.mobileShell, 640],
    ['sidebar overlay', BREAKPOINTS.sidebarOverlay, 1024],
    ['tooltip delay', DELAYS_MS.tooltip, 200],
    ['periodic sync', DELAYS_MS.periodicSync, 86_400_000],
    ['feedback success', DELAYS_MS.feedbackSuccess, 2000],
    ['slow resource', PERFORMANCE_THRESHOLDS.slowResourceMs, 1000],
    ['slow api', PERFORMANCE_THRESHOLDS.slowApiMs, 5000],
    ['slow render', PERFORMANCE_THRESHOLDS.slowRenderMs, 100],
    ['slow lazy load', PERFORMANCE_THRESHOLDS.slowLazyLoadMs, 2000],
    ['memory warning', PERFORMANCE_THRESHOLDS.memoryWarningRatio, 0.8],
    ['large resource', PERFORMANCE_THRESHOLDS.largeResourceBytes, 1_048_576],
    ['large bundle', PERFORMANCE_THRESHOLDS.largeBundleBytes, 5_242_880],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('effort points follow SPEC §9', () => {
    expect(EFFORT_POINTS).toEqual({ xs: 1, s: 2, m: 5, l: 8, xl: 13, xxl: 21 });
  });

  it.each([
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'large'],
  ] as const)('width %i is %s', (w, cls) => {
    expect(deviceClassForWidth(w)).toBe(cls);
  });

  it.each([
    [0, 200],
    [1, 400],
    [2, 800],
    [3, 1600],
  ])('refresh retry %i waits %i ms', (attempt, ms) => {
    expect(refreshRetryDelayMs(attempt)).toBe(ms);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 5000],
    [3, 10_000],
    [9, 10_000],
  ])('reconnect attempt %i waits %i ms', (attempt, ms) => {
    expect(reconnectDelayMs(attempt)).toBe(ms);
  });
});

describe('RateLimiter', () => {
  it('allows 100 calls per key per 60 s window, then refuses', () => {
    const rl = new RateLimiter();
    for (let i = 0; i < 100; i++) expect(rl.tryCall('k', 1000 + i)).toBe(true);
    expect(rl.tryCall('k', 1100)).toBe(false);
    expect(rl.tryCall('other', 1100)).toBe(true);
    expect(rl.remaining('k', 1100)).toBe(0);
  });

  it('frees calls once they leave the window', () => {
    const rl = new RateLimiter(2, 1000);
    expect(rl.tryCall('k', 0)).toBe(true);
    expect(rl.tryCall('k', 10)).toBe(true);
    expect(rl.tryCall('k', 999)).toBe(false);
    expect(rl.tryCall('k', 1000)).toBe(true);
  });
});

describe('enqueueError', () => {
  it('keeps the queue as is up to 50 items', () => {
    let q: number[] = [];
    for (let i = 0; i < 50; i++) q = enqueueError(q, i);
    expect(q).toHaveLength(50);
  });

  it('trims to the newest 25 when it exceeds 50', () => {
    let q: number[] = [];
    for (let i = 0; i < 51; i++) q = enqueueError(q, i);
    expect(q).toHaveLength(25);
    expect(q[0]).toBe(26);
    expect(q.at(-1)).toBe(50);
  });
});
