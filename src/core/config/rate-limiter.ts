import { RATE_LIMIT_DEFAULT } from './constants';

/**
 * Sliding-window rate limiter keyed by string (SPEC §9: 100 calls per 60 000 ms per key).
 * Time is injected so the rule is testable and runs the same on server and client.
 */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly maxCalls: number = RATE_LIMIT_DEFAULT.maxCalls,
    private readonly windowMs: number = RATE_LIMIT_DEFAULT.windowMs,
  ) {}

  /** Records a call at `now` if allowed; returns whether it was allowed. */
  tryCall(key: string, now: number): boolean {
    const recent = (this.calls.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.maxCalls) {
      this.calls.set(key, recent);
      return false;
    }
    recent.push(now);
    this.calls.set(key, recent);
    return true;
  }

  remaining(key: string, now: number): number {
    const recent = (this.calls.get(key) ?? []).filter((t) => now - t < this.windowMs);
    return Math.max(0, this.maxCalls - recent.length);
  }

  reset(key?: string): void {
    if (key === undefined) this.calls.clear();
    else this.calls.delete(key);
  }
}
