import type { InteractionChecker } from '../../core/interactions';

/** Pairs per slice: a few milliseconds of work, so a request waits at most that long behind it. */
const PAIRS_PER_SLICE = 200;

/**
 * How long the server must have started no request before a slice runs. While requests keep
 * arriving the table waits: each check works out only the pairs it needs (about 12 µs each, then
 * kept), which under load costs far less than filling all 510,000 pairs of the knowledge base
 * (about 6 s of the single event loop) in the middle of the traffic (issue 24's profile: 9% of the
 * server's CPU during the ward-scale run, more than the checks' own pairs).
 */
const QUIET_MS = 100;

export interface WarmupOptions {
  /** When the server last started a request (`performance.now()` clock). */
  lastRequestAt: () => number;
  now?: () => number;
  quietMs?: number;
  onDone?: () => void;
}

/**
 * Fills the checker's pair table in the background after the server starts listening (issue 24):
 * a ward sends new medication lists all day, and a pair worked out inside a request costs about
 * 12 µs, so a 20-drug list of unseen pairs took milliseconds. Every pair of the knowledge base is
 * worked out once, in slices run only while the server is quiet (no request started for
 * `quietMs`); under traffic it checks again every `quietMs`. Results are identical with or without
 * it (pair-table.test.ts); only when they are computed changes. Returns a function that stops it
 * (shutdown). Not used by tests, which build many apps.
 */
export function precomputeInteractionPairs(
  checker: Pick<InteractionChecker, 'precompute'>,
  options: WarmupOptions,
): () => void {
  const now = options.now ?? (() => performance.now());
  const quietMs = options.quietMs ?? QUIET_MS;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const sinceRequest = now() - options.lastRequestAt();
    if (sinceRequest < quietMs) {
      setTimeout(step, Math.max(1, quietMs - sinceRequest)).unref();
      return;
    }
    if (checker.precompute(PAIRS_PER_SLICE)) {
      options.onDone?.();
      return;
    }
    // setImmediate runs after pending I/O: a request that arrived during the slice goes first.
    setImmediate(step).unref();
  };
  setImmediate(step).unref();
  return () => {
    stopped = true;
  };
}
