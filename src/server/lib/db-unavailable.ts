/**
 * Whether an error means the database could not be reached for a moment (issue 24): a restart,
 * a failover, a dropped connection or a full connection table. Such a request did not happen
 * (its transaction rolled back or never began), so it is answered 503 with Retry-After, which a
 * client may safely repeat; a 500 would say the server is broken. Drizzle wraps the driver's
 * error, so the whole `cause` chain is examined.
 *
 * SQLSTATE classes: 08 (connection exception), 57P01-57P03 (administrator or crash shutdown,
 * cannot connect now), 53300 (too many connections). Node socket errors come from node-postgres
 * when the server is gone; the messages are node-postgres's own for a connection it lost.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|PGlite is closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/** Seconds a client should wait before repeating a request the database could not serve. */
export const DB_RETRY_AFTER_SECONDS = 2;
