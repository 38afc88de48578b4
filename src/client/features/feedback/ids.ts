/**
 * Item ids are v4 UUIDs made in the browser, so an offline item keeps the same id through every
 * retry and the server can ignore a repeat. `crypto.randomUUID` exists only in secure contexts
 * (https or localhost); elsewhere the same 122 random bits come from `getRandomValues`.
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const SESSION_KEY = 'oncocds-feedback-session';
let fallbackSession: string | undefined;

/**
 * SPEC §3 sessionId: one id per browser tab visit (sessionStorage), so items sent during one
 * visit can be read together. It identifies nothing outside this app.
 */
export function tabSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const id = newUuid();
    window.sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    fallbackSession ??= newUuid();
    return fallbackSession;
  }
}
