import type { Environment } from './environment';

/** Version of the configuration model (SPEC §9). */
export const CONFIG_VERSION = '1.0.0';
/** Version shown in the sidebar (SPEC §2, §9). */
export const APP_VERSION = '2.1.0';

export type CacheStrategy = 'stale-while-revalidate' | 'network-first';
export type LogLevel = 'error' | 'debug';

export interface FeatureFlags {
  analytics: boolean;
  ehr: boolean;
  offline: boolean;
  ai: boolean;
  debugging: boolean;
}

export interface AppConfig {
  environment: Environment;
  version: string;
  maxSearchResults: number;
  /** The configured comparison maximum (SPEC §9). The tray's own default is COMPARISON_TRAY_DEFAULT_MAX_ITEMS. */
  maxComparisonDrugs: number;
  maxFavorites: number;
  /** Unit not given by SPEC §9; kept as the raw number it states. */
  sessionTimeout: number;
  features: FeatureFlags;
  encryptLocalStorage: boolean;
  logLevel: LogLevel;
  cacheStrategy: CacheStrategy;
}

/** SPEC §9, per environment. Staging follows the non-production values. */
export function configFor(environment: Environment): AppConfig {
  const production = environment === 'production';
  const development = environment === 'development';
  return {
    environment,
    version: CONFIG_VERSION,
    maxSearchResults: production ? 100 : 50,
    maxComparisonDrugs: 4,
    maxFavorites: production ? 500 : 100,
    sessionTimeout: production ? 60 : 1440,
    features: {
      analytics: !development,
      ehr: production,
      offline: !development,
      ai: true,
      debugging: development,
    },
    encryptLocalStorage: production,
    logLevel: production ? 'error' : 'debug',
    cacheStrategy: production ? 'stale-while-revalidate' : 'network-first',
  };
}

/** The comparison tray's own default capacity (SPEC §4/§9); a saved value overrides it. */
export const COMPARISON_TRAY_DEFAULT_MAX_ITEMS = 5;
/** Comparison needs at least this many drugs (SPEC §2). */
export const MIN_COMPARISON_DRUGS = 2;

export const RECENT_PATIENTS_LIMIT = 10;
export const DASHBOARD_REFRESH_INTERVAL_MS = 5000;
export const LOCAL_FEEDBACK_LIMIT = 100;

/** Rate-limit helper default (SPEC §9): 100 calls per 60 000 ms per key. */
export const RATE_LIMIT_DEFAULT = { maxCalls: 100, windowMs: 60_000 } as const;

/** Error queue (SPEC §9): flush every 30 s; when longer than 50, keep the last 25. */
export const ERROR_QUEUE = { flushIntervalMs: 30_000, maxLength: 50, trimTo: 25 } as const;

export const SPRINT_CAPACITY_POINTS = 40;
export const EFFORT_POINTS = { xs: 1, s: 2, m: 5, l: 8, xl: 13, xxl: 21 } as const;
export type EffortSize = keyof typeof EFFORT_POINTS;

export const MIN_ISSUE_TRACKER_TOKEN_LENGTH = 40;

/** Breakpoints in px (SPEC §9). */
export const BREAKPOINTS = {
  /** Below this width the mobile shell (bottom tabs) replaces the sidebar. */
  mobileShell: 640,
  /** Below this width the sidebar works as an overlay. */
  sidebarOverlay: 1024,
  /** Device classes: mobile below 768, tablet 768-1023, large from 1280. */
  tablet: 768,
  desktop: 1024,
  large: 1280,
} as const;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'large';

export function deviceClassForWidth(widthPx: number): DeviceClass {
  if (widthPx < BREAKPOINTS.tablet) return 'mobile';
  if (widthPx < BREAKPOINTS.desktop) return 'tablet';
  if (widthPx < BREAKPOINTS.large) return 'desktop';
  return 'large';
}

export const DELAYS_MS = {
  tooltip: 200,
  periodicSync: 24 * 60 * 60 * 1000,
  feedbackSuccess: 2000,
} as const;

/** Performance thresholds (SPEC §9). */
export const PERFORMANCE_THRESHOLDS = {
  slowResourceMs: 1000,
  slowApiMs: 5000,
  slowRenderMs: 100,
  slowLazyLoadMs: 2000,
  memoryWarningRatio: 0.8,
  largeResourceBytes: 1024 * 1024,
  largeBundleBytes: 5 * 1024 * 1024,
} as const;

/** Authentication client timings (SPEC §9). */
export const AUTH_TIMINGS = {
  refreshRetryBaseMs: 200,
  clockSkewSeconds: 120,
  realtimeHeartbeatMs: 25_000,
  requestTimeoutMs: 10_000,
  reconnectBackoffMs: [1000, 2000, 5000, 10_000],
  authRetryIntervalMs: 30_000,
} as const;

/** Refresh retry back-off: 200 ms doubling each attempt (attempt 0 → 200 ms). */
export function refreshRetryDelayMs(attempt: number): number {
  return AUTH_TIMINGS.refreshRetryBaseMs * 2 ** Math.max(0, attempt);
}

/** Reconnect back-off: 1, 2, 5, 10 s, then stays at 10 s. */
export function reconnectDelayMs(attempt: number): number {
  const steps = AUTH_TIMINGS.reconnectBackoffMs;
  return steps[Math.min(Math.max(0, attempt), steps.length - 1)] ?? 10_000;
}
