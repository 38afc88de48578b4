/**
 * A short-lived, per-process memo of "this session is live and belongs to this profile", so a busy
 * client does not cost a database round trip per request. Everything that ends or changes a session
 * in this process invalidates it at once; changes made by another server (or directly in the
 * database) take effect within `ttlMs`. `ttlMs = 0` disables caching.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; userId: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string): T | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  set(sessionId: string, userId: string, value: T): void {
    if (this.ttlMs <= 0) return;
    // Map keeps insertion order: dropping the oldest entry bounds memory under many sessions.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { value, userId, expires: this.now() + this.ttlMs });
  }

  invalidateSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  invalidateUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}
